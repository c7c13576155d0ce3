import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measure, onMeasure, type MeasureEntry } from '../src/index';

test('measure: entries wait for the first listener (the newest 100), then go straight to every listener', () => {
  for (let i = 0; i < 105; i += 1) measure({ type: 'pageview', action: `/p${i}`, category: 'page' });
  const first: MeasureEntry[] = [];
  const stop = onMeasure((entry) => first.push(entry));
  assert.equal(first.length, 100);
  assert.deepEqual([first[0].action, first[99].action], ['/p5', '/p104']);
  const second: string[] = [];
  const stopSecond = onMeasure((entry) => second.push(entry.action));
  assert.deepEqual(second, []); // what the first listener took is not replayed
  measure({ type: 'event', action: 'addToCart', category: 'commerce', data: { price: '9.90' } });
  assert.equal(first.at(-1)?.action, 'addToCart');
  assert.deepEqual(second, ['addToCart']);
  stop();
  stopSecond();
  measure({ type: 'pageview', action: '/later', category: 'page' });
  const third: string[] = [];
  onMeasure((entry) => third.push(entry.action))();
  assert.deepEqual(third, ['/later']); // kept again while nobody listened
});
