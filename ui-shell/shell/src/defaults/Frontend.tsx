/** Default of slot "frontend": skip link, header, routed page, footer, the overlays, the cookie banner and the toast. */
import { Slot, useConfig, useConsent } from '@tresen/sdk';
import { lazy, Suspense, useEffect, useRef } from 'react';
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

/** Not on self-service terminals (002 §2.10: the banner is shown unless the context is self-service). */
function Consent() {
  const { search } = useLocation();
  return useConsent() || routeContext(search) === SELF_SERVICE ? null : (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

// News, info-point pop-ups and the self-service screensaver (site/overlays): their own chunk,
// fetched only when there are public blocks or the tab is in a context (site/overlays/context.ts).
const SiteOverlays = lazy(() => import(/* webpackChunkName: "site-overlays" */ '../site/overlays'));

function Overlays() {
  const { data } = useApiGet<unknown>('/api/blocks');
  const { search } = useLocation();
  const wanted = useRef(false);
  wanted.current ||= asList(data).length > 0 || routeContext(search) !== '';
  return wanted.current ? (
    <Suspense fallback={null}>
      <SiteOverlays />
    </Suspense>
  ) : null;
}

/** Paths seen before the analytics chunk is there (it waits for consent). */
const views: string[] = [];

/**
 * A page view per route. The sender is a chunk of its own, fetched only once the visitor
 * has accepted cookies (a first visit never loads it); until then the paths queue here.
 * Likewise the third-party tag and pixel (002 §7): their chunk only after consent and only
 * while an id is configured (here, not in a component of its own: the budget is full).
 */
function PageViews() {
  const { pathname } = useLocation();
  const consent = useConsent();
  const config = useConfig();
  useEffect(() => {
    views.push(pathname);
  }, [pathname]);
  useEffect(() => {
    if (consent) import(/* webpackChunkName: "analytics" */ '../analytics').then((m) => views.splice(0).forEach((path) => m.pageview(path)), () => undefined);
  }, [consent, pathname]);
  useEffect(() => {
    if (consent && (config.googleTagId || config.metaPixelId)) import(/* webpackChunkName: "tracking" */ '../tracking/load').then((m) => m.load(config), () => undefined);
  }, [consent, config]);
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
      <Consent />
      <PageViews />
      <Toaster />
    </div>
  );
}
