/**
 * The period of the totals screen: dates as the inputs hold them (YYYY-MM-DD, both days
 * included), sent as `from` (first day) and `to` (the day after the last: the server counts
 * from ≤ t < to, in Europe/Vienna).
 */
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** This month so far: the first of the month to today. */
export function thisMonth(today = new Date()): { from: string; to: string } {
  return { from: iso(new Date(today.getFullYear(), today.getMonth(), 1)), to: iso(today) };
}

/** Query parameters for the server; an empty or reversed period asks for nothing. */
export function periodParams(from: string, to: string): { from: string; to: string } | null {
  if (!from || !to || to < from) return null;
  const [y, m, d] = to.split('-').map(Number);
  return { from, to: iso(new Date(y, m - 1, d + 1)) };
}
