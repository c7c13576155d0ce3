/** Routes of the public front end (spec 000 §2); anything unknown is a content-site path. */
import { Slot } from '@tresen/sdk';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { Checkout } from '../defaults/Checkout';
import { SiteContent } from '../defaults/SiteContent';
import { Status } from '../defaults/Status';
import { StorePage } from './StorePage';

function HomePage() {
  return (
    <>
      <Slot name="site.content" default={SiteContent} props={{ path: '/' }} />
      <Slot name="home.sections" />
    </>
  );
}

/** /site/*, /shop/* and generic paths such as /kontakt. */
function SitePage() {
  const { pathname } = useLocation();
  return <Slot key={pathname} name="site.content" default={SiteContent} props={{ path: pathname }} />;
}

function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  return <Slot name="status" default={Status} props={{ uid, hash }} />;
}

function CheckoutPage() {
  const { branch = '' } = useParams();
  return <Slot name="checkout" default={Checkout} props={{ branch }} />;
}

export function FrontendRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/store/:branch" element={<StorePage />} />
      <Route path="/store/:branch/checkout" element={<CheckoutPage />} />
      <Route path="/status/:uid/:hash" element={<StatusPage />} />
      <Route path="/shop/*" element={<SitePage />} />
      <Route path="/site/*" element={<SitePage />} />
      <Route path="*" element={<SitePage />} />
    </Routes>
  );
}
