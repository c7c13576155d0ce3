/**
 * de-DE formatting: currency through Intl with the configured currency, dates as
 * DD.MM.YYYY, times as HH:mm (24 h), German weekday and month names. Dates and times are
 * shown in the business time zone (config `timeZone`, default Europe/Vienna), not the
 * visitor's.
 */
import { TEXTS } from './texts';

export const LOCALE = 'de-DE';

export interface FormatDefaults {
  currency: string;
  timeZone: string;
}

const defaults: FormatDefaults = { currency: 'EUR', timeZone: 'Europe/Vienna' };

/** Set the currency and time zone used when a call does not pass its own (the shell does this from config). */
export function configureFormatting(options: Partial<FormatDefaults>): void {
  if (options.currency) defaults.currency = options.currency;
  if (options.timeZone) defaults.timeZone = options.timeZone;
}

export function formatDefaults(): Readonly<FormatDefaults> {
  return { ...defaults };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * `12.5` → `12,50 €` (the space is a no-break space, as Intl writes it). A decimal string
 * as the server sends it (`"0.8125"`) is rounded as a decimal, half up, never through a
 * binary float (`"2.005"` → `2,01 €`).
 */
export function formatCurrency(value: number | string | null | undefined, currency = defaults.currency): string {
  const format = numberFormat(`c:${currency}`, { style: 'currency', currency });
  // Intl formats a numeric string exactly (ECMA-402 NumberFormat v3).
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return format.format(value.trim() as unknown as number);
  const number = toNumber(value);
  if (number === null) return '';
  return format.format(number);
}

/** `1234.5` → `1.234,5`; with `digits` a fixed number of decimals. */
export function formatNumber(value: number | string | null | undefined, digits?: number): string {
  const number = toNumber(value);
  if (number === null) return '';
  const options: Intl.NumberFormatOptions =
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return numberFormat(`n:${digits ?? ''}`, options).format(number);
}

export type DateInput = Date | string | number | null | undefined;

interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar fields of an instant in the time zone; a bare `YYYY-MM-DD` is taken as written. */
function dateParts(value: DateInput, timeZone = defaults.timeZone): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return { year: +match[1], month: +match[2], day: +match[3], hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `DD.MM.YYYY` */
export function formatDate(value: DateInput, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return p ? `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}` : '';
}

/** `HH:mm` (24 h) */
export function formatTime(value: DateInput, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** `DD.MM.YYYY HH:mm` */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return p ? `${formatDate(value, timeZone)} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** German weekday: a number is JavaScript's day index (0 = Sonntag); a date is read in the time zone. */
export function weekdayName(value: DateInput, timeZone?: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6) {
    return TEXTS.weekdays[value];
  }
  const p = dateParts(value, timeZone);
  if (!p) return '';
  return TEXTS.weekdays[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
}

/** German month: a number is 0-based (0 = Januar); a date is read in the time zone. */
export function monthName(value: DateInput, timeZone?: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 11) {
    return TEXTS.months[value];
  }
  const p = dateParts(value, timeZone);
  return p ? TEXTS.months[p.month - 1] : '';
}
