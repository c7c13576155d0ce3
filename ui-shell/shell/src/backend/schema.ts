/**
 * The back office's resources, read from the OpenAPI document the server publishes
 * (`/api/openapi.json`, which leaves out disabled plugins' routes): every `/api/<name>`
 * with a list and a `/{id}` is an area, its request schema is the form, its response
 * schema the columns, its query parameters the filters and its `x-sort` the sortable keys.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  format?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  title?: string;
  writeOnly?: boolean;
  'x-sort'?: string[];
  'x-secret'?: boolean;
  'x-plugin'?: string;
  description?: string;
  $defs?: Record<string, JsonSchema>;
};

type Operation = {
  /** false: a public write (e.g. the analytics log's) the back office must not offer. */
  'x-backoffice'?: boolean;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

export interface ResourceSpec {
  name: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Request schema of POST (create) and PUT (edit), resolved. */
  createSchema?: JsonSchema;
  editSchema?: JsonSchema;
  /** Response schema of one record. */
  recordSchema?: JsonSchema;
  filters: [string, JsonSchema][];
  sortable: string[];
}

/** Areas with screens of their own or none in the generic menu. */
const NOT_GENERIC = new Set(['orders', 'init', 'plugins', 'config', 'live']);

export function resolve(doc: OpenApi, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

/** The component name a schema points to (`#/components/schemas/ImageRef` → `ImageRef`),
 * looking through a nullable `anyOf`. */
export function refName(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return schema.$ref.split('/').pop();
  const options = (schema.anyOf ?? []).filter((option) => option.type !== 'null');
  return options.length === 1 ? refName(options[0]) : undefined;
}

export interface UnionOption {
  /** The discriminator's value (`text`, `teaser_products`, `href`). */
  value: string;
  /** Its German name: the title of the discriminator property. */
  title: string;
  schema: JsonSchema;
}

/** A `oneOf` told apart by a `discriminator` (the block types, the link types): its key and
 * options in the schema's order; undefined for anything else. */
export function unionOf(doc: OpenApi, schema: JsonSchema | undefined): { key: string; options: UnionOption[] } | undefined {
  const s = resolve(doc, schema);
  if (!s?.oneOf || !s.discriminator) return undefined;
  const key = s.discriminator.propertyName;
  const options = s.oneOf
    .map((option) => resolve(doc, option))
    .filter((option): option is JsonSchema => !!option?.properties?.[key])
    .map((option) => {
      const tag = option.properties?.[key] as JsonSchema;
      const value = String(tag.const ?? tag.enum?.[0] ?? '');
      return { value, title: tag.title ?? value, schema: option };
    });
  return { key, options };
}

function json(op: Operation | undefined, kind: 'request' | 'response'): JsonSchema | undefined {
  if (!op) return undefined;
  if (kind === 'request') return op.requestBody?.content?.['application/json']?.schema;
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  const body = ok?.content?.['application/json']?.schema;
  return body?.properties?.data ?? body;
}

/** What a value may be, without the `null` alternative. */
export function nonNull(doc: OpenApi, schema: JsonSchema | undefined): JsonSchema | undefined {
  const resolved = resolve(doc, schema);
  if (resolved?.anyOf) {
    const options = resolved.anyOf.map((s) => resolve(doc, s)).filter((s) => s && s.type !== 'null') as JsonSchema[];
    if (options.length === 1) return { ...resolved, ...options[0], anyOf: undefined };
    if (options.length > 1 && options.every((o) => o.type === 'number' || o.type === 'integer' || o.type === 'string')) {
      const number = options.find((o) => o.type === 'number' || o.type === 'integer');
      if (number) return { ...resolved, ...number, anyOf: undefined, format: 'decimal' };
      // Text in one of several shapes (an e-mail address or ''): the first shape's input.
      return { ...resolved, ...options[0], anyOf: undefined };
    }
    return { ...resolved, anyOf: options };
  }
  return resolved;
}

export function resources(doc: OpenApi): ResourceSpec[] {
  const found: ResourceSpec[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const match = /^\/api\/([a-z][a-z0-9-]*)$/.exec(path);
    if (!match || NOT_GENERIC.has(match[1]) || !ops.get) continue;
    const one = doc.paths[`${path}/{id}`];
    if (!one?.get) continue;
    const name = match[1];
    const params = ops.get.parameters ?? [];
    const sort = params.find((p) => p.name === 'sort')?.schema?.['x-sort'] ?? ['id'];
    found.push({
      name,
      canCreate: !!ops.post && ops.post['x-backoffice'] !== false,
      canEdit: !!one.put,
      canDelete: !!one.delete,
      createSchema: ops.post?.['x-backoffice'] === false ? undefined : resolve(doc, json(ops.post, 'request')),
      editSchema: resolve(doc, json(one.put, 'request')),
      recordSchema: resolve(doc, json(one.get, 'response')),
      filters: params
        .filter((p) => p.in === 'query' && !['page', 'limit', 'sort'].includes(p.name))
        .map((p) => [p.name, nonNull(doc, p.schema) ?? {}] as [string, JsonSchema]),
      sortable: sort,
    });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Field name → the resource a `{"id": …}` reference points to. */
const REFERENCES: Record<string, string> = {
  category: 'categories', categories: 'categories', division: 'divisions', branch: 'branches', branches: 'branches',
  department: 'departments', menu: 'menus', menus: 'menus', tags: 'tags', tag: 'tags', products: 'products', product: 'products',
  image: 'images', images: 'images', table: 'tables', user: 'users', project: 'projects', customer: 'customers',
  template: 'image-templates', font: 'fonts', upload: 'uploads', site: 'sites', navigation: 'navigations', donatee: 'donatees',
};

export function isRef(doc: OpenApi, schema: JsonSchema | undefined): boolean {
  const s = nonNull(doc, schema);
  return !!s?.properties && Object.keys(s.properties).length === 1 && 'id' in s.properties;
}

/** Reference fields a plugin names (slot backend.resources: the component's static
 * `references`, field → resource), e.g. a TV's `stream`. */
export function nameReferences(references: Record<string, string>): void {
  for (const [field, resource] of Object.entries(references)) if (!REFERENCES[field]) REFERENCES[field] = resource;
}

export function referenceOf(field: string, known: Set<string>): string | undefined {
  const target = REFERENCES[field];
  return target && known.has(target) ? target : undefined;
}
