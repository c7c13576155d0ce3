import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CartItem, Product } from '@tresen/sdk';
import {
  CART_PREFIX,
  cartCount,
  cartStore,
  clearAfterPayment,
  clearCart,
  emptyCart,
  itemFor,
  migrate,
  putItem,
  readCart,
  rememberPayment,
  removeItem,
  setAmount,
  storedOrderType,
  toServerItems,
  withOrderType,
  writeCart,
} from '../src/store/cart';
import { quantityRules, needsOverlay } from '../src/store/product';
import { choicesText } from '../src/store/units';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const pizza: Product = {
  id: 7,
  name: 'Pizza',
  description: 'Groß oder klein',
  price: '9.90',
  isAvailable: true,
  unit: 'piece',
  minimumQuantity: '1',
  maximumQuantity: '20',
  quantityStepSize: '1',
  config: {
    parts: [
      {
        id: 'size',
        name: 'Größe',
        type: 'select',
        optional: false,
        options: [
          { id: 'small', name: 'Klein', modifier: 'overwrite', value: '8.90' },
          { id: 'large', name: 'Groß', modifier: 'add', value: '0' },
        ],
      },
      { id: 'extras', name: 'Extras', type: 'multiselect', optional: true, options: [{ id: 'cheese', name: 'Käse', modifier: 'add', value: '1.50' }] },
    ],
  },
};
const spread: Product = {
  id: 8,
  name: 'Liptauer',
  description: '',
  price: '0.89',
  isAvailable: true,
  unit: 'decagram',
  minimumQuantity: '10',
  maximumQuantity: '100',
  quantityStepSize: '5',
  defaultQuantity: '20',
  alternativeUnits: [{ unit: 'package', ratio: '25', minimumQuantity: '1', maximumQuantity: '10', quantityStepSize: '1' }],
};
const small = (amount = 1): CartItem => itemFor(pizza, amount, null, [{ id: 'size', options: [{ id: 'small' }] }]);

