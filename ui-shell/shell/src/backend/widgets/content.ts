/**
 * What the content editor (ContentInput.tsx) reads from the published schemas, without
 * React (unit-tested in Node): German labels and enum names of content fields, a new
 * item's values, and which records a reference field picks.
 */
import { fieldLabel } from '../labels';
import { nonNull, refName, resolve, type JsonSchema, type OpenApi } from '../schema';

/** Labels of content fields the schemas leave untitled (or title with a word that means
 * something else here, like `to`). */
export const LABELS: Record<string, string> = {
  slider: 'Slider', slides: 'Folien', items: 'Einträge', image: 'Bild', file: 'Datei', description: 'Beschreibung',
  reference: 'Seite', href: 'Adresse (https://… oder /pfad)', target: 'Öffnen in', to: 'Pfad dieser Website (z. B. /shop)',
  mailto: 'E-Mail-Adresse', phone: 'Telefonnummer', options: 'Optionen', value: 'Eingabe', text: 'Text', body: 'Text',
  fields: 'Formularfelder', actions: 'Aktionen', name: 'Name', teaser: 'Teaser', left: 'Links', right: 'Rechts',
};

/** German names of the content's enum values. */
export const CHOICES: Record<string, string> = {
  _self: 'Gleiches Fenster', _blank: 'Neues Fenster', small: 'Klein', medium: 'Mittel', large: 'Groß', woods: 'Holzarten',
  products: 'Produkte', text: 'Text (einzeilig)', boolean: 'Ja/Nein', select: 'Auswahl', upload: 'Datei-Upload', phone: 'Telefon',
  email: 'E-Mail', textarea: 'Text (mehrzeilig)',
};

/** What a new item of a list is called, by the list's field. */
export const NOUNS: Record<string, string> = {
  links: 'Link', slides: 'Folie', items: 'Eintrag', fields: 'Feld', actions: 'Aktion', options: 'Option',
  classes: 'Eigenschaft', profiles: 'Profil',
};

/** Rich text (002 §2.9 wysiwyg): the server's sanitised HTML fields are this long. */
export const RICH_TEXT_LENGTH = 100_000;

/** A pydantic default title ("Lead Text" for leadText) is no German label. */
export function labelOf(name: string, schema: JsonSchema | undefined): string {
  const title = schema?.title;
  const automatic = !title || title.replace(/\s/g, '').toLowerCase() === name.toLowerCase();
  return automatic ? LABELS[name] ?? fieldLabel(name) : title;
}

export function nullable(schema: JsonSchema): boolean {
  return !!schema.anyOf?.some((option) => option.type === 'null');
}

/** A new item's values: constants, defaults, empty lists, required objects filled. */
export function initial(doc: OpenApi, schema: JsonSchema | undefined, depth = 0): Record<string, unknown> {
  const s = resolve(doc, schema);
  const values: Record<string, unknown> = {};
  if (!s?.properties || depth > 4) return values;
  for (const [key, raw] of Object.entries(s.properties)) {
    const prop = nonNull(doc, raw) ?? {};
    if (prop.const !== undefined) values[key] = prop.const;
    else if (raw.default !== undefined) values[key] = raw.default;
    else if (prop.type === 'array') values[key] = [];
    else if (prop.properties && !nullable(raw) && key !== 'id' && refName(raw) !== 'Ref') values[key] = initial(doc, prop, depth + 1);
    else if (prop.type === 'string' && !prop.enum) values[key] = '';
  }
  return values;
}

/** Field → the records a `{"id": …}` reference picks (`filter`: nodes of one type). */
export function referenceTarget(name: string, label: string): { resource: string; filter?: Record<string, string> } | undefined {
  if (label.startsWith('Hauptkategorie')) return { resource: 'nodes', filter: { type: 'mainCategory' } };
  const nodes: Record<string, string> = { woods: 'wood', constructions: 'construction', form: 'form' };
  if (nodes[name]) return { resource: 'nodes', filter: { type: nodes[name] } };
  const records: Record<string, string> = {
    products: 'products', branches: 'branches', departments: 'departments', category: 'categories', reference: 'sites', file: 'uploads', video: 'uploads',
  };
  return records[name] ? { resource: records[name] } : undefined;
}

/** A content document of one shape with typed fields and free keys (a product's `content`,
 * `ProductContent`: classes and profiles typed, the spec's other keys free). Shapes per
 * record type (`anyOf`) are ContentInput's. */
export function isDocument(doc: OpenApi, schema: JsonSchema | undefined): boolean {
  const s = nonNull(doc, schema); // an update's fields are nullable: `anyOf` with null
  return /Content$/.test(refName(schema) ?? '') && !!s?.properties && !s.anyOf && s.additionalProperties === true;
}

/** The keys of a document its schema leaves free (`additionalProperties`), as one object. */
export function freeKeys(value: unknown, known: string[]): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key]) => !known.includes(key)));
}

/** The free keys an editor typed as JSON: the object, or null when it is no JSON object
 * (typed keys in it are left to their own inputs). */
export function parseFreeKeys(text: string, known: string[]): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() || '{}');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return freeKeys(parsed, known);
}
