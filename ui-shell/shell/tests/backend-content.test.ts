import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { refName, unionOf, type OpenApi } from '../src/backend/schema';
import { freeKeys, initial, isDocument, labelOf, parseFreeKeys, referenceTarget } from '../src/backend/widgets/content';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** The shapes of /api/openapi.json for two block types and two link types (spec 002 §2.9, §2.10). */
const DOC: OpenApi = {
  paths: {},
  components: {
    schemas: {
      Ref: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      ImageRef: { type: 'object', title: 'ImageRef', properties: { id: { type: 'integer', title: 'Bild' }, alt: { type: 'string', default: '' } }, required: ['id'] },
      TextBlock: {
        type: 'object',
        properties: { type: { const: 'text', title: 'Text', type: 'string' }, title: { type: 'string', title: 'Titel', default: '' }, text: { type: 'string', title: 'Text', maxLength: 100000, default: '' } },
        required: ['type'],
      },
      HeroMap: {
        type: 'object',
        properties: {
          type: { const: 'hero_map', title: 'Karte', type: 'string' },
          iframe: { type: 'string', title: 'Karten-Adresse (https)' },
          background: { anyOf: [ref('ImageRef'), { type: 'null' }], default: null, title: 'Hintergrundbild' },
          links: { type: 'array', items: { oneOf: [ref('HrefLink')], discriminator: { propertyName: 'type' } } },
          left: ref('Half'),
        },
        required: ['type', 'iframe'],
      },
      Half: { type: 'object', properties: { label: { type: 'string', default: '' }, category: { anyOf: [ref('Ref'), { type: 'null' }], default: null } } },
      HrefLink: { type: 'object', properties: { type: { const: 'href', title: 'Adresse' }, href: { type: 'string' }, target: { enum: ['_self', '_blank'], default: '_self' } } },
    },
  },
};
const BLOCK = { oneOf: [ref('HeroMap'), ref('TextBlock')], discriminator: { propertyName: 'type', mapping: {} } };

describe('content editor schemas', () => {
  test('a discriminated oneOf lists its types by their German titles, in order', () => {
    const union = unionOf(DOC, BLOCK);
    assert.equal(union?.key, 'type');
    assert.deepEqual(union?.options.map((o) => [o.value, o.title]), [['hero_map', 'Karte'], ['text', 'Text']]);
    assert.equal(unionOf(DOC, ref('TextBlock')), undefined);
  });

  test('a reference is named through a nullable anyOf', () => {
    assert.equal(refName({ anyOf: [ref('ImageRef'), { type: 'null' }] }), 'ImageRef');
    assert.equal(refName({ type: 'string' }), undefined);
  });

  test('a new block has its type, defaults, empty lists and required documents', () => {
    assert.deepEqual(initial(DOC, ref('HeroMap')), { type: 'hero_map', iframe: '', background: null, links: [], left: { label: '', category: null } });
    assert.deepEqual(initial(DOC, ref('HrefLink')), { type: 'href', href: '', target: '_self' });
  });

  test('labels: the German title, else a German name for an untitled field', () => {
    assert.equal(labelOf('iframe', { title: 'Karten-Adresse (https)' }), 'Karten-Adresse (https)');
    assert.equal(labelOf('items', { title: 'Items' }), 'Einträge');
    assert.equal(labelOf('to', { title: 'To' }), 'Pfad dieser Website (z. B. /shop)');
    assert.equal(labelOf('slider', {}), 'Slider');
  });

  test('references pick nodes by type, main categories, products, sites', () => {
    assert.deepEqual(referenceTarget('woods', 'Holzarten'), { resource: 'nodes', filter: { type: 'wood' } });
    assert.deepEqual(referenceTarget('categories', 'Hauptkategorien'), { resource: 'nodes', filter: { type: 'mainCategory' } });
    assert.deepEqual(referenceTarget('category', 'Kategorie'), { resource: 'categories' });
    assert.deepEqual(referenceTarget('form', 'Formular'), { resource: 'nodes', filter: { type: 'form' } });
    assert.deepEqual(referenceTarget('reference', 'Seite'), { resource: 'sites' });
    assert.deepEqual(referenceTarget('products', 'Produkte'), { resource: 'products' });
  });
});

describe('a product content document (typed classes and profiles, free keys)', () => {
  const doc: OpenApi = {
    paths: {},
    components: {
      schemas: {
        ProductContent: { type: 'object', additionalProperties: true, properties: { classes: { type: 'array', items: {} }, profiles: { type: 'array', items: {} } } },
        BlockContent: { type: 'object', properties: { data: { type: 'array', items: {} } } },
      },
    },
  };
  const known = ['classes', 'profiles'];

  test('only a one-shape document with free keys is edited by its fields', () => {
    assert.equal(isDocument(doc, ref('ProductContent')), true);
    assert.equal(isDocument(doc, ref('BlockContent')), false);
    assert.equal(isDocument(doc, { anyOf: [ref('ProductContent'), { type: 'null' }] }), true); // an update's field
    assert.equal(isDocument(doc, { type: 'object' }), false);
  });

  test('the free keys are shown and read back without the typed ones', () => {
    const content = { classes: [{ type: 'text' }], profiles: [], merge_number: 'diele', weight: 3 };
    assert.deepEqual(freeKeys(content, known), { merge_number: 'diele', weight: 3 });
    assert.deepEqual(freeKeys(null, known), {});
    assert.deepEqual(parseFreeKeys('{"weight": 4, "classes": []}', known), { weight: 4 });
    assert.deepEqual(parseFreeKeys('', known), {});
    assert.equal(parseFreeKeys('{"weight": ', known), null);
    assert.equal(parseFreeKeys('[1]', known), null);
  });
});
