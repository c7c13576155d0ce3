/** Default of slot "product.price": the gross price as the server sends it, in the shop currency. */
import { useFormat, type ProductPriceProps } from '@tresen/sdk';
import { TEXTS } from '../texts';

export function ProductPrice({ price, product, from }: ProductPriceProps) {
  const format = useFormat();
  if (product?.isPriceHidden) return <span className="t-price t-muted">{TEXTS.priceOnRequest}</span>;
  const text = format.currency(price);
  if (!text) return null;
  return <span className="t-price">{from ? `${TEXTS.from} ${text}` : text}</span>;
}
