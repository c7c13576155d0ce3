/**
 * /backend/* — the staff back office (lazy chunk, staff only). For now a placeholder:
 * the area comes from the hash (/backend#/sites, #/dashboard, #/navigations) and plugins
 * add their areas through the append slot "backend.resources".
 */
import { isStaff, Slot, useCurrentUser, useVersion } from '@tresen/sdk';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';

function LoginPage() {
  useDocumentTitle(TEXTS.login);
  return (
    <main className="t-main" data-testid="tresen-login">
      <h1>{TEXTS.login}</h1>
      <p>{TEXTS.loginText}</p>
    </main>
  );
}

function BackendHome() {
  const user = useCurrentUser();
  const version = useVersion();
  const { hash } = useLocation();
  const area = hash.replace(/^#/, '') || '/';
  useDocumentTitle(TEXTS.backend);
  return (
    <div className="t-page" data-testid="tresen-backend">
      <header className="t-header">
        <a className="t-brand" href="/backend">
          {TEXTS.backend}
        </a>
        <nav>
          {Object.entries(TEXTS.backendAreas).map(([path, label]) => (
            <a key={path} href={`/backend#${path}`} aria-current={area === path ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <span>
          {user?.username} · {version}
        </span>
      </header>
      <main className="t-main">
        <h1>{TEXTS.backendAreas[area] ?? TEXTS.backend}</h1>
        <Slot name="backend.resources" props={{ area }} />
      </main>
    </div>
  );
}

export default function BackendApp() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/backend/login') return <LoginPage />;
  if (!isStaff(user)) return <Navigate to="/backend/login" replace />;
  return <BackendHome />;
}
