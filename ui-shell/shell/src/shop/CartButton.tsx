/**
 * The header's cart button with its item-count badge (002 §2.2), a lazy chunk of its own
 * (the first visit's budget is full). Hidden on checkout routes; it goes to the catalogue
 * first, and to the cart when the visitor is already in the catalogue and the cart has items.
 * The count is the shop's cart: the first public branch's (as the cart page, 002 §4).
 */
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { cartStore, emptyCart } from '../store/cart';
import { injectStyles } from '../styles/inject';
import { Icon } from '../ui/Icons';
import { useShopBranch } from './data';

injectStyles(
  'cart-button',
  `.t-cart-button { position: relative; }
.t-cart-button__badge { position: absolute; top: .1rem; right: .1rem; min-width: 1.2rem; height: 1.2rem; padding: 0 .3rem; border-radius: 999px; background: var(--t-primary); color: var(--t-on-primary); font-size: .75rem; font-weight: 700; line-height: 1.2rem; text-align: center; }
.t-dark .t-cart-button__badge { background: #fff; color: #111; }
@media (max-width: 47.99rem) { .t-header__bar { gap: .25rem; } .t-header .t-brand { font-size: 1rem; gap: .4rem; margin-right: auto; } }`,
);

const EMPTY = emptyCart();
const noop = () => () => undefined;

export default function CartButton() {
  const { pathname } = useLocation();
  const { branch } = useShopBranch();
  const store = branch ? cartStore(branch.identifier) : null;
  const cart = useSyncExternalStore(store ? store.subscribe : noop, store ? store.get : () => EMPTY);
  // Checkout routes (002 §2.2); a branch's order page has its own cart sheet and button.
  if (/\/checkout(\/|$)/.test(pathname) || pathname.startsWith('/store/')) return null;
  const count = cart.items.length;
  const inCatalog = pathname.startsWith('/shop/catalog') || pathname === '/shop/cart';
  const to = inCatalog && count > 0 ? '/shop/cart' : '/shop/catalog';
  return (
    <Link to={to} className="t-button t-button--plain t-icon-button t-cart-button" aria-label={count ? `Warenkorb, ${count} Artikel` : 'Warenkorb'} data-testid="header-cart">
      <Icon name="cart" />
      {count > 0 && (
        <span className="t-cart-button__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
