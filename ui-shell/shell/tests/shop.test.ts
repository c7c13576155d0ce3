import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalogList, childAmount, clampAmount, productPath, slugify, variantsOf, type ShopProduct } from '../src/shop/data';

const product = (id: number, name: string, content: ShopProduct['content'] = {}, extra: Partial<ShopProduct> = {}): ShopProduct => ({
  id,
  name,
  description: '',
  price: '1.00',
  isAvailable: true,
  content,
  ...extra,
});

describe('web shop data (002 §5, §9)', () => {
  test('a typed amount: comma decimals, up to the step, within min and max', () => {
    assert.equal(clampAmount('2,4', 1, 99, 1), 3);
    assert.equal(clampAmount('2,5', 0.5, 10, 0.5), 2.5);
    assert.equal(clampAmount('2,6', 0.5, 10, 0.5), 3);
    assert.equal(clampAmount('0,3', 0.1, 10, 0.1), 0.3); // no float drift: 0.30000000000000004
    assert.equal(clampAmount('kein Wert', 5, 10, 1), 5); // not a number → 0 → the minimum
    assert.equal(clampAmount('500', 1, 99, 1), 99);
    assert.equal(clampAmount(' 7 ', 1, 99, 0), 7);
  });

  test('the slug rule', () => {
    assert.equal(slugify('Zäune & Tore  Größe '), 'zaeune-tore-groesse');
    assert.equal(productPath({ id: 7, name: 'KVH Fichte 60×120' }, { id: 2, name: 'Konstruktionsholz' }), '/shop/catalog/2/konstruktionsholz/product/7/kvh-fichte-60120');
  });

  test('weight descending, one product per merge_number, name filter case-insensitive', () => {
    const list = [
      product(1, 'Diele 3 m', { merge_number: 'd', weight: 5 }),
      product(2, 'Diele 4 m', { merge_number: 'd', weight: 5 }),
      product(3, 'Öl', { weight: 9 }),
      product(4, 'Schraube', { weight: 1 }, { category: { id: 8 } }),
    ];
    assert.deepEqual(catalogList(list, null, '').map((p) => p.id), [3, 1, 4]);
    assert.deepEqual(catalogList(list, null, 'DIELE').map((p) => p.id), [1]);
    assert.deepEqual(catalogList(list, 8, '').map((p) => p.id), [4]);
  });

  test('variants in mm sorted by length, only those with a dimension', () => {
    const list = [
      product(1, 'a', { merge_number: 'm', dimensions: { height: 0.027, width: 0.145, length: 5 } }),
      product(2, 'b', { merge_number: 'm', dimensions: { height: 0.027, width: 0.145, length: 3 } }),
      product(3, 'c', { merge_number: 'm', dimensions: { height: 0, width: 0, length: 0 } }),
    ];
    assert.deepEqual(variantsOf(list[0], list).map((v) => v.label), ['27 x 145 x 3000 mm', '27 x 145 x 5000 mm']);
  });

  test('child amounts: parent amount × ratio, up to the step', () => {
    const screws = product(9, 's', {}, { quantityStepSize: '1' });
    assert.equal(childAmount(5, 7, screws), 35);
    assert.equal(childAmount(5, 0.25, screws), 2);
  });
});
