/** When the questionnaire shows (001 §4) and that a dismissal is remembered per order. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicOrder } from '@tresen/sdk';
import { dismiss, isDismissed, shouldAsk } from '../src/visible';

const order = (changes: Partial<PublicOrder>): PublicOrder =>
  ({ id: 1, uid: 'u', hash: 'h', status: 'completed', isConfirmed: true, isRejected: false, isInDelivery: false, isCompleted: true, isCanceled: false, isFailed: false, isDelivery: false, isDineIn: false, branch: { id: 1 }, questionnaireRating: null, ...changes }) as PublicOrder;

test('asked for a completed order without a rating', () => assert.equal(shouldAsk(order({}), false), true));
test('not before completion', () => assert.equal(shouldAsk(order({ isCompleted: false, status: 'confirmed' }), false), false));
test('not once rated', () => assert.equal(shouldAsk(order({ questionnaireRating: 4 }), false), false));
test('not when dismissed', () => assert.equal(shouldAsk(order({}), true), false));
test('not without the plugin field (the plugin is off on the server)', () => {
  const { questionnaireRating: _, ...rest } = order({});
  assert.equal(shouldAsk(rest as PublicOrder, false), false);
});
test('not without an order', () => assert.equal(shouldAsk(null, false), false));

test('a dismissal is remembered per order', () => {
  const data = new Map<string, string>();
  const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as unknown as Storage;
  assert.equal(isDismissed('a', store), false);
  dismiss('a', store);
  assert.equal(isDismissed('a', store), true);
  assert.equal(isDismissed('b', store), false);
});
