/**
 * The generic field renderer of 002 §2.9: a content field's value shown by its editor
 * type: group, collection, text, textarea, number, date (modes `datetime` DD.MM.YYYY HH:mm,
 * `time` HH:mm, `date` DD.MM.YYYY), email, markdown, wysiwyg, image, images, file, files,
 * select, boolean ('Ja' / 'Nein') and reference (a block or a site with its id and link).
 * Part of the site chunk; `FieldList` shows a record's fields as a description list.
 */
import type { ReactNode } from 'react';
import { asList, field, type Entity } from '../../data';
import { fileHref, imageRef, Img, Rich } from '../blocks/common';
import { SITE_TEXTS } from '../siteTexts';

export type FieldType =
  | 'group' | 'collection' | 'text' | 'textarea' | 'number' | 'date' | 'email' | 'markdown' | 'wysiwyg'
  | 'image' | 'images' | 'file' | 'files' | 'select' | 'boolean' | 'reference';

export interface FieldDef {
  type: FieldType;
  key?: string;
  label?: string;
  /** date: 'datetime' (default), 'time' or 'date'. */
  mode?: 'datetime' | 'time' | 'date';
  /** number: digits after the comma. */
  decimals?: number;
  /** number: the unit written after the value ('kg/m³'). */
  unit?: string;
  /** select: the options (value and label). */
  options?: { value: string; label?: string }[];
  /** group: its fields; collection: the fields of each item. */
  fields?: FieldDef[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date or time as 002 §2.9/§9 shows it: DD.MM.YYYY HH:mm, HH:mm or DD.MM.YYYY. */
export function formatDate(value: unknown, mode: FieldDef['mode'] = 'datetime'): string {
  if (typeof value !== 'string' || !value) return '';
  const time = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  if (time) return mode === 'date' ? '' : `${time[1]}:${time[2]}`;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return mode === 'time' ? '' : `${day[3]}.${day[2]}.${day[1]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const date = `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}`;
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return mode === 'time' ? clock : mode === 'date' ? date : `${date} ${clock}`;
}

/** A number in German notation (decimal comma, thousands dots), `decimals` fixed when given. */
export function formatNumber(value: unknown, decimals?: number): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return '';
  const digits = decimals === undefined ? { maximumFractionDigits: 3 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat('de-DE', digits).format(n);
}

/** The plain text of a value for the text-like types ('' when there is nothing to show). */
export function fieldText(def: FieldDef, value: unknown): string {
  switch (def.type) {
    case 'boolean':
      return value === true ? SITE_TEXTS.yes : value === false ? SITE_TEXTS.no : '';
    case 'number': {
      const text = formatNumber(value, def.decimals);
      return text && def.unit ? `${text}\u00a0${def.unit}` : text;
    }
    case 'date':
      return formatDate(value, def.mode);
    case 'select': {
      const values = Array.isArray(value) ? value : value == null || value === '' ? [] : [value];
      return values.map((v) => def.options?.find((o) => o.value === String(v))?.label || String(v)).join(', ');
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

function Reference({ value, sites }: { value: Entity; sites: Entity[] }) {
  const id = value.id;
  if (field(value, 'type') === 'block') return <span>{`Block #${String(id)}`}</span>;
  const site = sites.find((s) => s.id === id);
  const label = `${field(site ?? {}, 'title') || 'Seite'} #${String(id)}`;
  return site ? <a href={`/${field(site, 'path').replace(/^\/+/, '')}`}>{label}</a> : <span>{label}</span>;
}

function FileLink({ file }: { file: Entity }) {
  const href = fileHref(file);
  return href ? <a href={href} target="_blank" rel="noopener noreferrer">{field(file, 'name') || field(file, 'label') || `${SITE_TEXTS.download} (${field(file, 'extension').toUpperCase()})`}</a> : null;
}

/** One field's value, or null when it is empty. */
export function FieldValue({ def, value, sites = [] }: { def: FieldDef; value: unknown; sites?: Entity[] }): ReactNode {
  switch (def.type) {
    case 'group':
      return value && typeof value === 'object' ? <FieldList fields={def.fields ?? []} values={value as Entity} sites={sites} /> : null;
    case 'collection': {
      const items = asList(value);
      return items.length ? (
        <ol className="t-fields__collection">
          {items.map((item, i) => <li key={i}><FieldList fields={def.fields ?? []} values={item} sites={sites} /></li>)}
        </ol>
      ) : null;
    }
    case 'textarea': {
      const text = fieldText(def, value);
      return text ? <p className="t-fields__textarea">{text}</p> : null;
    }
    case 'email': {
      const text = fieldText(def, value);
      return text ? <a href={`mailto:${text}`}>{text}</a> : null;
    }
    case 'wysiwyg':
      return typeof value === 'string' && value.trim() ? <Rich html={value} /> : null;
    case 'markdown': // stored as sanitised HTML (domains/content/richtext.py); plain text kept as paragraphs
      return typeof value === 'string' && value.includes('<') ? <Rich html={value} /> : typeof value === 'string' && value.trim() ? <div className="t-prose">{value.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</div> : null;
    case 'image':
      return imageRef(value) ? <Img image={value} sizes="(min-width: 48rem) 40rem, 100vw" className="t-fields__image" /> : null;
    case 'images': {
      const images = asList(value).filter((image) => imageRef(image));
      return images.length ? <div className="t-fields__images">{images.map((image, i) => <Img key={i} image={image} sizes="12rem" />)}</div> : null;
    }
    case 'file':
      return fileHref(value) ? <FileLink file={value as Entity} /> : null;
    case 'files': {
      const files = asList(value).filter((file) => fileHref(file));
      return files.length ? <ul className="t-fields__files">{files.map((file, i) => <li key={i}><FileLink file={file} /></li>)}</ul> : null;
    }
    case 'reference':
      return value && typeof value === 'object' ? <Reference value={value as Entity} sites={sites} /> : null;
    default: {
      const text = fieldText(def, value);
      return text ? <span>{text}</span> : null;
    }
  }
}

/** A record's fields with their labels (a field without a value is left out). */
export function FieldList({ fields, values, sites = [] }: { fields: FieldDef[]; values: Entity; sites?: Entity[] }) {
  const rows = fields
    .map((def, i) => ({ def, key: def.key ?? String(i), value: def.key ? values[def.key] : undefined }))
    .map((row) => ({ ...row, shown: FieldValue({ def: row.def, value: row.value, sites }) }))
    .filter((row) => row.shown !== null);
  if (!rows.length) return null;
  return (
    <dl className="t-fields">
      {rows.map((row) => (
        <div key={row.key} className={`t-fields__row t-fields__row--${row.def.type}`}>
          {row.def.label && <dt>{row.def.label}</dt>}
          <dd>{row.shown}</dd>
        </div>
      ))}
    </dl>
  );
}
