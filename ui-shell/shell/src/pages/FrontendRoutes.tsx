/** Routes of the public front end (001 §2, 000 §2); any other path is a content page. */
import { Slot, useInit } from '@tresen/sdk';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { Checkout } from '../defaults/Checkout';
import { SiteContent } from '../defaults/SiteContent';
import { Loader } from '../defaults/Loader';
import { Status } from '../defaults/Status';
import { PluginPage } from './PluginPage';

// Each page is its own chunk; bootstrap starts loading the one of the first URL at once
// (preloadRoute), in parallel with the init payload and the plugins.
const loadHome = () => import(/* webpackChunkName: "home" */ './HomePage');
const loadBranch = () => import(/* webpackChunkName: "branch" */ './BranchPage');
const loadCheckout = () => import(/* webpackChunkName: "checkout" */ '../checkout/CheckoutPage');
const loadStatus = () => import(/* webpackChunkName: "status" */ '../status/StatusPage');
const loadShop = () => import(/* webpackChunkName: "shop" */ '../shop/ShopRoutes');
const HomePage = lazy(loadHome);
const ShopRoutes = lazy(loadShop);
const BranchPage = lazy(loadBranch);

/** Start loading the code of the page at `pathname` (its chunk), without waiting for it. */
export function preloadRoute(pathname: string): void {
  const parts = pathname.split('/').filter(Boolean);
  const load =
    parts.length === 0
      ? loadHome
      : parts[0] === 'status'
        ? loadStatus
        : parts[0] === 'store'
          ? parts[2] === 'checkout'
            ? loadCheckout
            : loadBranch
          : parts[0] === 'shop'
            ? parts[2] === 'checkout'
              ? loadCheckout
              : loadShop
            : null;
  load?.().catch(() => undefined);
}

/** /site/*, /kontakt and any other path. */
function SitePage() {
  const { pathname } = useLocation();
  return <Slot key={pathname} name="site.content" default={SiteContent} props={{ path: pathname }} />;
}

function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  return <Slot name="status" default={Status} props={{ uid, hash }} />;
}

function CheckoutPage({ paymentFailed }: { paymentFailed: boolean }) {
  const { branch = '' } = useParams();
  return <Slot name="checkout" default={Checkout} props={{ branch, paymentFailed }} />;
}

/** A new page starts at its top (the browser's own restoration handles back and forward). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function FrontendRoutes() {
  // The plugins' own pages (terrace: /test/terrace-planner), each loading its module when opened.
  const pages = useInit().plugins.flatMap((info) => (info.remote ? (info.pages ?? []).map((path) => ({ path, info })) : []));
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<Suspense fallback={<Slot name="loader" default={Loader} />}><HomePage /></Suspense>} />
        <Route path="/store/:branch" element={<Suspense fallback={<Slot name="loader" default={Loader} />}><BranchPage /></Suspense>} />
        <Route path="/store/:branch/checkout" element={<CheckoutPage paymentFailed={false} />} />
        <Route path="/store/:branch/checkout/error" element={<CheckoutPage paymentFailed />} />
        <Route path="/status/:uid/:hash" element={<StatusPage />} />
        <Route path="/shop/:branch/checkout" element={<CheckoutPage paymentFailed={false} />} />
        <Route path="/shop/*" element={<Suspense fallback={<Slot name="loader" default={Loader} />}><ShopRoutes /></Suspense>} />
        {pages.map(({ path, info }) => (
          <Route key={path} path={path} element={<PluginPage path={path} info={info} />} />
        ))}
        <Route path="*" element={<SitePage />} />
      </Routes>
    </>
  );
}
