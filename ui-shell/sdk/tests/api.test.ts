import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError, apiUrl, createApiClient, createErrorStore } from '../src/index';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeServer(answers: Array<{ status?: number; body?: unknown } | Error>) {
  const calls: Call[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift() ?? { status: 200, body: { data: null } };
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text || null, { status: answer.status ?? 200 });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function client(answers: Parameters<typeof fakeServer>[0], cookies = '') {
  const server = fakeServer(answers);
  const errors = createErrorStore();
  const redirects: string[] = [];
  const api = createApiClient({ fetch: server.fetch, errors, redirect: (url) => redirects.push(url), cookies: () => cookies });
  return { api, errors, redirects, calls: server.calls };
}

describe('requests', () => {
  test('reads data.data, sends cookies same-origin, addresses /api', async () => {
    const { api, calls } = client([{ body: { data: [{ id: 1 }] } }]);
    assert.deepEqual(await api.get('/branches', { params: { active: true, q: undefined } }), [{ id: 1 }]);
    assert.equal(calls[0].url, '/api/branches?active=true');
    assert.equal(calls[0].init.credentials, 'same-origin');
    assert.equal(apiUrl('/api/orders', { page: 2 }), '/api/orders?page=2');
  });

  test('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes only', async () => {
    const { api, calls } = client([{ body: { data: 1 } }, { body: { data: 2 } }], 'a=b; XSRF-TOKEN=t%2Bk; c=d');
    await api.get('/config');
    await api.post('/config', { shopName: 'X' });
    const getHeaders = calls[0].init.headers as Record<string, string>;
    const postHeaders = calls[1].init.headers as Record<string, string>;
    assert.equal(getHeaders['X-XSRF-TOKEN'], undefined);
    assert.equal(postHeaders['X-XSRF-TOKEN'], 't+k');
    assert.equal(postHeaders['Content-Type'], 'application/json');
    assert.equal(calls[1].init.body, '{"shopName":"X"}');
  });
});

describe('failures (spec 000 §8)', () => {
  test('prefer the first server message, record it with a retry, rethrow', async () => {
    const { api, errors } = client([
      { status: 422, body: { errors: [{ field: 'email', message: 'Keine gültige E-Mail-Adresse.' }, { field: 'x', message: 'zweite' }] } },
    ]);
    await assert.rejects(api.post('/users', {}), (error: ApiError) => {
      assert.equal(error.status, 422);
      assert.equal(error.message, 'Keine gültige E-Mail-Adresse.');
      assert.equal(error.errors[0].field, 'email');
      return true;
    });
    assert.equal(errors.list().length, 1);
    assert.equal(errors.list()[0].message, 'Keine gültige E-Mail-Adresse.');
    assert.equal(typeof errors.list()[0].retry, 'function');
  });

  test('fall back to the German text when the server gives no message', async () => {
    const { api, errors } = client([{ status: 500, body: { errors: [{ field: 'x' }] } }, { status: 500 }, new TypeError('offline')]);
    await assert.rejects(api.delete('/tables/3', { errorMessage: 'Tisch konnte nicht gelöscht werden' }), /Tisch konnte nicht gelöscht werden/);
    await assert.rejects(api.get('/tables'), /Daten konnten nicht geladen werden\./);
    await assert.rejects(api.get('/tables'), (error: ApiError) => error.status === 0);
    assert.equal(errors.list().length, 3);
  });

  test('loads named by the caller keep their German text; unnamed loads take the server message', async () => {
    const { api } = client([
      { status: 404, body: { errors: [{ message: 'Not found' }] } },
      { status: 404, body: { errors: [{ message: 'Nicht gefunden' }] } },
    ]);
    await assert.rejects(api.get('/orders', { errorMessage: 'Bestellungen konnten nicht geladen werden' }), /^ApiError: Bestellungen konnten nicht geladen werden$/);
    await assert.rejects(api.get('/orders/1'), /Nicht gefunden/);
  });

  test('filtered list loads record without rethrowing', async () => {
    const { api, errors } = client([{ status: 500 }]);
    assert.equal(await api.get('/logs', { params: { level: 'error' }, rethrow: false, errorMessage: 'Logs konnten nicht geladen werden' }), undefined);
    assert.equal(errors.list()[0].message, 'Logs konnten nicht geladen werden');
  });

  test('retry repeats the call and removes the error', async () => {
    const { api, errors, calls } = client([{ status: 503 }, { body: { data: 'ok' } }]);
    await assert.rejects(api.get('/branches'));
    await errors.retry(errors.list()[0].id);
    assert.equal(calls.length, 2);
    assert.equal(errors.list().length, 0);
  });

  test('401 sends the browser to /backend/login', async () => {
    const { api, errors, redirects } = client([{ status: 401, body: { errors: [{ message: 'x' }] } }]);
    await assert.rejects(api.get('/users/me'), (error: ApiError) => error.status === 401);
    assert.deepEqual(redirects, ['/backend/login']);
    assert.equal(errors.list().length, 0);
  });
});

describe('bulk-load priming', () => {
  test('GETs of primed URLs are answered locally until a write succeeds', async () => {
    const { api, calls } = client([{ body: { data: ['asked'] } }, { body: { data: 'posted' } }, { body: { data: ['fresh'] } }]);
    api.prime([{ url: '/api/branches', data: { data: ['primed'] } }]);
    assert.deepEqual(await api.get('/branches'), ['primed']);
    assert.equal(calls.length, 0);
    await api.get('/branches', { fresh: true });
    assert.equal(calls.length, 1);
    calls.length = 0;
    await api.post('/branches', { name: 'Neu' });
    assert.deepEqual(await api.get('/branches'), ['fresh']);
  });
});
