/**
 * Configuration steps that collect the customer's input (002 §3, §5): text and textarea
 * steps a value, image(s) and file(s) steps uploaded files ('Datei auswählen'; image steps
 * accept jpg, jpeg, png, gif; multiple files only for images and files). Files go through
 * `Uploads create` (POST /api/uploads with a data URL, 002 §7); the cart keeps their id,
 * secret hash and name, and the server checks them again when pricing and ordering.
 */
import { api, type CartPart, type Part } from '@tresen/sdk';
import { useId, useState, type ChangeEvent } from 'react';
import { SHOP_TEXTS } from './texts';

export const TEXT_STEPS = new Set(['text', 'textarea']);
export const UPLOAD_STEPS = new Set(['image', 'images', 'file', 'files']);
export const isTypedStep = (part: Part) => TEXT_STEPS.has(part.type) || UPLOAD_STEPS.has(part.type);

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.zip,.txt,.csv,.jpg,.jpeg,.png,.gif,.webp,.svg,.mp4,.mp3';

export type Typed = Pick<CartPart, 'value' | 'uploads'>;

/** 002 §5: a step that is not optional needs a value, or at least one file. */
export const typedValid = (part: Part, typed: Typed | undefined) =>
  part.optional || (TEXT_STEPS.has(part.type) ? !!typed?.value?.trim() : (typed?.uploads?.length ?? 0) > 0);

/** The cart part of a typed step (null: nothing entered). */
export function typedPart(part: Part, typed: Typed | undefined): CartPart | null {
  if (TEXT_STEPS.has(part.type)) return typed?.value?.trim() ? { id: part.id, options: [], value: typed.value.trim() } : null;
  return typed?.uploads?.length ? { id: part.id, options: [], uploads: typed.uploads } : null;
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function TypedStep({ part, typed, onChange }: { part: Part; typed: Typed | undefined; onChange: (typed: Typed) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const required = !part.optional;
  const image = part.type === 'image' || part.type === 'images';
  const multiple = part.type === 'images' || part.type === 'files';
  const uploads = typed?.uploads ?? [];

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError('');
    setBusy(true);
    const added = [];
    for (const file of files) {
      try {
        const body = await api.post<{ data: { id: number; publicHash: string; name: string } }>(
          '/api/uploads',
          { file: { name: file.name, data: await dataUrl(file) } },
          { record: false },
        );
        added.push({ id: body.data.id, publicHash: body.data.publicHash, name: body.data.name || file.name });
      } catch {
        setError(SHOP_TEXTS.uploadFailed(file.name));
      }
    }
    setBusy(false);
    if (added.length) onChange({ uploads: multiple ? [...uploads, ...added] : added.slice(-1) });
  }

  const label = (
    <>
      {part.name}
      {required && <span className="t-required" aria-hidden="true"> *</span>}
    </>
  );
  if (TEXT_STEPS.has(part.type)) {
    const props = {
      id,
      className: 't-input',
      value: typed?.value ?? '',
      required,
      maxLength: 2000,
      placeholder: part.description || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ value: event.target.value }),
    };
    return (
      <div className="t-shop-step t-field" data-testid="shop-step">
        <label htmlFor={id}>{label}</label>
        {part.type === 'textarea' ? <textarea rows={6} {...props} /> : <input type="text" {...props} />}
      </div>
    );
  }
  return (
    <fieldset className="t-shop-step" data-testid="shop-step" aria-busy={busy}>
      <legend>{label}</legend>
      {part.description && <p className="t-muted t-small">{part.description}</p>}
      <input id={id} type="file" className="t-visually-hidden" accept={image ? IMAGE_ACCEPT : FILE_ACCEPT} multiple={multiple} onChange={choose} />
      <label htmlFor={id} className="t-button t-button--ghost">
        {SHOP_TEXTS.chooseFile}
      </label>
      {error && (
        <p className="t-error" role="alert">
          {error}
        </p>
      )}
      {uploads.length > 0 && (
        <ul className="t-shop-uploads">
          {uploads.map((upload) => (
            <li key={upload.id}>
              {upload.name}{' '}
              <button
                type="button"
                className="t-button t-button--ghost t-small"
                aria-label={SHOP_TEXTS.removeFile(upload.name ?? '')}
                onClick={() => onChange({ uploads: uploads.filter((u) => u.id !== upload.id) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
