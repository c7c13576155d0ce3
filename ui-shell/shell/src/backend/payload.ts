/** The body of a create or update (no react-admin here: unit-tested in Node). */
import type { JsonSchema } from './schema';

/** Fields the server owns (ids and timestamps are refused in a payload). */
const SERVER_OWNED = new Set(['id', 'createdAt', 'updatedAt']);

/** An empty reference picker leaves `{}` or `{id: null}`: that is "none". */
function emptyRef(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 0 || (keys.length === 1 && keys[0] === 'id' && ((value as { id: unknown }).id ?? '') === '');
}

function nullable(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  return !!schema.anyOf?.some((option) => option.type === 'null');
}

/**
 * What to send: the request schema's properties only (read-only fields stay out), an
 * empty reference as null, and no null for a field that cannot be null (left unchanged).
 */
export function payload(data: Record<string, unknown>, writable?: Record<string, JsonSchema>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => (writable ? key in writable : !SERVER_OWNED.has(key)))
      .map(([key, value]) => [key, emptyRef(value) ? null : value] as [string, unknown])
      .filter(([key, value]) => value !== null || !writable || nullable(writable[key])),
  );
}
