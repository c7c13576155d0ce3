import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { fieldText, FieldList, FieldValue, formatDate, formatNumber, type FieldDef } from '../src/site/fields/FieldValue';

const html = (def: FieldDef, value: unknown, sites = [] as { id: number; path: string; title: string }[]) =>
  renderToStaticMarkup(<>{FieldValue({ def, value, sites })}</>);

describe('generic field renderer (002 §2.9)', () => {
  test('dates in their three modes', () => {
    assert.equal(formatDate('2026-03-05T07:30:00', 'datetime'), '05.03.2026 07:30');
    assert.equal(formatDate('2026-03-05T07:30:00', 'time'), '07:30');
    assert.equal(formatDate('2026-03-05T07:30:00', 'date'), '05.03.2026');
    assert.equal(formatDate('2026-12-24', 'date'), '24.12.2026');
    assert.equal(formatDate('18:45', 'time'), '18:45');
    assert.equal(formatDate('kein Datum'), '');
  });

  test('boolean Ja/Nein, numbers German, selects by label', () => {
    assert.equal(fieldText({ type: 'boolean' }, true), 'Ja');
    assert.equal(fieldText({ type: 'boolean' }, false), 'Nein');
    assert.equal(fieldText({ type: 'boolean' }, null), '');
    assert.equal(formatNumber(1234.5, 2), '1.234,50');
    assert.equal(fieldText({ type: 'number' }, '0.59'), '0,59');
    assert.equal(fieldText({ type: 'number', unit: 'kg/m³' }, 590), '590\u00a0kg/m³');
    assert.equal(fieldText({ type: 'number', unit: 'kg/m³' }, null), '');
    const select: FieldDef = { type: 'select', options: [{ value: 'l', label: 'Lärche' }, { value: 'e', label: 'Eiche' }] };
    assert.equal(fieldText(select, ['l', 'e']), 'Lärche, Eiche');
    assert.equal(fieldText(select, 'x'), 'x');
  });

  test('text types, e-mail, rich text and markdown', () => {
    assert.equal(html({ type: 'text' }, 'Holz'), '<span>Holz</span>');
    assert.equal(html({ type: 'textarea' }, 'a\nb'), '<p class="t-fields__textarea">a\nb</p>');
    assert.equal(html({ type: 'email' }, 'a@b.at'), '<a href="mailto:a@b.at">a@b.at</a>');
    assert.equal(html({ type: 'wysiwyg' }, '<p>x</p>'), '<div class="t-prose"><p>x</p></div>');
    assert.equal(html({ type: 'markdown' }, 'eins\n\nzwei'), '<div class="t-prose"><p>eins</p><p>zwei</p></div>');
    assert.equal(html({ type: 'wysiwyg' }, ''), '');
  });

  test('images, files and references', () => {
    const image = { id: 4, version: 2, extension: 'jpg', alt: 'Brett' };
    assert.match(html({ type: 'image' }, image), /<img[^>]+src="\/image\/medium\/4-2\.jpg"[^>]+alt="Brett"/);
    assert.equal((html({ type: 'images' }, [image, image, { id: 'x' }]).match(/<img/g) ?? []).length, 2);
    const file = { id: 3, version: 1, extension: 'pdf', publicHash: 'ab', name: 'Preisliste.pdf' };
    assert.match(html({ type: 'file' }, file), /href="\/upload\/ab\/3-1\.pdf"[^>]*>Preisliste\.pdf<\/a>/);
    assert.equal((html({ type: 'files' }, [file, file]).match(/<li>/g) ?? []).length, 2);
    const sites = [{ id: 7, path: 'kontakt', title: 'Kontakt' }];
    assert.equal(html({ type: 'reference' }, { type: 'site', id: 7 }, sites), '<a href="/kontakt">Kontakt #7</a>');
    assert.equal(html({ type: 'reference' }, { type: 'block', id: 2 }), '<span>Block #2</span>');
  });

  test('groups and collections list their fields; empty ones are left out', () => {
    const fields: FieldDef[] = [
      { type: 'text', key: 'name', label: 'Name' },
      { type: 'boolean', key: 'dry', label: 'Trocken' },
      { type: 'date', key: 'at', label: 'Lieferung', mode: 'date' },
      { type: 'text', key: 'empty', label: 'Leer' },
    ];
    const out = renderToStaticMarkup(<FieldList fields={[{ type: 'collection', key: 'rows', label: 'Posten', fields }]} values={{ rows: [{ name: 'Eiche', dry: true, at: '2026-04-01' }] }} />);
    assert.match(out, /<dt>Posten<\/dt><dd><ol class="t-fields__collection"><li><dl class="t-fields">/);
    assert.match(out, /<dt>Name<\/dt><dd><span>Eiche<\/span><\/dd>/);
    assert.match(out, /<dt>Trocken<\/dt><dd><span>Ja<\/span><\/dd>/);
    assert.match(out, /<dt>Lieferung<\/dt><dd><span>01.04.2026<\/span><\/dd>/);
    assert.doesNotMatch(out, /Leer/);
    assert.equal(renderToStaticMarkup(<FieldList fields={fields} values={{}} />), '');
    const group = renderToStaticMarkup(<FieldList fields={[{ type: 'group', key: 'g', label: 'Maße', fields: [{ type: 'number', key: 'l', label: 'Länge', decimals: 2 }] }]} values={{ g: { l: 4 } }} />);
    assert.match(group, /<dt>Länge<\/dt><dd><span>4,00<\/span>/);
  });
});
