/** The lines of the cart panel (slot "cart.item") and the server's totals. */
import { Slot, type OrderType, type PricedLine, type PriceResult, type Product } from '@tresen/sdk';
import { CartItem } from '../defaults/CartItem';
import { removeItem, setAmount, type Cart } from '../store/cart';
import { Totals } from '../store/Totals';
import { CART_CSS } from '../styles/cart';
import { injectStyles } from '../styles/inject';

injectStyles('cart', CART_CSS);

export interface CartLinesProps {
  cart: Cart;
  type: OrderType;
  products: ReadonlyMap<number, Product>;
  price: PriceResult | undefined;
  /** The server's price of each line, by position. */
  lines: PricedLine[] | null;
  onChange: (change: (cart: Cart) => Cart) => void;
  onEdit: (index: number) => void;
}

export default function CartLines({ cart, type, products, price, lines, onChange, onEdit }: CartLinesProps) {
  return (
    <>
      <ul className="t-cart__lines">
        {cart.items.map((item, index) => (
          <Slot
            key={`${item.product.id}-${index}`}
            name="cart.item"
            default={CartItem}
            props={{
              item,
              index,
              product: products.get(item.product.id) ?? null,
              line: lines?.[index] ?? null,
              onAmountChange: (amount: number) => onChange((c) => setAmount(c, index, amount)),
              onEdit: () => onEdit(index),
              onRemove: () => onChange((c) => removeItem(c, index)),
            }}
          />
        ))}
      </ul>
      {price && <Totals price={price} type={type} />}
    </>
  );
}
