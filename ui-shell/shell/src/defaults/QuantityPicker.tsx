/** Default of slot "quantity.picker": minus, value, plus. */
import { TEXTS } from '../texts';

export interface QuantityPickerProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

export function QuantityPicker({ value, onChange, min = 1, max = 99 }: QuantityPickerProps) {
  return (
    <span className="t-qty">
      <button type="button" className="t-button" aria-label={TEXTS.quantityDecrease} disabled={value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <span aria-label={TEXTS.quantity}>{value}</span>
      <button type="button" className="t-button" aria-label={TEXTS.quantityIncrease} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
