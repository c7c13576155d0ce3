/**
 * Staff toolbar on the public front end (spec 000 §2): links into the backend, the
 * username, the app version and the branches' open state as the server words it.
 */
import { isStaff, useCurrentUser, useResource, useVersion, type User } from '@tresen/sdk';
import type { CSSProperties } from 'react';
import { TEXTS } from './texts';

export interface BranchStatus {
  id: number | string;
  name: string;
  state: 'open' | 'closingSoon' | 'closed';
  text: string;
}

export interface ToolbarStatus {
  text: string;
  branches: BranchStatus[];
}

const STATE_COLOURS: Record<BranchStatus['state'], string> = {
  open: '#2e7d32',
  closingSoon: '#f9a825',
  closed: '#c62828',
};

const styles = {
  bar: {
    position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 900, display: 'flex', flexWrap: 'wrap',
    gap: '1rem', alignItems: 'center', padding: '.4rem 1rem', background: '#000000', color: '#ffffff',
    fontSize: '.875rem',
  },
  spacer: { height: '3rem' },
  links: { display: 'flex', gap: '.75rem', flexWrap: 'wrap' },
  link: { color: '#ffffff' },
  muted: { color: '#cccccc' },
  branches: { display: 'flex', gap: '.75rem', listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' },
  dot: { display: 'inline-block', width: '.5rem', height: '.5rem', borderRadius: '50%', marginRight: '.3rem' },
} satisfies Record<string, CSSProperties>;

function StaffToolbar({ user }: { user: User }) {
  const version = useVersion();
  const { data: status } = useResource<ToolbarStatus>('/api/toolbar/status', { errorMessage: TEXTS.statusFailed });
  return (
    <>
      {/* Keeps the end of the page reachable below the fixed bar. */}
      <div style={styles.spacer} aria-hidden />
      <aside style={styles.bar} data-testid="tresen-toolbar" aria-label={TEXTS.label}>
        <nav style={styles.links}>
          {TEXTS.links.map((link) => (
            <a key={link.href} href={link.href} style={styles.link}>
              {link.label}
            </a>
          ))}
        </nav>
        <span data-testid="tresen-toolbar-user">{user.username}</span>
        <span style={styles.muted} data-testid="tresen-toolbar-version">
          {TEXTS.version} {version}
        </span>
        {status && (
          <>
            <span data-testid="tresen-toolbar-status">{status.text}</span>
            <ul style={styles.branches}>
              {(status.branches ?? []).map((branch) => (
                <li key={branch.id} data-state={branch.state} data-testid="tresen-toolbar-branch">
                  <span style={{ ...styles.dot, background: STATE_COLOURS[branch.state] ?? '#999999' }} aria-hidden />
                  {branch.name}: {branch.text}
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
    </>
  );
}

/** Renders nothing unless the current user is staff (ROLE_ADMIN or ROLE_EMPLOYEE). */
export function Toolbar() {
  const user = useCurrentUser();
  return user && isStaff(user) ? <StaffToolbar user={user} /> : null;
}
