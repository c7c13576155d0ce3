/** Default of slot "quantity.picker": minus, the amount (with its unit), plus; steps and limits of the product. */
import type { QuantityPickerProps } from '@tresen/sdk';
import { injectStyles } from '../styles/inject';
import { QUANTITY_CSS } from '../styles/quantity';
import { TEXTS } from '../texts';

injectStyles('quantity', QUANTITY_CSS);

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const german = (value: number) => String(round(value)).replace('.', ',');

export function QuantityPicker({ value, onChange, min = 1, max = 99, step = 1, unitLabel, label = TEXTS.quantity }: QuantityPickerProps) {
  const lower = round(value - step);
  const higher = round(value + step);
  return (
    <span className="t-qty" role="group" aria-label={label}>
      <button type="button" aria-label={TEXTS.quantityDecrease} disabled={lower < min - 1e-9} onClick={() => onChange(lower)}>
        −
      </button>
      <output aria-live="polite">
        {german(value)}
        {unitLabel ? ` ${unitLabel}` : ''}
      </output>
      <button type="button" aria-label={TEXTS.quantityIncrease} disabled={higher > max + 1e-9} onClick={() => onChange(higher)}>
        +
      </button>
    </span>
  );
}
