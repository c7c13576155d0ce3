import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClassesBlock, classFields, downloads, Downloads, slides } from '../src/shop/productContent';

const CLASSES = [
  { type: 'select', label: 'Dauerhaftigkeitsklasse', options: [{ value: '3', label: '3 – mäßig dauerhaft' }], value: '3' },
  { type: 'number', label: 'Rohdichte', value: 590, unit: 'kg/m³' },
  { type: 'number', label: 'Holzfeuchte', value: 18, decimals: 1, unit: '%' },
  { type: 'boolean', label: 'Kesseldruckimprägniert', value: false },
  { type: 'date', label: 'Geprüft am', value: '2026-03-01' },
  { type: 'text', label: 'Herkunft', value: 'Österreich' },
  { type: 'farbe', label: 'Unbekannt', value: 'rot' },
];

describe('product content: classes block and profiles (002 §2.6)', () => {
  test('classes become the field renderer’s definitions, unknown types left out', () => {
    const { fields, values } = classFields(CLASSES);
    assert.deepEqual(fields.map((f) => f.type), ['select', 'number', 'number', 'boolean', 'date', 'text']);
    assert.deepEqual(fields[2], { type: 'number', key: 'c2', label: 'Holzfeuchte', decimals: 1, unit: '%' });
    assert.equal(fields[4].mode, 'date');
    assert.equal(values.c3, false);
    assert.deepEqual(classFields(undefined), { fields: [], values: {} });
  });

  test('the block shows each value formatted, nothing without classes', () => {
    const html = renderToStaticMarkup(<ClassesBlock classes={CLASSES} />);
    assert.match(html, /<h2 id="shop-classes">Eigenschaften<\/h2>/);
    for (const text of ['3 – mäßig dauerhaft', '590\u00a0kg/m³', '18,0\u00a0%', '<dd><span>Nein</span></dd>', '01.03.2026', 'Österreich']) {
      assert.ok(html.includes(text), text);
    }
    assert.ok(!html.includes('Unbekannt'));
    assert.equal(renderToStaticMarkup(<ClassesBlock classes={[]} />), '');
  });

  test('the slider shows the product images, then the profile images with their description', () => {
    const profiles = [
      { image: { id: 7, version: 2, extension: 'jpg', alt: 'Lärche' }, description: '<p>Profil glatt</p>' },
      { image: { id: 8 }, description: 'ohne Datei' }, // not resolved by the server: left out
      { file: { label: 'Profilblatt', file: { id: 3, version: 1, extension: 'pdf', publicHash: 'ab12' } } },
    ];
    const shown = slides([{ id: 1, url: '/image/1-1.jpg', alt: '' }], profiles, 'Diele');
    assert.deepEqual(shown, [
      { key: 'i1', src: '/image/1-1.jpg', alt: 'Diele', caption: '' },
      { key: 'p0', src: '/image/medium/7-2.jpg', alt: 'Profil glatt', caption: 'Profil glatt' },
    ]);
    assert.deepEqual(downloads(profiles), [{ href: '/upload/ab12/3-1.pdf', label: 'Profilblatt' }]);
    assert.deepEqual(downloads([{ file: { label: '', file: { id: 4, extension: 'pdf', publicHash: 'cd' } }, description: '<p>Alle Profile</p>' }]), [
      { href: '/upload/cd/4-1.pdf', label: 'Alle Profile' },
    ]);
    assert.deepEqual(downloads([{ file: { label: '', file: { id: 4, extension: 'pdf', publicHash: 'cd' } } }])[0].label, 'Download (PDF)');
    assert.match(renderToStaticMarkup(<Downloads profiles={profiles} />), /<h2 id="shop-downloads">Downloads<\/h2><ul><li><a href="\/upload\/ab12\/3-1.pdf"/);
    assert.equal(renderToStaticMarkup(<Downloads profiles={[]} />), '');
  });
});