describe('cart (001 §3, §4)', () => {
  test('is kept per branch identifier under a fixed prefix and read tolerantly', () => {
    const storage = memoryStorage();
    const cart = putItem(withOrderType(emptyCart(), 'delivery'), small(2));
    writeCart(storage, 'wien', cart);
    assert.ok(storage.getItem(`${CART_PREFIX}wien`));
    assert.deepEqual(readCart(storage, 'wien'), cart);
    assert.deepEqual(readCart(storage, 'graz'), emptyCart());
    storage.setItem(`${CART_PREFIX}kaputt`, '{"items": [{"amount": "x"}, 3, {"amount": 1, "product": {"id": 1}}]}');
    const read = readCart(storage, 'kaputt');
    assert.equal(read.items.length, 1);
    assert.equal(read.items[0].product.id, 1);
    storage.setItem(`${CART_PREFIX}json`, '{nope');
    assert.deepEqual(readCart(storage, 'json'), emptyCart());
  });

  test('the cart that went to a payment provider is cleared once the payment is secured', () => {
    const storage = memoryStorage();
    cartStore('bezahlt', storage).set(putItem(emptyCart(), small(2)));
    clearAfterPayment('uid-1', false, storage); // not one of ours: nothing happens
    assert.equal(readCart(storage, 'bezahlt').items.length, 1);
    rememberPayment('uid-1', 'bezahlt', storage);
    clearAfterPayment('uid-1', false, storage);
    assert.equal(readCart(storage, 'bezahlt').items.length, 0);
    assert.equal(storage.getItem('tresen.paying.uid-1'), null);
  });

  test('the order type counts as chosen once either flag is stored; choosing sets both flags', () => {
    assert.equal(storedOrderType(emptyCart()), null);
    assert.equal(storedOrderType(withOrderType(emptyCart(), 'takeaway')), 'takeaway');
    const dineIn = withOrderType(emptyCart(), 'dineIn');
    assert.deepEqual([dineIn.isDelivery, dineIn.isDineIn], [false, true]);
    assert.equal(storedOrderType({ ...emptyCart(), isDelivery: true }), 'delivery');
  });

  test('the same choice raises the amount, another choice is a new line, an index replaces', () => {
    let cart = putItem(emptyCart(), small(1));
    cart = putItem(cart, small(2));
    assert.equal(cart.items.length, 1);
    assert.equal(cart.items[0].amount, 3);
    const large = itemFor(pizza, 1, null, [{ id: 'size', options: [{ id: 'large' }] }]);
    cart = putItem(cart, large);
    assert.equal(cart.items.length, 2);
    cart = putItem(cart, small(5), 0);
    assert.equal(cart.items[0].amount, 5);
    assert.equal(removeItem(cart, 9), cart, 'a missing index is ignored');
    assert.deepEqual(removeItem(cart, 0).items, [large]);
    assert.equal(setAmount(cart, 0, 0), cart, 'zero is no amount');
    assert.equal(setAmount(cart, 1, 4).items[1].amount, 4);
  });

  test('clear empties the items and the order\'s appointment and comment; self-service all of it', () => {
    const cart = { ...putItem(emptyCart(), small()), order: { firstName: 'Anna', appointmentDate: '2026-01-01T12:00:00Z', comment: 'Hi' } };
    assert.deepEqual(clearCart(cart), { ...cart, items: [], order: { firstName: 'Anna' } });
    assert.deepEqual(clearCart(cart, true).order, {});
  });

  test('units counted by amount, others (kg, l …) as one', () => {
    const products = new Map([[pizza.id, pizza], [spread.id, spread]]);
    const items = [small(3), itemFor(spread, 20, null, []), itemFor(spread, 2, 'package', [])];
    assert.equal(cartCount(items, products), 3 + 1 + 2);
  });

  test('migration drops items that no longer match an active product', () => {
    const cart = { ...emptyCart(), items: [small(), itemFor(spread, 20, null, [])] };
    const same = new Map([[pizza.id, pizza], [spread.id, spread]]);
    assert.deepEqual(migrate(cart, same), { cart, removed: 0 });
    for (const changed of [
      { ...pizza, price: '10.90' },
      { ...pizza, name: 'Pizza Neu' },
      { ...pizza, description: 'anders' },
      { ...pizza, isAvailable: false },
      { ...pizza, config: { parts: [] } },
    ]) {
      const result = migrate(cart, new Map([[pizza.id, changed], [spread.id, spread]]));
      assert.equal(result.removed, 1, JSON.stringify(changed).slice(0, 60));
      assert.deepEqual(result.cart.items.map((i) => i.product.id), [spread.id]);
    }
    assert.equal(migrate(cart, new Map([[spread.id, spread]])).removed, 1);
  });

  test('the server gets {amount, unit, product: {id}, parts} and never a price', () => {
    const items = [itemFor(pizza, 2, null, [{ id: 'size', options: [{ id: 'small' }] }, { id: 'extras', options: [] }])];
    assert.deepEqual(toServerItems(items), [{ amount: 2, unit: null, product: { id: 7 }, parts: [{ id: 'size', options: [{ id: 'small' }] }] }]);
    assert.ok(!JSON.stringify(toServerItems(items)).includes('9.90'));
  });

  test('typed step values: kept, sent, part of the line identity and shown (002 §3)', () => {
    const fence: Product = { ...pizza, config: { parts: [{ id: 'width', name: 'Breite in cm', type: 'text', optional: false, options: [] }, { id: 'sketch', name: 'Skizze', type: 'file', optional: true, options: [] }] } };
    const upload = { id: 4, publicHash: 'abc', name: 'plan.pdf' };
    const wide = itemFor(fence, 1, null, [{ id: 'width', options: [], value: '180' }, { id: 'sketch', options: [], uploads: [upload] }]);
    const narrow = itemFor(fence, 1, null, [{ id: 'width', options: [], value: '90' }]);
    assert.deepEqual(toServerItems([narrow])[0].parts, [{ id: 'width', options: [], value: '90' }]);
    assert.deepEqual(toServerItems([wide])[0].parts[1], { id: 'sketch', options: [], uploads: [upload] });
    let cart = putItem(putItem(emptyCart(), wide), narrow);
    assert.equal(cart.items.length, 2); // another width is another line
    cart = putItem(cart, wide);
    assert.equal(cart.items[0].amount, 2);
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) } as unknown as Storage;
    writeCart(store, 'holz', cart);
    assert.deepEqual(readCart(store, 'holz').items[0].parts, wide.parts);
    assert.equal(choicesText(fence, wide.parts), 'Breite in cm: 180 · Skizze: plan.pdf');
  });
});

describe('products', () => {
  test('quantity rules follow the chosen unit', () => {
    assert.deepEqual(quantityRules(spread, null), { min: 10, max: 100, step: 5, initial: 20 });
    assert.deepEqual(quantityRules(spread, 'package'), { min: 1, max: 10, step: 1, initial: 1 });
    assert.deepEqual(quantityRules({ ...pizza, minimumQuantity: null, quantityStepSize: null, maximumQuantity: null }, null), {
      min: 1,
      max: 99,
      step: 1,
      initial: 1,
    });
  });

  test('configurable products, units and bundles open the overlay', () => {
    assert.equal(needsOverlay(pizza), true);
    assert.equal(needsOverlay(spread), true);
    assert.equal(needsOverlay({ ...pizza, config: { parts: [] } }), false);
    assert.equal(needsOverlay({ ...pizza, config: { parts: [] }, type: 'bundle' }), true);
    assert.equal(choicesText(pizza, [{ id: 'size', options: [{ id: 'small' }] }, { id: 'extras', options: [{ id: 'cheese' }] }]), 'Größe: Klein · Extras: Käse');
  });
});
