/**
 * The shop's quantity picker (002 §5): −, a typed amount, +. The amount accepts a comma as
 * decimal separator; a non-number becomes 0; on leaving the field (or Enter) it is rounded
 * up to a multiple of the step (to 9 decimals) and clamped to the unit's minimum and
 * maximum. Same props as slot "quantity.picker", so a plugin can still replace it; kept in
 * the shop chunk (the storefront's default picker has no typed entry).
 */
import { Slot, type QuantityPickerProps } from '@tresen/sdk';
import { useId, useState } from 'react';
import { injectStyles } from '../styles/inject';
import { QUANTITY_CSS } from '../styles/quantity';
import { unitName } from '../store/units';
import { TEXTS } from '../texts';
import { clampAmount } from './data';

injectStyles('quantity', QUANTITY_CSS);

const round9 = (value: number) => Math.round(value * 1e9) / 1e9;
const german = (value: number) => String(round9(value)).replace('.', ',');

export function AmountPicker({ value, onChange, min = 1, max = 99, step = 1, unitLabel, label = TEXTS.quantity }: QuantityPickerProps) {
  const id = useId();
  // What is being typed; null shows the amount itself.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = clampAmount(draft, min, max, step);
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const lower = round9(value - step);
  const higher = round9(value + step);
  return (
    <span className="t-qty" role="group" aria-label={label}>
      <button type="button" aria-label={TEXTS.quantityDecrease} disabled={lower < min - 1e-9} onClick={() => onChange(lower)}>
        −
      </button>
      <label htmlFor={id} className="t-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="t-qty__input"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? german(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      {unitLabel && <span className="t-qty__unit">{unitLabel}</span>}
      <button type="button" aria-label={TEXTS.quantityIncrease} disabled={higher > max + 1e-9} onClick={() => onChange(higher)}>
        +
      </button>
    </span>
  );
}

/** A product's amount in the shop (product page, quick configuration): slot "quantity.picker"
 * with the product's rules for the unit, labelled with its name. */
export function ProductAmount(props: {
  value: number;
  onChange: (value: number) => void;
  rules: { min: number; max: number; step: number };
  unit: string | null | undefined;
  name: string;
}) {
  const { value, onChange, rules, unit, name } = props;
  const picker = { value, onChange, min: rules.min, max: rules.max, step: rules.step, unitLabel: unitName(unit, 'short'), label: `Menge ${name}` };
  return <Slot name="quantity.picker" default={AmountPicker} props={picker} />;
}
