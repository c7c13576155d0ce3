/** Default of slot "frontend": skip link, header, routed page, footer, the overlays, the cookie banner and the toast. */
import { measure, Slot, useConfig, useConsent } from '@tresen/sdk';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { asList } from '../data';
import { routeContext, SELF_SERVICE } from '../site/overlays/context';
import { useApiGet } from '../store/queries';
import { FrontendRoutes } from '../pages/FrontendRoutes';
import { TEXTS } from '../texts';
import { Toaster } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';

// Only visitors without consent need the banner: its own chunk, fetched after the first render.
const CookieBanner = lazy(() => import('../ui/CookieBanner'));

// News, info-point pop-ups and the self-service screensaver (site/overlays): their own chunk,
// fetched only when there are public blocks or the tab is in a context (site/overlays/context.ts).
const SiteOverlays = lazy(() => import(/* webpackChunkName: "site-overlays" */ '../site/overlays'));

/** The site's overlays, and the cookie banner unless the context is self-service (002 §2.10). */
function Overlays() {
  const { search } = useLocation();
  const consent = useConsent();
  const { data } = useApiGet<unknown>('/api/blocks');
  const context = routeContext(search);
  return (
    <Suspense fallback={null}>
      {asList(data).length || context ? <SiteOverlays /> : null}
      {consent || context === SELF_SERVICE ? null : <CookieBanner />}
    </Suspense>
  );
}

/**
 * A page view per route, reported with `measure()`: the measuring plugin's sender is loaded
 * only once the visitor has accepted cookies (a first visit never loads it); until then the
 * views wait in @tresen/sdk. With consent a chunk of its own loads the third-party tag and
 * pixel (002 §7): their chunk only while an id is configured.
 */
function PageViews() {
  const { pathname } = useLocation();
  const consent = useConsent();
  const config = useConfig();
  useEffect(() => {
    measure({ type: 'pageview', action: pathname, category: 'page' });
  }, [pathname]);
  useEffect(() => {
    if (consent) import(/* webpackChunkName: "third-party" */ '../tracking/thirdParty').then((m) => m.startThirdParty(config), () => undefined);
  }, [consent, pathname, config]);
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
      <Overlays />
      <PageViews />
      <Toaster />
    </div>
  );
}
