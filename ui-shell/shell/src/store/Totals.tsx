/**
 * The totals of 001 §2 as the server computed them (POST /api/orders/price): items,
 * delivery fee, plugins' charges, net, tax per rate ('Mehrwertsteuer'), gross. Shown in the cart panel and
 * the checkout; nothing is added up here.
 */
import { Slot, type OrderType, type PriceResult } from '@tresen/sdk';
import { ProductPrice } from '../defaults/ProductPrice';
import { CART_TEXTS } from './cartTexts';

export interface TotalsRow {
  key: string;
  label: string;
  amount: string;
  strong?: boolean;
  free?: boolean;
}

const rateText = (rate: string) => rate.replace('.', ',');

/** The rows shown for a price result: every amount is one of the server's. */
export function totalsRows(price: PriceResult, type: OrderType): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: 'items', label: CART_TEXTS.subtotal, amount: price.gross }];
  if (type === 'delivery') {
    rows.push({ key: 'delivery', label: CART_TEXTS.deliveryFee, amount: price.deliveryGross, free: price.isDeliveryFree || Number(price.deliveryGross) === 0 });
  }
  for (const charge of price.charges ?? []) rows.push({ key: `charge-${charge.key}`, label: charge.label, amount: charge.gross });
  rows.push({ key: 'net', label: CART_TEXTS.net, amount: price.totalNet });
  for (const [rate, bucket] of Object.entries(price.taxes)) {
    // A rate that adds no tax (0 %, e.g. a donation's) is no information to a customer.
    if (Number(bucket.tax) === 0) continue;
    rows.push({ key: `tax-${rate}`, label: CART_TEXTS.vatRate(rateText(rate)), amount: bucket.tax });
  }
  rows.push({ key: 'total', label: CART_TEXTS.total, amount: price.totalGross, strong: true });
  return rows;
}

export function Totals({ price, type }: { price: PriceResult; type: OrderType }) {
  return (
    <dl className="t-totals" data-testid="tresen-totals">
      {totalsRows(price, type).map((row) => (
        <div key={row.key} className={row.strong ? 't-totals__total' : undefined} data-row={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.free ? CART_TEXTS.deliveryFree : <Slot name="product.price" default={ProductPrice} props={{ price: row.amount, product: null }} />}</dd>
        </div>
      ))}
    </dl>
  );
}
