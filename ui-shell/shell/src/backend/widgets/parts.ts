/** The parts editor's rules as text and its amount input (no react-admin here: unit-tested in Node). */

/** How many options a guest may choose (the storefront's rule, spec 002 §4–5). */
export function choiceRule(type: string | undefined, optional: boolean | undefined): string {
  if (type === 'multiselect') return optional ? 'Gäste wählen beliebig viele Optionen (auch keine).' : 'Gäste wählen mindestens eine Option.';
  if (type === 'select' || type === undefined) return optional ? 'Gäste wählen höchstens eine Option.' : 'Gäste wählen genau eine Option.';
  return optional ? 'Gäste können das Feld leer lassen.' : 'Gäste müssen das Feld ausfüllen.';
}

/** "1,50" → "1.50": the API's Decimal string; anything else goes as typed (the server judges). */
export function decimalText(text: string): string {
  const trimmed = (text ?? '').trim();
  return /^-?\d+(,\d+)?$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}
