/** Default of slot "frontend": skip link, header, routed page, footer, the overlays and the toast. */
import { Slot } from '@tresen/sdk';
import { FrontendRoutes } from '../pages/FrontendRoutes';
import { TEXTS } from '../texts';
import { Toaster } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';

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
      <Toaster />
    </div>
  );
}
