import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fallbackText, fieldLabel, choiceLabel } from '../src/backend/labels';
import { allowedActions, actionFailure } from '../src/backend/orders';
import { payload } from '../src/backend/payload';
import { nonNull, resources, type OpenApi } from '../src/backend/schema';
import { keyedScreenOf, looksKeyed } from '../src/backend/screens';

const REF = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };
const DOC: OpenApi = {
  paths: {
    '/api/products': {
      get: {
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer' } },
          { name: 'sort', in: 'query', schema: { anyOf: [{ type: 'string' }, { type: 'null' }], 'x-sort': ['id', 'name'] } },
          { name: 'category', in: 'query', schema: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
        ],
      },
      post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductIn' } } } } },
    },
    '/api/products/{id}': {
      get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/ProductOut' } } } } } } } },
      put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductIn' } } } } },
      delete: {},
    },
    '/api/logs': { get: {} },
    '/api/logs/{id}': { get: {} },
    // Browsers write it; the back office only reads it.
    '/api/analytics-log': { get: {}, post: { 'x-backoffice': false, requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ProductIn' } } } } } },
    '/api/analytics-log/{id}': { get: {} },
    '/api/orders': { get: {}, post: {} },
    '/api/orders/{id}': { get: {} },
    '/api/branches/{id}/menus': { get: {} },
  },
  components: {
    schemas: {
      Ref: REF,
      ProductIn: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          price: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'string' }] },
          category: { anyOf: [{ $ref: '#/components/schemas/Ref' }, { type: 'null' }] },
          content: { type: 'object' },
        },
      },
      ProductOut: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
};

describe('resources from the OpenAPI document', () => {
  const specs = resources(DOC);

  test('every /api/<name> with a list and a /{id} is an area; orders have their own screen', () => {
    assert.deepEqual(specs.map((s) => s.name), ['analytics-log', 'logs', 'products']);
  });

  test('what may be done, the form, the filters and the sortable keys come from the document', () => {
    const products = specs.find((s) => s.name === 'products')!;
    assert.equal(products.canCreate && products.canEdit && products.canDelete, true);
    assert.deepEqual(Object.keys(products.createSchema?.properties ?? {}), ['name', 'price', 'category', 'content']);
    assert.deepEqual(products.filters.map(([name]) => name), ['category']);
    assert.deepEqual(products.sortable, ['id', 'name']);
    const logs = specs.find((s) => s.name === 'logs')!;
    assert.equal(logs.canCreate || logs.canEdit || logs.canDelete, false);
    const analytics = specs.find((s) => s.name === 'analytics-log')!;
    assert.equal(analytics.canCreate || analytics.canEdit || analytics.canDelete, false);
    assert.equal(analytics.createSchema, undefined);
  });

  test('a number or a decimal string is a number; a nullable reference is the reference', () => {
    const props = resources(DOC).find((s) => s.name === 'products')!.createSchema!.properties!;
    assert.equal(nonNull(DOC, props.price)?.format, 'decimal');
    assert.deepEqual(Object.keys(nonNull(DOC, props.category)?.properties ?? {}), ['id']);
  });

  test("an e-mail address or '' is one text input for the address", () => {
    const email = nonNull(DOC, { anyOf: [{ type: 'string', format: 'email' }, { type: 'string', enum: [''] }], default: '' });
    assert.equal(email?.type, 'string');
    assert.equal(email?.format, 'email');
    assert.equal(email?.anyOf, undefined);
  });
});

describe('what is sent', () => {
  const schema = DOC.components!.schemas!.ProductIn.properties!;

  test('only the request schema\'s fields; an empty reference is null; no null where none is allowed', () => {
    assert.deepEqual(payload({ id: 3, name: 'Tafelspitz', category: {}, content: null, createdAt: 'x' }, schema), {
      name: 'Tafelspitz',
      category: null,
    });
    assert.deepEqual(payload({ category: { id: 2 } }, schema), { category: { id: 2 } });
  });
});

describe('orders', () => {
  test('actions follow the state machine', () => {
    assert.deepEqual(allowedActions({ status: 'new', isDelivery: false }, false), ['confirm', 'reject', 'cancel']);
    assert.deepEqual(allowedActions({ status: 'confirmed', isDelivery: true }, false), ['in-delivery']);
    assert.deepEqual(allowedActions({ status: 'confirmed', isDelivery: false }, true), ['completed', 'cancel']);
    assert.deepEqual(allowedActions({ status: 'in_delivery', isDelivery: true }, false), ['completed']);
    assert.deepEqual(allowedActions({ status: 'completed', isDelivery: false }, true), []);
  });

  test('the German fallback texts of spec 000 §8', () => {
    assert.equal(actionFailure('cancel'), 'Bestellung konnte nicht storniert werden.');
    assert.equal(actionFailure('confirm'), 'Bestellstatus konnte nicht geändert werden.');
  });
});

describe('German names', () => {
  test('load and write failures per area', () => {
    assert.equal(fallbackText('products', 'load'), 'Produkte konnten nicht geladen werden');
    assert.equal(fallbackText('digital-signage-segments', 'update'), 'Filmsequenz konnte nicht aktualisiert werden');
    assert.equal(fallbackText('working-schedules', 'load'), 'Arbeitsplanung konnte nicht geladen werden');
    assert.equal(fallbackText('users', 'loadOne'), 'Benutzer konnte nicht geladen werden');
  });

  test('fields and values', () => {
    assert.equal(fieldLabel('isEnabled'), 'Aktiv');
    assert.equal(fieldLabel('zipCode'), 'PLZ');
    assert.equal(choiceLabel('configurable'), 'Konfigurierbar');
  });
});

describe('keyed screens of plugins', () => {
  const load = async () => ({ default: () => null });
  const screens = [{ prefix: 'frontdesk', load }, { prefix: 'backoffice', load }];
  test('a keyed link names the screen and hands it the segments after the prefix', () => {
    assert.deepEqual(keyedScreenOf('#/frontdesk/3/Ab_c-9', screens), { screen: screens[0], segments: ['3', 'Ab_c-9'] });
    assert.deepEqual(keyedScreenOf('#/backoffice/12/key', screens)?.segments, ['12', 'key']);
    for (const hash of ['#/products', '#/frontdesk', '#/frontdesk/', '#/kasse/3/key', '']) assert.equal(keyedScreenOf(hash, screens), null, hash);
  });
  test('the shape of a keyed link waits for the plugins instead of asking to sign in', () => {
    assert.ok(looksKeyed('#/frontdesk/3/Ab_c-9'));
    for (const hash of ['#/products', '#/products/3', '#/frontdesk/x/key', '#/frontdesk/3/a/b', '']) assert.ok(!looksKeyed(hash), hash);
  });
});
