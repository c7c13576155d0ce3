/**
 * The item configuration overlay (001 §2, §4): unit and alternative units, the parts with
 * their options (required ones enforced before anything goes into the cart), a bundle's
 * contents, the quantity rules of the chosen unit, and the server's price of the line.
 * Adds an item, or replaces the one being changed.
 */
import { Slot, useConfig, useFormat, type Branch, type CartItem, type CartPart, type Part, type Product } from '@tresen/sdk';
import { useId, useMemo, useRef, useState } from 'react';
import { trackCommerce } from '../commerce';
import { ProductPrice } from '../defaults/ProductPrice';
import { QuantityPicker } from '../defaults/QuantityPicker';
import { itemFor } from '../store/cart';
import { choiceParts, initialUnit, isRequiredPart, quantityRules } from '../store/product';
import { unitName } from '../store/units';
import { usePrice } from '../store/price';
import { TEXTS } from '../texts';
import { injectStyles } from '../styles/inject';
import { OVERLAY_CSS } from '../styles/overlay';
import { Dialog } from '../ui/Dialog';
import { OVERLAY_TEXTS } from './overlayTexts';

injectStyles('overlay', OVERLAY_CSS);

export interface ProductOverlayProps {
  branch: Branch;
  product: Product;
  products: ReadonlyMap<number, Product>;
  /** The item being changed (edit), if any. */
  editing?: CartItem;
  onDone: (item: CartItem) => void;
  onClose: () => void;
}

function optionExtra(part: Part, optionIndex: number, currency: (v: string) => string): string {
  const option = part.options[optionIndex];
  const value = Number(option.value);
  if (option.modifier === 'overwrite') return currency(option.value);
  if (!value) return '';
  return `${option.modifier === 'subtract' ? '−' : '+'} ${currency(option.value)}`;
}

