import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkTarget, slugify } from '../src/site/blocks/common';
import { simplifiedHours } from '../src/site/blocks/contact';
import { gesture } from '../src/site/blocks/Slider';
import { menuItems } from '../src/site/MobileMenu';

describe('slider gestures (002 §4/§9)', () => {
  test('a swipe beyond one eighth of the width moves, a movement under 20 px is a tap', () => {
    assert.equal(gesture(-51, 0, 400), 'next');
    assert.equal(gesture(51, 4, 400), 'prev');
    assert.equal(gesture(-50, 0, 400), null); // exactly one eighth: not beyond
    assert.equal(gesture(12, 12, 400), 'tap'); // 17 px
    assert.equal(gesture(15, 15, 400), null); // 21 px: no tap, no swipe
    assert.equal(gesture(-60, 80, 400), null); // mostly vertical: scrolling
  });
});

describe('slugs (002 §5)', () => {
  test('umlauts spelled out, spaces to hyphens, others dropped, hyphens collapsed', () => {
    assert.equal(slugify('Lärche'), 'laerche');
    assert.equal(slugify('Carport & Überdachung'), 'carport-ueberdachung');
    assert.equal(slugify('Fußweg  -  Groß!'), 'fussweg-gross');
    assert.equal(slugify('Thermo-Esche -'), 'thermo-esche');
  });
});

describe('links (002 §2.10)', () => {
  const sites = [{ id: 7, path: 'kontakt' }];
  test('each link type has its target', () => {
    assert.equal(linkTarget({ type: 'site', reference: { id: 7 } }, sites).href, '/kontakt');
    assert.equal(linkTarget({ type: 'router', to: '/shop/cart' }, sites).href, '/shop/cart');
    assert.equal(linkTarget({ type: 'mailto', mailto: 'a@b.at' }, sites).href, 'mailto:a@b.at');
    assert.equal(linkTarget({ type: 'phone', phone: '+43 732 123456' }, sites).href, 'tel:+43732123456');
    const file = linkTarget({ type: 'file', file: { id: 3, version: 2, extension: 'pdf', publicHash: 'ab12' } }, sites);
    assert.deepEqual(file, { href: '/upload/ab12/3-2.pdf', router: false, blank: true });
    assert.deepEqual(linkTarget({ type: 'href', href: 'https://x.at', target: '_blank' }, sites), { href: 'https://x.at', router: false, blank: true });
  });
});

describe('opening hours (002 §9)', () => {
  test('equal days join into ranges: two with " & ", more with " - "', () => {
    const day = (type: string, from = '07:00', to = '17:00') => ({ type, from, to });
    const hours = [
      day('monday'), day('tuesday'), day('wednesday'),
      day('thursday', '08:00', '12:00'), { type: 'thursday', from: '13:00', to: '18:00' }, day('friday', '08:00', '12:00'),
      { type: 'saturday', isClosed: true }, { type: 'sunday', isClosed: true },
    ];
    assert.deepEqual(simplifiedHours(hours), [
      { days: 'Montag - Mittwoch', text: 'von 07:00 - 17:00 Uhr' },
      { days: 'Donnerstag', text: 'von 08:00 - 12:00 Uhr und von 13:00 - 18:00 Uhr' },
      { days: 'Freitag', text: 'von 08:00 - 12:00 Uhr' },
      { days: 'Samstag & Sonntag', text: 'geschlossen' },
    ]);
  });
});

describe('phone menu (002 §2.2)', () => {
  test('enabled items only, by type, with their children', () => {
    const items = menuItems([
      { type: 'home', label: 'Start', isEnabled: true },
      { type: 'link', label: 'Shop', target: '/shop/catalog', children: [{ type: 'link', label: 'Zäune', target: '/shop/catalog/3/zaeune' }] },
      { type: 'site', label: 'Kontakt', target: 'kontakt' },
      { type: 'branch', label: 'Holzhof', target: 'holzhof' },
      { type: 'site', label: 'Aus', target: 'aus', isEnabled: false },
    ]);
    assert.deepEqual(items.map((i) => i.href), ['/', '/shop/catalog', '/kontakt', '/store/holzhof']);
    assert.deepEqual(items[1].items, [{ label: 'Zäune', href: '/shop/catalog/3/zaeune', items: [] }]);
  });
});
