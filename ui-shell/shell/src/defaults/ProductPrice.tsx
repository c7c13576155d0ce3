/** Default of slot "product.price". */
import { useFormat } from '@tresen/sdk';

export interface ProductPriceProps {
  price: number | string | null | undefined;
}

export function ProductPrice({ price }: ProductPriceProps) {
  const format = useFormat();
  return <span className="t-price">{format.currency(price)}</span>;
}