export default function ProductOverlay({ branch, product, products, editing, onDone, onClose }: ProductOverlayProps) {
  const format = useFormat();
  const currency = useConfig().currency;
  const formId = useId();
  const parts = choiceParts(product);
  const [unit, setUnit] = useState<string | null>(editing ? editing.unit : initialUnit(product));
  const rules = quantityRules(product, unit);
  const [amount, setAmountState] = useState<number>(editing ? editing.amount : rules.initial);
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries((editing?.parts ?? []).map((p) => [p.id, p.options.map((o) => o.id)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const partRefs = useRef<Record<string, HTMLFieldSetElement | null>>({});

  const missing = parts.filter((part) => isRequiredPart(part) && !(chosen[part.id]?.length));
  const cartParts: CartPart[] = parts
    .filter((part) => chosen[part.id]?.length)
    .map((part) => ({ id: part.id, options: (chosen[part.id] ?? []).map((id) => ({ id })) }));
  const item = itemFor(product, amount, unit, cartParts);
  const itemKey = missing.length ? '' : JSON.stringify(item);
  // The same item object while nothing changed, so the price query keeps its key.
  const previewItems = useMemo(() => (itemKey ? [JSON.parse(itemKey) as CartItem] : []), [itemKey]);
  const preview = usePrice({ branch, items: previewItems, type: 'takeaway', deliveryArea: null });
  const lineGross = !missing.length ? preview.data?.items[0]?.gross : undefined;

  const units = [product.unit, ...(product.alternativeUnits ?? []).map((u) => u.unit)].filter((u): u is string => !!u);
  const bundle = (product.bundleItems ?? []).map((b) => ({ amount: b.amount, name: products.get(b.product.id)?.name })).filter((b) => b.name);

  function choose(part: Part, optionId: string, checked: boolean) {
    setChosen((current) => {
      const list = current[part.id] ?? [];
      const next = part.type === 'select' ? [optionId] : checked ? [...list, optionId] : list.filter((id) => id !== optionId);
      return { ...current, [part.id]: next };
    });
    setErrors((current) => {
      const { [part.id]: _gone, ...rest } = current;
      return rest;
    });
  }

  function changeUnit(next: string) {
    const value = next === product.unit ? null : next;
    setUnit(value);
    setAmountState(quantityRules(product, value).initial);
  }

  function submit() {
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((part) => [part.id, OVERLAY_TEXTS.chooseRequired(part.name)])));
      partRefs.current[missing[0].id]?.querySelector('input')?.focus();
      return;
    }
    // 002 §7: a new item (not a change of one in the cart) is an addToCart.
    if (!editing) trackCommerce('addToCart', [item], lineGross, currency);
    onDone(item);
  }

  const image = product.images?.[0];
  return (
    <Dialog
      title={product.name}
      onClose={onClose}
      testId="tresen-product-overlay"
      footer={
        <>
          <Slot
            name="quantity.picker"
            default={QuantityPicker}
            props={{
              value: amount,
              onChange: setAmountState,
              min: rules.min,
              max: rules.max,
              step: rules.step,
              unitLabel: (unit ?? product.unit) && (unit ?? product.unit) !== 'piece' ? unitName(unit ?? product.unit, 'short') : undefined,
              label: TEXTS.quantityOf(product.name),
            }}
          />
          <button type="submit" form={formId} className="t-button t-button--large t-overlay__add" data-testid="tresen-overlay-add">
            <span>{editing ? OVERLAY_TEXTS.update : OVERLAY_TEXTS.addToCart}</span>
            {lineGross && (
              <span className="t-overlay__price">
                <Slot name="product.price" default={ProductPrice} props={{ price: lineGross, product }} />
              </span>
            )}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {image && <img className="t-overlay__image" src={image.url} alt={image.alt || ''} width={image.width} height={image.height} />}
        {product.description && <p>{product.description}</p>}
        {product.allergens && (
          <p className="t-hint">
            {TEXTS.allergens}: {String(product.allergens)}
          </p>
        )}
        {bundle.length > 0 && (
          <div className="t-overlay__bundle">
            <h3>{OVERLAY_TEXTS.contains}</h3>
            <ul>
              {bundle.map((b, i) => (
                <li key={i}>
                  {String(b.amount).replace('.', ',')} × {b.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {units.length > 1 && (
          <fieldset className="t-overlay__part">
            <legend className="t-label">{OVERLAY_TEXTS.unit}</legend>
            <div className="t-segmented">
              {units.map((u) => (
                <label key={u}>
                  <input type="radio" name={`${formId}-unit`} value={u} checked={(unit ?? product.unit) === u} onChange={() => changeUnit(u)} />
                  {unitName(u)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {parts.map((part) => {
          const error = errors[part.id];
          const errorId = `${formId}-${part.id}-error`;
          const multiple = part.type === 'multiselect';
          return (
            <fieldset
              key={part.id}
              className="t-overlay__part"
              ref={(el) => {
                partRefs.current[part.id] = el;
              }}
              aria-describedby={error ? errorId : undefined}
              data-testid={`tresen-part-${part.id}`}
            >
              <legend className="t-label">
                {part.name}{' '}
                <span className={`t-pill ${isRequiredPart(part) ? 't-pill--closingSoon' : 't-pill--neutral'} t-part-badge`}>
                  {isRequiredPart(part) ? OVERLAY_TEXTS.required : OVERLAY_TEXTS.optional}
                </span>
              </legend>
              {part.description && <p className="t-hint">{part.description}</p>}
              {multiple && <p className="t-hint">{OVERLAY_TEXTS.chooseAny}</p>}
              {error && (
                <p className="t-error" id={errorId} role="alert">
                  {error}
                </p>
              )}
              <div className="t-choices" aria-invalid={error ? true : undefined}>
                {part.options.map((option, index) => {
                  const checked = (chosen[part.id] ?? []).includes(option.id);
                  const extra = optionExtra(part, index, (v) => format.currency(v));
                  return (
                    <label className="t-choice" key={option.id}>
                      <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={`${formId}-${part.id}`}
                        value={option.id}
                        checked={checked}
                        onChange={(e) => choose(part, option.id, e.target.checked)}
                      />
                      <span className="t-choice__text">{option.name}</span>
                      {extra && <span className="t-choice__extra">{extra}</span>}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </form>
    </Dialog>
  );
}
