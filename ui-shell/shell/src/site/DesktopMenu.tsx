/**
 * The header's main menu on wider screens when an item has children (002 §2.2): each such
 * item is its own link plus a disclosure button (aria-expanded) that opens its sub-menu.
 * Keyboard: Enter/Space toggle, ArrowDown opens and moves into the sub-menu, ArrowUp/Down
 * move within it, Home/End jump, Escape closes and returns to the button; a click outside,
 * leaving the item with Tab, or following a link closes it. The current item is marked,
 * a parent when one of its children is current. The row scrolls horizontally when its
 * items do not fit; the open sub-menu is placed fixed under its button so the scrolling
 * row does not clip it. Its own chunk ("desktop-menu"): a menu without children never loads it.
 */
import { Slot } from '@tresen/sdk';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { asList, field } from '../data';
import { NavigationItem } from '../defaults/NavigationItem';
import { useApiGet } from '../store/queries';
import { injectStyles } from '../styles/inject';
import { MENU_TEXTS, menuItems, type MenuItem } from './MobileMenu';

injectStyles('desktop-menu', `
.t-header__bar > nav { min-width: 0; }
.t-desktop-menu { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; }
.t-desktop-menu > li { display: flex; align-items: center; flex: none; }
.t-desktop-menu > li[data-active] > a { box-shadow: inset 0 -3px 0 currentColor; }
.t-desktop-menu__toggle { color: inherit; min-width: 2rem; padding: 0 .35rem; }
.t-desktop-menu__toggle[aria-expanded="true"] svg { transform: rotate(180deg); }
.t-header nav .t-desktop-menu__sub { position: fixed; z-index: 1000; display: block; min-width: 12rem; padding: .35rem; background: var(--t-primary); color: var(--t-on-primary); border-radius: var(--t-radius); box-shadow: var(--t-shadow); }
.t-header nav .t-desktop-menu__sub[hidden] { display: none; }
.t-header nav .t-desktop-menu__sub a { display: flex; width: 100%; }
.t-header nav .t-desktop-menu__sub ul { display: block; padding-left: .75rem; }
`);

const contains = (item: MenuItem, path: string): boolean => item.href === path || item.items.some((child) => contains(child, path));

function Links({ items, close }: { items: MenuItem[]; close: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.href + item.label}>
          <Slot name="navigation.item" default={NavigationItem} props={{ label: item.label, href: item.href, onNavigate: close }} />
          {item.items.length > 0 && <ul><Links items={item.items} close={close} /></ul>}
        </li>
      ))}
    </>
  );
}

function Parent({ item, active }: { item: MenuItem; active: boolean }) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = () => setPlace(null);
  const open = () => {
    const rect = root.current!.getBoundingClientRect();
    setPlace({ top: rect.bottom, left: Math.max(0, Math.min(rect.left, window.innerWidth - 200)) });
  };
  useEffect(() => {
    if (!place) return;
    const outside = (event: Event) => root.current?.contains(event.target as Node) || close();
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [place]);
  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (event.key === 'Escape' && place) {
      close();
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      if (!place) open();
      requestAnimationFrame(() => links()[0]?.focus());
    } else if (at >= 0 && event.key === 'ArrowDown') next = all[(at + 1) % all.length];
    else if (at >= 0 && event.key === 'ArrowUp') next = at === 0 ? undefined : all[at - 1];
    else if (at >= 0 && event.key === 'Home') next = all[0];
    else if (at >= 0 && event.key === 'End') next = all[all.length - 1];
    else return;
    event.preventDefault();
    if (next) next.focus();
    else if (at === 0 && event.key === 'ArrowUp') button.current?.focus();
  };
  return (
    <li
      ref={root}
      data-active={active ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => root.current?.contains(event.relatedTarget as Node) || close()}
    >
      <Slot name="navigation.item" default={NavigationItem} props={{ label: item.label, href: item.href, onNavigate: close }} />
      <button
        ref={button}
        type="button"
        className="t-button t-button--plain t-desktop-menu__toggle"
        aria-expanded={place !== null}
        aria-controls={id}
        aria-label={MENU_TEXTS.open(item.label)}
        onClick={() => (place ? close() : open())}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
      <ul ref={list} id={id} className="t-desktop-menu__sub" hidden={!place} style={place ?? undefined} data-testid="tresen-desktop-submenu">
        <Links items={item.items} close={close} />
      </ul>
    </li>
  );
}

export default function DesktopMenu() {
  const { data: navigations } = useApiGet<unknown>('/api/navigations');
  const { pathname } = useLocation();
  const navigation = asList(navigations).find((n) => field(n, 'identifier') === 'main-menu');
  return (
    <ul className="t-desktop-menu" data-testid="tresen-desktop-menu">
      {menuItems(navigation?.items).map((item) =>
        item.items.length ? (
          <Parent key={item.href + item.label} item={item} active={contains(item, pathname)} />
        ) : (
          <li key={item.href + item.label} data-active={contains(item, pathname) ? 'true' : undefined}>
            <Slot name="navigation.item" default={NavigationItem} props={{ label: item.label, href: item.href }} />
          </li>
        ),
      )}
    </ul>
  );
}
