/** What the storefront reads from a catalogue product: quantity rules, choices, labels. */
import type { Part, Product } from '@tresen/sdk';

export interface QuantityRules {
  min: number;
  max: number;
  step: number;
  initial: number;
}

const num = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Minimum, maximum, step and default amount for the chosen unit (the base unit's or the alternative's own). */
export function quantityRules(product: Product, unit: string | null): QuantityRules {
  const alternative = unit && unit !== product.unit ? product.alternativeUnits?.find((u) => u.unit === unit) : undefined;
  const source = alternative ?? product;
  const step = num(source.quantityStepSize) ?? 1;
  const min = num(source.minimumQuantity) ?? step;
  const max = num(source.maximumQuantity) ?? 99;
  const wanted = alternative ? min : (num(product.defaultQuantity) ?? min);
  return { min, max: Math.max(max, min), step, initial: Math.min(Math.max(wanted, min), Math.max(max, min)) };
}

export const CHOICE_TYPES = new Set(['select', 'multiselect']);

export function choiceParts(product: Product): Part[] {
  return (product.config?.parts ?? []).filter((part) => CHOICE_TYPES.has(part.type) && part.options.length > 0);
}

export const isRequiredPart = (part: Part) => !part.optional;

/** Products that open the configuration overlay: parts to choose, other units, bundles. */
export function needsOverlay(product: Product): boolean {
  return choiceParts(product).length > 0 || (product.alternativeUnits ?? []).length > 0 || product.type === 'bundle';
}

/** The unit a product starts with: its default unit when that is one it is sold in. */
export function initialUnit(product: Product): string | null {
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((u) => u.unit)].filter(Boolean);
  return product.defaultUnit && product.defaultUnit !== product.unit && units.includes(product.defaultUnit)
    ? product.defaultUnit
    : null;
}
