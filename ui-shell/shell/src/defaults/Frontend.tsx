/** Default of slot "frontend": header, routed page, footer and the overlays. */
import { Slot } from '@tresen/sdk';
import { FrontendRoutes } from '../pages/FrontendRoutes';
import { Footer } from './Footer';
import { Header } from './Header';

export function Frontend() {
  return (
    <div className="t-page">
      <Slot name="header" default={Header} />
      <main className="t-main">
        <FrontendRoutes />
      </main>
      <Slot name="footer" default={Footer} />
      <Slot name="frontend.overlays" />
    </div>
  );
}
