/** Default of slot "frontend": skip link, header, routed page, footer, the overlays, the cookie banner and the toast. */
import { Slot, useConsent } from '@tresen/sdk';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { FrontendRoutes } from '../pages/FrontendRoutes';
import { TEXTS } from '../texts';
import { Toaster } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';

// Only visitors without consent need the banner: its own chunk, fetched after the first render.
const CookieBanner = lazy(() => import('../ui/CookieBanner'));

function Consent() {
  return useConsent() ? null : (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

/** A page view per route, through the analytics chunk (it waits for consent itself). */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    import('../analytics').then((m) => m.pageview(pathname), () => undefined);
  }, [pathname]);
  return null;
}

export function Frontend() {
  return (
    <div className="t-page">
      <a className="t-skip" href="#t-main">
        {TEXTS.skipToContent}
      </a>
      <Slot name="header" default={Header} />
      <main className="t-main" id="t-main" tabIndex={-1}>
        <FrontendRoutes />
      </main>
      <Slot name="footer" default={Footer} />
      <Slot name="frontend.overlays" />
      <Consent />
      <PageViews />
      <Toaster />
    </div>
  );
}
