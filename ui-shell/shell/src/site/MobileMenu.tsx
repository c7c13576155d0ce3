/**
 * The open phone menu of the header (002 §2.2): the main menu's enabled items; an item
 * with children opens its sub-menu (its own link, its children and 'Zurück'). The current
 * item is marked, a parent when one of its children is current. Its own chunk ("menu").
 */
import { Slot } from '@tresen/sdk';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { absoluteHref, asList, field, type Entity } from '../data';
import { NavigationItem } from '../defaults/NavigationItem';
import { useApiGet } from '../store/queries';
import { injectStyles } from '../styles/inject';

injectStyles('menu', `
.t-mobile-menu ul { flex-direction: column; }
.t-mobile-menu li { display: flex; align-items: center; }
.t-mobile-menu li > a { flex: 1; }
.t-mobile-menu li[data-active] > a { font-weight: 700; }
.t-mobile-menu__open { min-width: var(--t-touch); color: inherit; font-size: 1.5rem; }
.t-mobile-menu__back { color: inherit; padding-left: .75rem; }
`);

export const MENU_TEXTS = { back: 'Zurück', open: (label: string) => `Untermenü ${label} öffnen` };

export interface MenuItem {
  label: string;
  href: string;
  items: MenuItem[];
}

/** Navigation items (002 §2.2: home, site, branch or link; enabled only) with their children. */
export function menuItems(items: unknown): MenuItem[] {
  return asList(items)
    .filter((item) => item.isEnabled !== false)
    .map((item: Entity) => {
      const target = field(item, 'url', 'href', 'path', 'target');
      const href = item.type === 'home' ? '/' : item.type === 'branch' ? `/store/${target}` : absoluteHref(target);
      return { label: field(item, 'label', 'title', 'name'), href: href + field(item, 'suffix'), items: menuItems(item.children) };
    })
    .filter((item) => item.label && item.href);
}

const contains = (item: MenuItem, path: string): boolean => item.href === path || item.items.some((child) => contains(child, path));

export default function MobileMenu({ close }: { close: () => void }) {
  const { data: navigations } = useApiGet<unknown>('/api/navigations');
  const { pathname } = useLocation();
  const navigation = asList(navigations).find((n) => field(n, 'identifier') === 'main-menu');
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const parent = trail[trail.length - 1];
  const items = parent ? parent.items : menuItems(navigation?.items);
  return (
    <div className="t-mobile-menu" data-testid="tresen-mobile-menu">
      {parent && (
        <button type="button" className="t-button t-button--plain t-mobile-menu__back" onClick={() => setTrail(trail.slice(0, -1))}>
          ‹ {MENU_TEXTS.back}
        </button>
      )}
      <ul>
        {parent && (
          <li><Slot name="navigation.item" default={NavigationItem} props={{ label: parent.label, href: parent.href, onNavigate: close }} /></li>
        )}
        {items.map((item) => (
          <li key={item.href + item.label} className={item.items.length ? 't-mobile-menu__parent' : undefined} data-active={contains(item, pathname) ? 'true' : undefined}>
            <Slot name="navigation.item" default={NavigationItem} props={{ label: item.label, href: item.href, onNavigate: close }} />
            {item.items.length > 0 && (
              <button type="button" className="t-button t-button--plain t-mobile-menu__open" aria-label={MENU_TEXTS.open(item.label)} onClick={() => setTrail([...trail, item])}>
                ›
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
