/** react-admin's data provider over the five calls of spec 000 §7 (`/api/<resource>`). */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { call } from './http';
import { fallbackText } from './labels';
import { payload } from './payload';
import type { JsonSchema } from './schema';

type Row = RaRecord & Record<string, unknown>;

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function listQuery(params: GetListParams): string {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sort = params.sort?.field ? `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}` : undefined;
  return query({ ...params.filter, page, limit: perPage, sort });
}

/** `writable(resource)`: the request schema's properties, so read-only fields stay out. */
export function createDataProvider(writable: (resource: string) => Record<string, JsonSchema> | undefined): DataProvider {
  const path = (resource: string) => `/api/${resource}`;
  return {
    async getList<RecordType extends RaRecord>(resource: string, params: GetListParams) {
      const { data, total } = await call<Row[]>('GET', path(resource) + listQuery(params), undefined, fallbackText(resource, 'load'));
      return { data: (data ?? []) as unknown as RecordType[], total: total ?? data?.length ?? 0 };
    },
    async getOne<RecordType extends RaRecord>(resource: string, params: { id: RaRecord['id'] }) {
      const { data } = await call<Row>('GET', `${path(resource)}/${params.id}`, undefined, fallbackText(resource, 'loadOne'));
      return { data: data as unknown as RecordType };
    },
    async getMany<RecordType extends RaRecord>(resource: string, params: { ids: RaRecord['id'][] }) {
      const rows = await Promise.all(
        params.ids.map((id) => call<Row>('GET', `${path(resource)}/${id}`, undefined, fallbackText(resource, 'load')).then((a) => a.data).catch(() => null)),
      );
      return { data: rows.filter(Boolean) as unknown as RecordType[] };
    },
    async getManyReference<RecordType extends RaRecord>(resource: string, params: GetListParams & { target: string; id: RaRecord['id'] }) {
      const { data, total } = await call<Row[]>('GET', path(resource) + listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }), undefined, fallbackText(resource, 'load'));
      return { data: (data ?? []) as unknown as RecordType[], total: total ?? 0 };
    },
    async create<RecordType extends RaRecord>(resource: string, params: { data: Partial<RecordType> }) {
      const { data } = await call<Row>('POST', path(resource), payload(params.data as Record<string, unknown>, writable(resource)), fallbackText(resource, 'create'));
      return { data: data as unknown as RecordType };
    },
    async update<RecordType extends RaRecord>(resource: string, params: { id: RaRecord['id']; data: Partial<RecordType> }) {
      const { data } = await call<Row>('PUT', `${path(resource)}/${params.id}`, payload(params.data as Record<string, unknown>, writable(resource)), fallbackText(resource, 'update'));
      return { data: data as unknown as RecordType };
    },
    async updateMany(resource: string, params: { ids: RaRecord['id'][]; data: Record<string, unknown> }) {
      for (const id of params.ids) await call('PUT', `${path(resource)}/${id}`, payload(params.data, writable(resource)), fallbackText(resource, 'update'));
      return { data: params.ids };
    },
    async delete<RecordType extends RaRecord>(resource: string, params: { id: RaRecord['id']; previousData?: RecordType }) {
      await call('DELETE', `${path(resource)}/${params.id}`, undefined, fallbackText(resource, 'delete'));
      return { data: (params.previousData ?? { id: params.id }) as RecordType };
    },
    async deleteMany(resource: string, params: { ids: RaRecord['id'][] }) {
      for (const id of params.ids) await call('DELETE', `${path(resource)}/${id}`, undefined, fallbackText(resource, 'delete'));
      return { data: params.ids };
    },
  } as DataProvider;
}
