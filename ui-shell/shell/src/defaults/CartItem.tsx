/** Default of slot "cart.item": name, quantity picker, price of the line, remove. */
import { Slot } from '@tresen/sdk';
import { TEXTS } from '../texts';
import { ProductPrice } from './ProductPrice';
import { QuantityPicker } from './QuantityPicker';

export interface CartLine {
  key: string;
  name: string;
  price: number;
  quantity: number;
}

export interface CartItemProps {
  item: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartItem({ item, onQuantityChange, onRemove }: CartItemProps) {
  return (
    <li className="t-row">
      <span>{item.name}</span>
      <Slot name="quantity.picker" default={QuantityPicker} props={{ value: item.quantity, onChange: onQuantityChange }} />
      <Slot name="product.price" default={ProductPrice} props={{ price: item.price * item.quantity }} />
      <button type="button" className="t-button t-button--plain" onClick={onRemove}>
        {TEXTS.remove}
      </button>
    </li>
  );
}
