import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forwardCommerceEvent } from '../src/tracking/commerce';

type Win = { gtag?: (...a: unknown[]) => void; fbq?: (...a: unknown[]) => void };

test('forwardCommerceEvent: nothing happens while no tag or pixel is loaded', () => {
  (globalThis as { window?: unknown }).window = {};
  forwardCommerceEvent('addToCart', { items: [{ id: 1, quantity: 2, price: '3.50' }], price: '7.00' });
});

test('forwardCommerceEvent: gtag event and fbq track with value, currency and items', () => {
  const calls: unknown[][] = [];
  const win: Win = { gtag: (...a) => calls.push(['gtag', ...a]), fbq: (...a) => calls.push(['fbq', ...a]) };
  (globalThis as { window?: unknown }).window = win;
  try {
    forwardCommerceEvent('purchase', { items: [{ id: 7, name: 'Lärche', quantity: 3, price: '12.40' }, { id: 'x' }], price: '49.20' });
    forwardCommerceEvent('initiateCheckout', { items: [], price: 0, currency: 'CHF' });
  } finally {
    delete (globalThis as { window?: unknown }).window;
  }
  assert.deepEqual(calls[0], [
    'gtag',
    'event',
    'purchase',
    {
      currency: 'EUR',
      value: 49.2,
      items: [
        { item_id: '7', item_name: 'Lärche', quantity: 3, price: 12.4 },
        { item_id: 'x', item_name: undefined, quantity: 1, price: undefined },
      ],
    },
  ]);
  assert.deepEqual(calls[1], [
    'fbq',
    'track',
    'Purchase',
    { currency: 'EUR', value: 49.2, content_type: 'product', contents: [{ id: '7', quantity: 3 }, { id: 'x', quantity: 1 }], num_items: 4 },
  ]);
  assert.equal((calls[2] as unknown[])[2], 'begin_checkout');
  assert.equal(((calls[3] as unknown[])[3] as { currency: string }).currency, 'CHF');
  assert.equal((calls[3] as unknown[])[2], 'InitiateCheckout');
});
