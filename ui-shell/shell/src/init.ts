/**
 * The init payload: embedded by the server as <script id="tresen-init" type="application/json">
 * (same body as GET /api/init) or fetched from GET /api/init.
 */
import type { ApiClient, InitData } from '@tresen/sdk';
import { TEXTS } from './texts';

export const INIT_ELEMENT_ID = 'tresen-init';
export const PRELOAD_ELEMENT_ID = 'tresen-preload';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts the envelope `{data: {...}}` or its content; fills missing parts with empty values. */
export function normalizeInit(raw: unknown): InitData {
  let body = raw;
  if (isObject(body) && isObject(body.data) && !('version' in body)) body = body.data;
  if (!isObject(body)) throw new Error('init payload is not an object');
  return {
    version: typeof body.version === 'string' ? body.version : '',
    config: isObject(body.config) ? (body.config as InitData['config']) : {},
    user: isObject(body.user) ? ({ roles: [], ...body.user } as unknown as InitData['user']) : null,
    plugins: Array.isArray(body.plugins) ? (body.plugins.filter(isObject) as unknown as InitData['plugins']) : [],
    entries: Array.isArray(body.entries) ? (body.entries.filter(isObject) as unknown as InitData['entries']) : [],
  };
}

function readJson(doc: Pick<Document, 'getElementById'>, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text || !text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.warn(`[tresen] ignoring invalid #${id} payload`, error);
    return undefined;
  }
}

/**
 * The embedded payload, or null when the document has none (or it is not valid JSON).
 * Answers the page needs first (#tresen-preload: `[{url, data}]`, e.g. a store page's
 * catalogue) join its entries, so the API cache is primed with them too.
 */
export function readEmbeddedInit(doc: Pick<Document, 'getElementById'> = document): InitData | null {
  const raw = readJson(doc, INIT_ELEMENT_ID);
  if (raw === undefined) return null;
  let init: InitData;
  try {
    init = normalizeInit(raw);
  } catch (error) {
    console.warn('[tresen] ignoring invalid #tresen-init payload', error);
    return null;
  }
  const preloaded = readJson(doc, PRELOAD_ELEMENT_ID);
  if (Array.isArray(preloaded)) {
    init.entries = [...init.entries, ...(preloaded.filter(isObject) as unknown as InitData['entries'])];
  }
  return init;
}

export async function loadInit(api: ApiClient): Promise<InitData> {
  const embedded = readEmbeddedInit();
  if (embedded) return embedded;
  return normalizeInit({ data: await api.get('/init', { errorMessage: TEXTS.initFailed }) });
}
