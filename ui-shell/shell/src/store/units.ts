/** Units and choices as the cart lines and the overlay show them (not needed before something is picked). */
import type { CartItem, CartPart, Product } from '@tresen/sdk';

export function unitName(unit: string | null | undefined, form: 'short' | 'long' = 'long'): string {
  if (!unit) return '';
  return UNITS[unit]?.[form] ?? unit;
}

/** 'Größe: Klein (26 cm) · Extras: Extra Käse, Rucola' for a cart line. */
export function choicesText(product: Product | null | undefined, parts: CartPart[]): string {
  if (!product) return '';
  const catalog = product.config?.parts ?? [];
  return parts
    .filter((chosen) => chosen.options.length || chosen.value || chosen.uploads?.length)
    .map((chosen) => {
      const part = catalog.find((p) => p.id === chosen.id);
      if (!part) return '';
      const names = chosen.value ? [chosen.value] : chosen.uploads ? chosen.uploads.map((u) => u.name) : chosen.options.map((o) => part.options.find((option) => option.id === o.id)?.name).filter(Boolean);
      return `${part.name}: ${names.join(', ')}`;
    })
    .filter(Boolean)
    .join(' · ');
}

/** 'Amount unit' for a line when the unit is not the plain piece: '1,5 kg'. */
export function amountText(item: CartItem, product: Product | null | undefined): string {
  const unit = item.unit ?? product?.unit ?? null;
  if (!unit || unit === 'piece') return '';
  return `${String(item.amount).replace('.', ',')} ${unitName(unit, 'short')}`;
}

/** German unit names (product units of the catalogue). */
export const UNITS: Record<string, { short: string; long: string }> = {
  piece: { short: 'Stk.', long: 'Stück' },
  serving: { short: 'Portion', long: 'Portion' },
  pair: { short: 'Paar', long: 'Paar' },
  person: { short: 'Pers.', long: 'Person' },
  package: { short: 'Pkg.', long: 'Packung' },
  gram: { short: 'g', long: 'Gramm' },
  decagram: { short: 'dag', long: 'Dekagramm' },
  kilogram: { short: 'kg', long: 'Kilogramm' },
  milliliter: { short: 'ml', long: 'Milliliter' },
  centiliter: { short: 'cl', long: 'Zentiliter' },
  deciliter: { short: 'dl', long: 'Deziliter' },
  liter: { short: 'l', long: 'Liter' },
  millimeter: { short: 'mm', long: 'Millimeter' },
  centimeter: { short: 'cm', long: 'Zentimeter' },
  meter: { short: 'm', long: 'Meter' },
  'square-meter': { short: 'm²', long: 'Quadratmeter' },
  'cubic-meter': { short: 'm³', long: 'Kubikmeter' },
};
