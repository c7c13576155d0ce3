/**
 * The product content the product page shows beyond price and steps (002 §2.6, §3):
 * `classes` as the classes block ('Eigenschaften': a label and a typed value each, shown
 * by the generic field renderer of the site chunk, site/fields/FieldValue) and `profiles`
 * (images with a description, shown in the image slider after the product images, and
 * files, offered as downloads under it). Part of the lazy shop chunk.
 */
import { fileHref, imageRef, imageSrc } from '../site/blocks/common';
import { FieldList, type FieldDef } from '../site/fields/FieldValue';
import type { Entity } from '../data';
import { SHOP_TEXTS } from './texts';

/** One class of `content.classes` as the server validates it (catalog/product_schemas.py). */
export interface ProductClass {
  type: 'text' | 'number' | 'select' | 'boolean' | 'date';
  label: string;
  value: unknown;
  decimals?: number | null;
  unit?: string;
  options?: { value: string; label?: string }[];
}

/** One entry of `content.profiles`: an image or a file (`{label, file}`), with a description. */
export interface ProductProfile {
  image?: { id: number; version?: number; extension?: string | null; alt?: string } | null;
  file?: { label?: string; file?: Entity | null } | null;
  description?: string;
}

/** A picture of the product page's slider. */
export interface Slide {
  key: string;
  src: string;
  alt: string;
  caption: string;
}

export const plainText = (html: unknown) => (typeof html === 'string' ? html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '');

const FIELD_TYPES = new Set(['text', 'number', 'select', 'boolean', 'date']);

/** The classes as the field renderer's definitions and values (unknown types left out). */
export function classFields(classes: unknown): { fields: FieldDef[]; values: Entity } {
  const list = (Array.isArray(classes) ? classes : []) as ProductClass[];
  const fields: FieldDef[] = [];
  const values: Entity = {};
  list.forEach((item, i) => {
    if (!item || !FIELD_TYPES.has(item.type) || !item.label) return;
    const key = `c${i}`;
    fields.push({
      type: item.type,
      key,
      label: item.label,
      ...(item.type === 'date' ? { mode: 'date' as const } : {}),
      ...(item.type === 'number' && item.decimals != null ? { decimals: item.decimals } : {}),
      ...(item.type === 'number' && item.unit ? { unit: item.unit } : {}),
      ...(item.type === 'select' ? { options: item.options ?? [] } : {}),
    });
    values[key] = item.value;
  });
  return { fields, values };
}

/** The slider's pictures: the product's images, then the profiles' images with their description. */
export function slides(images: { id: number; url: string; alt?: string }[], profiles: unknown, name: string): Slide[] {
  const own = images.map((image) => ({ key: `i${image.id}`, src: image.url, alt: image.alt || name, caption: '' }));
  const list = (Array.isArray(profiles) ? profiles : []) as ProductProfile[];
  const extra = list.flatMap((profile, i) => {
    const ref = imageRef(profile?.image);
    if (!ref) return [];
    const caption = plainText(profile.description);
    return [{ key: `p${i}`, src: imageSrc(ref), alt: caption || ref.alt || name, caption }];
  });
  return [...own, ...extra];
}

/** The profiles that are files, as download links (label, else description, else 'Download (PDF)'). */
export function downloads(profiles: unknown): { href: string; label: string }[] {
  const list = (Array.isArray(profiles) ? profiles : []) as ProductProfile[];
  return list.flatMap((profile) => {
    const file = profile?.file?.file;
    const href = fileHref(file);
    if (!href || !file?.extension) return [];
    const label = profile.file?.label || plainText(profile.description) || `${SHOP_TEXTS.download} (${String(file.extension).toUpperCase()})`;
    return [{ href, label }];
  });
}

/** The classes block (002 §2.6), or nothing without classes. */
export function ClassesBlock({ classes }: { classes: unknown }) {
  const { fields, values } = classFields(classes);
  if (!fields.length) return null;
  return (
    <section className="t-shop-classes t-card" aria-labelledby="shop-classes" data-testid="shop-classes">
      <h2 id="shop-classes">{SHOP_TEXTS.classes}</h2>
      <FieldList fields={fields} values={values} />
    </section>
  );
}

/** The profiles that are files, under the slider. */
export function Downloads({ profiles }: { profiles: unknown }) {
  const files = downloads(profiles);
  if (!files.length) return null;
  return (
    <section className="t-shop-downloads" aria-labelledby="shop-downloads" data-testid="shop-downloads">
      <h2 id="shop-downloads">{SHOP_TEXTS.downloads}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} target="_blank" rel="noopener noreferrer">
              {file.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
