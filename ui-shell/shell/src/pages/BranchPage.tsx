/**
 * /store/{identifier}: intro banner, category bar, product groups, the configuration
 * overlay, the cart panel (a sheet behind the cart button on phones). The cart is the
 * branch's stored cart; the catalogue migration rule runs whenever the catalogue loads.
 * Plugins add blocks above the menu (slot `branch.before`), in each category
 * (`branch.category`, ProductList) and beside the cart (`branch.aside`); an unfilled
 * slot renders nothing.
 */
import { Slot, useConfig, useFormat, type CartItem, type Product } from '@tresen/sdk';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Loader } from '../defaults/Loader';
import { NotFound } from '../defaults/NotFound';
import { cartCount, putItem } from '../store/cart';
import { needsOverlay, quantityRules } from '../store/product';
import { orderingBlocked } from '../store/hours';
import { useBranch, useBranchState, useCatalog } from '../store/queries';
import { usePrice } from '../store/price';
import { useCart, useCartMigration } from '../store/useCart';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { showToast } from '../ui/Toast';
import { BranchIntro } from './BranchIntro';
import { CartPanel, type CartPanelProps } from './CartPanel';
import { CategoryBar } from './CategoryBar';
import { ProductList } from './ProductList';
import { BRANCH_CSS } from '../styles/branch';
import { CONTROLS_CSS } from '../styles/controls';
import { injectStyles } from '../styles/inject';
import { CART_TEXTS } from '../store/cartTexts';

injectStyles('controls', CONTROLS_CSS);
injectStyles('branch', BRANCH_CSS);

// Loaded on the first tap on a configurable product.
const CartSheet = lazy(() => import(/* webpackChunkName: "cart-sheet" */ '../ui/Dialog'));
const ProductOverlay = lazy(() => import(/* webpackChunkName: "overlay" */ './ProductOverlay'));

interface Editing {
  product: Product;
  index?: number;
}

export default function BranchPage() {
  const { branch: identifier = '' } = useParams();
  const { branch, isPending } = useBranch(identifier);
  useDocumentTitle(branch?.name);
  const state = useBranchState(branch);
  const catalog = useCatalog(branch);
  const { cart, type, types, area, update, setType } = useCart(identifier, branch);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [sheet, setSheet] = useState(false);
  const format = useFormat();
  const currency = useConfig().currency;
  const price = usePrice({ branch, items: cart.items, type, deliveryArea: area });

  const notice = useCartMigration(catalog.products, catalog.data, update);

  if (isPending) return <Slot name="loader" default={Loader} />;
  if (!branch) return <NotFound />;

  const blocked = orderingBlocked(branch, state.data, type);

  function pick(product: Product) {
    if (!product.isAvailable) return;
    if (needsOverlay(product)) {
      setEditing({ product });
      return;
    }
    const rules = quantityRules(product, null);
    const item = { amount: rules.initial, unit: null, product: { id: product.id, name: product.name, description: product.description, price: product.price }, parts: [] };
    update((c) => putItem(c, item));
    // 002 §7: the tracking code is a lazy chunk, not part of a first visit.
    import('../commerce').then((m) => m.trackCommerce('addToCart', [item], (+product.price * item.amount).toFixed(2), currency), () => undefined);
    showToast(TEXTS.added);
  }

  function done(item: CartItem) {
    const index = editing?.index;
    update((c) => putItem(c, item, index));
    setEditing(null);
    if (index === undefined) showToast(TEXTS.added);
  }

  const priceError = price.error ? price.error.message || CART_TEXTS.priceFailed : null;
  const panel: CartPanelProps = {
    branch,
    cart,
    type,
    types,
    area,
    products: catalog.products,
    price: price.data,
    lines: price.lines,
    priceError,
    blocked,
    notice,
    onType: setType,
    onArea: (value) => update((c) => ({ ...c, deliveryArea: value })),
    onChange: update,
    onEdit: (index) => {
      const product = catalog.products.get(cart.items[index]?.product.id);
      if (product) {
        setSheet(false);
        setEditing({ product, index });
      }
    },
  };
  const aside = { branch, items: cart.items };
  const count = cartCount(cart.items, catalog.products);
  const categories = catalog.data?.categories ?? [];

  return (
    <div className="t-store" data-testid="tresen-store">
      <BranchIntro branch={branch} state={state.data} />
      <CategoryBar categories={categories} />
      <Slot name="branch.before" props={{ branch }} />
      <div className="t-store__layout">
        <div className="t-store__menu">
          {catalog.isPending ? <Slot name="loader" default={Loader} /> : catalog.error ? <p className="t-alert t-alert--danger">{TEXTS.catalogLoadFailed}</p> : <ProductList branch={branch} categories={categories} onPick={pick} />}
        </div>
        <aside className="t-store__aside">
          <CartPanel {...panel} />
          <Slot name="branch.aside" props={aside} />
        </aside>
      </div>
      <div className="t-cartbar">
        <button
          type="button"
          className="t-button t-button--block t-button--large t-cartbar__button"
          onClick={() => setSheet(true)}
          aria-describedby="t-cartbar-count"
          data-testid="tresen-cart-button"
        >
          <span className="t-cartbar__icon">
            <Icon name="cart" />
            <span className="t-cartbar__count" data-testid="tresen-cart-count">
              {count}
            </span>
          </span>
          <span>{CART_TEXTS.cart}</span>
          {price.data && cart.items.length > 0 && <span className="t-cartbar__total">{format.currency(price.data.totalGross)}</span>}
          <span id="t-cartbar-count" hidden>
            {CART_TEXTS.openCart(count)}
          </span>
        </button>
      </div>
      {sheet && (
        <Suspense fallback={null}>
          <CartSheet title={CART_TEXTS.cart} onClose={() => setSheet(false)} testId="tresen-cart-sheet" className="t-dialog--sheet">
            <CartPanel {...panel} headingLevel="none" />
            <Slot name="branch.aside" props={aside} />
          </CartSheet>
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
        <ProductOverlay
          branch={branch}
          product={editing.product}
          products={catalog.products}
          editing={editing.index !== undefined ? cart.items[editing.index] : undefined}
          onDone={done}
          onClose={() => setEditing(null)}
        />
        </Suspense>
      )}
    </div>
  );
}
