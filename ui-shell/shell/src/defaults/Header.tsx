/** Default of slot "header": shop name and the public navigation "main-menu" (a menu button on phones). */
import { Slot, useConfig } from '@tresen/sdk';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { navigationLinks } from '../data';
import { useApiGet } from '../store/queries';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { SearchButton } from '../shop/SearchButton';
import { NavigationItem } from './NavigationItem';

export const MAIN_NAVIGATION = 'main-menu';
// The open phone menu (sub-menus, 'Zurück'): its own chunk, the first visit's budget is full.
const Menu = lazy(() => import(/* webpackChunkName: "menu" */ '../site/MobileMenu'));
const CartButton = lazy(() => import(/* webpackChunkName: "cart-button" */ '../shop/CartButton'));
// Sub-menus on wider screens: a chunk loaded only when an item has children.
const Desktop = lazy(() => import(/* webpackChunkName: "desktop-menu" */ '../site/DesktopMenu'));

export function Header() {
  const config = useConfig();
  const { data: navigations } = useApiGet<unknown>('/api/navigations');
  const links = navigationLinks(navigations, MAIN_NAVIGATION);
  const [open, setOpen] = useState(false);
  const navId = useId();
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
        <SearchButton />
        <Suspense>
          <CartButton />
        </Suspense>
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
              {open ? <Suspense><Menu close={() => setOpen(false)} /></Suspense> : links.some((l) => l.nested) ? <Suspense fallback={flat}><Desktop /></Suspense> : flat}
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
