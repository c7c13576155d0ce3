/** Default of slot "header": shop name and the public navigation "main-menu" (a menu button on phones). */
import { Slot, useConfig } from '@tresen/sdk';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { navigationLinks } from '../data';
import { useApiGet } from '../store/queries';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { NavigationItem } from './NavigationItem';

export const MAIN_NAVIGATION = 'main-menu';
// The open phone menu (sub-menus, 'Zurück'): its own chunk, the first visit's budget is full.
const Menu = lazy(() => import(/* webpackChunkName: "menu" */ '../site/MobileMenu'));
// Sub-menus on wider screens: a chunk loaded only when an item has children and the screen
// is wide (on phones the closed menu is hidden, the open one is the phone menu above).
const Desktop = lazy(() => import(/* webpackChunkName: "desktop-menu" */ '../site/DesktopMenu'));
// The web shop's search and cart buttons (002 §2.2), where there is a web shop: the main menu
// links to it, or the visitor is in it. Their own chunk (3.6 KB), never on the storefront of 001.
const HeaderTools = lazy(() => import(/* webpackChunkName: "header-tools" */ '../shop/HeaderTools'));

const WIDE = '(min-width: 48rem)'; // styles/base.ts: below it the menu sits behind the button

/** Whether the screen is wide enough for the menu row (follows resizing and rotation). */
function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

export function Header() {
  const config = useConfig();
  const { data: navigations } = useApiGet<unknown>('/api/navigations');
  const links = navigationLinks(navigations, MAIN_NAVIGATION);
  const { pathname } = useLocation();
  const shop = pathname.startsWith('/shop') || links.some((link) => link.href.startsWith('/shop'));
  const [open, setOpen] = useState(false);
  const navId = useId();
  const wide = useWide();
  const name = String(config.shopName || config.title || 'Tresen');
  const flat = (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Slot name="navigation.item" default={NavigationItem} props={{ ...link, onNavigate: () => setOpen(false) }} />
        </li>
      ))}
    </ul>
  );
  return (
    <header className="t-header t-dark" data-testid="tresen-header">
      <div className="t-header__bar">
        <Link to="/" className="t-brand">
          <span className="t-brand__mark" aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
          {name}
        </Link>
        {shop && (
          <Suspense>
            <HeaderTools />
          </Suspense>
        )}
        {links.length > 0 && (
          <>
            <button
              type="button"
              className="t-button t-button--plain t-icon-button t-menu-button t-header__menu"
              aria-expanded={open}
              aria-controls={navId}
              aria-label={TEXTS.menu}
              onClick={() => setOpen((v) => !v)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </button>
            <nav id={navId} aria-label={TEXTS.mainNavigation} className={`t-header__menu ${open ? 'is-open' : ''}`}>
              {open ? <Suspense><Menu close={() => setOpen(false)} /></Suspense> : wide && links.some((l) => l.nested) ? <Suspense fallback={flat}><Desktop /></Suspense> : flat}
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
