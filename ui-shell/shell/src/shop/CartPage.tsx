/**
 * /shop/cart (002 §2.3): breadcrumbs Home / Shop / Warenkorb, the total ('ca.' when some
 * item's calculation model is approximate), the items with edit and remove (the
 * storefront's cart lines and item overlay), 'Weiter einkaufen' and 'Jetzt bestellen'
 * to the checkout of the first branch.
 */
import { Slot, useConfig, useFormat, type Branch, type CartItem } from '@tresen/sdk';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { trackCommerce } from '../commerce';
import { Loader } from '../defaults/Loader';
import CartLines from '../pages/CartLines';
import { putItem } from '../store/cart';
import { usePrice } from '../store/price';
import { useCart } from '../store/useCart';
import { Breadcrumbs, SHOP_CRUMBS } from './Breadcrumbs';
import { useShopBranch, useShopCatalog, type ShopProduct } from './data';
import { SHOP_TEXTS } from './texts';

const ProductOverlay = lazy(() => import(/* webpackChunkName: "overlay" */ '../pages/ProductOverlay'));

function isApproximate(item: CartItem, product: ShopProduct | undefined): boolean {
  const alternative = item.unit ? product?.alternativeUnits?.find((u) => u.unit === item.unit) : undefined;
  const model = (alternative as { calculationModel?: string } | undefined)?.calculationModel ?? product?.calculationModel;
  return model === 'approximate';
}

export default function CartPage() {
  const { branch, isPending } = useShopBranch();
  if (isPending) return <Slot name="loader" default={Loader} />;
  return branch ? <ShopCart branch={branch} /> : <p className="t-shop-empty">{SHOP_TEXTS.emptyCart}</p>;
}

function ShopCart({ branch }: { branch: Branch }) {
  const format = useFormat();
  const currency = useConfig().currency;
  const navigate = useNavigate();
  const { products } = useShopCatalog();
  const { cart, type, area, update } = useCart(branch.identifier, branch);
  const price = usePrice({ branch, items: cart.items, type, deliveryArea: area });
  const [editing, setEditing] = useState<number | null>(null);
  const approximate = cart.items.some((item) => isApproximate(item, products.get(item.product.id)));
  const edited = editing !== null ? cart.items[editing] : undefined;
  const editedProduct = edited ? products.get(edited.product.id) : undefined;
  const empty = cart.items.length === 0;

  return (
    <div className="t-shop t-shop-cart" data-testid="shop-cart">
      <Breadcrumbs items={[...SHOP_CRUMBS, { label: SHOP_TEXTS.cart, to: '/shop/cart' }]} />
      <h1>
        {SHOP_TEXTS.cart}
        {!empty && price.data && (
          <span className="t-shop-cart__total" data-testid="shop-cart-total">
            {' '}
            {approximate ? `${SHOP_TEXTS.approx} ` : ''}
            {format.currency(price.data.totalGross)}
          </span>
        )}
      </h1>
      {empty ? (
        <p className="t-shop-empty" data-testid="shop-cart-empty">
          {SHOP_TEXTS.emptyCart}
        </p>
      ) : (
        <div className="t-cart t-card t-shop-cart__lines">
          <CartLines cart={cart} type={type} products={products} price={price.data} lines={price.lines} onChange={update} onEdit={setEditing} />
        </div>
      )}
      <div className="t-shop-actions">
        <button type="button" className="t-button t-button--ghost" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          {SHOP_TEXTS.keepShopping}
        </button>
        <button type="button" className="t-button" disabled={empty} onClick={() => {
            trackCommerce('initiateCheckout', cart.items, price.data?.totalGross, currency);
            navigate(`/shop/${encodeURIComponent(branch.identifier)}/checkout`);
          }}>
          {SHOP_TEXTS.orderNow}
        </button>
      </div>
      {edited && editedProduct && editing !== null && (
        <Suspense fallback={null}>
          <ProductOverlay
            branch={branch}
            product={editedProduct}
            products={products}
            editing={edited}
            onDone={(item) => {
              update((c) => putItem(c, item, editing));
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
