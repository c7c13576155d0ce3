/**
 * Default of slot "cart.item": name, chosen options and unit, the server's price of the
 * line, the quantity picker (the product's steps and limits), change and remove.
 */
import { Slot, type CartItemProps } from '@tresen/sdk';
import { needsOverlay, quantityRules } from '../store/product';
import { amountText, choicesText, unitName } from '../store/units';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { ProductPrice } from './ProductPrice';
import { QuantityPicker } from './QuantityPicker';
import { CART_TEXTS } from '../store/cartTexts';

export function CartItem({ item, product, line, onAmountChange, onEdit, onRemove }: CartItemProps) {
  const name = item.product.name;
  const rules = product ? quantityRules(product, item.unit) : { min: 1, max: 99, step: 1 };
  const unit = item.unit ?? product?.unit ?? null;
  const details = [choicesText(product, item.parts), onAmountChange ? '' : amountText(item, product)].filter(Boolean).join(' · ');
  return (
    <li className="t-cart-line" data-testid="tresen-cart-line">
      <div className="t-cart-line__main">
        <span className="t-cart-line__name">
          {!onAmountChange && unit === 'piece' && <span className="t-cart-line__count">{item.amount} × </span>}
          {name}
        </span>
        {details && <span className="t-cart-line__details">{details}</span>}
      </div>
      <div className="t-cart-line__price">
        {line ? <Slot name="product.price" default={ProductPrice} props={{ price: line.gross, product: null }} /> : <span className="t-muted">…</span>}
      </div>
      {(onAmountChange || onEdit || onRemove) && (
        <div className="t-cart-line__actions">
          {onAmountChange && (
            <Slot
              name="quantity.picker"
              default={QuantityPicker}
              props={{
                value: item.amount,
                onChange: onAmountChange,
                min: rules.min,
                max: rules.max,
                step: rules.step,
                unitLabel: unit && unit !== 'piece' ? unitName(unit, 'short') : undefined,
                label: TEXTS.quantityOf(name),
              }}
            />
          )}
          <span className="t-cart-line__buttons">
            {onEdit && product && needsOverlay(product) && (
              <button type="button" className="t-button t-button--plain t-icon-button" aria-label={CART_TEXTS.editNamed(name)} onClick={onEdit}>
                <Icon name="edit" />
              </button>
            )}
            {onRemove && (
              <button type="button" className="t-button t-button--plain t-icon-button" aria-label={CART_TEXTS.removeNamed(name)} onClick={onRemove}>
                <Icon name="trash" />
              </button>
            )}
          </span>
        </div>
      )}
    </li>
  );
}
