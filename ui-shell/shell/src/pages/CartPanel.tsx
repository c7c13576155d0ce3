/**
 * The cart panel of a branch page (001 §2): order type, delivery area, the items (slot
 * "cart.item"), the server's totals, the free-delivery hint, the minimum-order message
 * and 'Jetzt bestellen'. A sidebar on wide screens, a sheet behind the cart button on phones.
 */
import { useFormat, type Branch, type OrderType, type PricedLine, type PriceResult, type Product } from '@tresen/sdk';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../store/cart';
import { TEXTS } from '../texts';
import { CART_TEXTS } from '../store/cartTexts';

// The lines and totals render only once something is in the cart: loaded then.
const CartLines = lazy(() => import(/* webpackChunkName: "cart" */ './CartLines'));

export interface CartPanelProps {
  branch: Branch;
  cart: Cart;
  type: OrderType;
  types: OrderType[];
  area: string | null;
  products: ReadonlyMap<number, Product>;
  price: PriceResult | undefined;
  /** The server's price of each line, by position (kept while a new total loads). */
  lines: PricedLine[] | null;
  priceError: string | null;
  /** Why ordering is not possible right now (closed without preorder), if so. */
  blocked: string | null;
  notice: string | null;
  onType: (type: OrderType) => void;
  onArea: (area: string) => void;
  onChange: (change: (cart: Cart) => Cart) => void;
  onEdit: (index: number) => void;
  headingLevel?: 'h2' | 'none';
}

export function checkoutBlockers(props: Pick<CartPanelProps, 'cart' | 'type' | 'area' | 'price' | 'priceError' | 'blocked'>): string[] {
  const { cart, type, area, price, priceError, blocked } = props;
  const reasons: string[] = [];
  if (blocked) reasons.push(blocked);
  if (!cart.items.length) reasons.push(TEXTS.cartEmpty);
  if (type === 'delivery' && !area) reasons.push(CART_TEXTS.chooseArea);
  if (priceError) reasons.push(priceError);
  for (const error of price?.errors ?? []) reasons.push(error.message);
  return reasons;
}

export function CartPanel(props: CartPanelProps) {
  const { branch, cart, type, types, area, products, price, priceError, blocked, notice, onType, onArea, onChange, onEdit } = props;
  const format = useFormat();
  const typeName = useId();
  const areaId = useId();
  const areas = branch.deliveryAreas ?? [];
  const chosenArea = areas.find((a) => a.id === area);
  const minimum = price?.errors?.find((e) => e.field === 'deliveryArea')?.message;
  const freeFrom = type === 'delivery' && chosenArea && Number(chosenArea.freeFromOrderValue) > 0 && !chosenArea.isFree && !price?.isDeliveryFree;
  const blockers = checkoutBlockers(props);
  const checkout = `/store/${encodeURIComponent(branch.identifier)}/checkout`;

  return (
    <section className="t-cart" aria-label={CART_TEXTS.cart} data-testid="tresen-cart">
      {props.headingLevel !== 'none' && <h2 className="t-cart__title">{CART_TEXTS.cart}</h2>}
      {types.length > 1 ? (
        <fieldset className="t-cart__types">
          <legend className="t-label">{TEXTS.orderType}</legend>
          <div className="t-segmented">
            {types.map((t) => (
              <label key={t}>
                <input type="radio" name={typeName} value={t} checked={t === type} onChange={() => onType(t)} />
                {TEXTS.orderTypes[t]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        types.length === 1 && (
          <p className="t-cart__type">
            <span className="t-label">{TEXTS.orderType}:</span> {TEXTS.orderTypes[types[0]]}
          </p>
        )
      )}
      {type === 'delivery' && areas.length > 0 && (
        <div className="t-field">
          <label htmlFor={areaId}>{CART_TEXTS.deliveryArea}</label>
          <select id={areaId} className="t-select" value={area ?? ''} onChange={(e) => onArea(e.target.value)} data-testid="tresen-area">
            <option value="" disabled>
              {CART_TEXTS.chooseArea}
            </option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.area}
              </option>
            ))}
          </select>
          {!area && <span className="t-hint">{CART_TEXTS.areaForTotal}</span>}
        </div>
      )}
      {notice && <p className="t-alert t-alert--info t-small">{notice}</p>}
      {cart.items.length === 0 ? (
        <p className="t-cart__empty">{TEXTS.cartEmpty}</p>
      ) : (
        <Suspense fallback={<p className="t-muted">…</p>}>
          <CartLines cart={cart} type={type} products={products} price={price} lines={props.lines} onChange={onChange} onEdit={onEdit} />
        </Suspense>
      )}
      {freeFrom && <p className="t-hint" data-testid="tresen-free-delivery">{CART_TEXTS.freeDeliveryFrom(format.currency(chosenArea.freeFromOrderValue))}</p>}
      {minimum && (
        <p className="t-alert t-alert--warning" role="alert" data-testid="tresen-minimum">
          {minimum}
        </p>
      )}
      {priceError && (
        <p className="t-alert t-alert--danger" role="alert">
          {priceError}
        </p>
      )}
      {blocked && cart.items.length > 0 && <p className="t-alert t-alert--danger">{blocked}</p>}
      {blockers.length === 0 ? (
        <Link className="t-button t-button--block t-button--large" to={checkout} data-testid="tresen-order-now">
          {CART_TEXTS.orderNow}
        </Link>
      ) : (
        <button type="button" className="t-button t-button--block t-button--large" disabled data-testid="tresen-order-now">
          {CART_TEXTS.orderNow}
        </button>
      )}
    </section>
  );
}
