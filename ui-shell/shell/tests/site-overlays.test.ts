import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { routeContext, SELF_SERVICE } from '../src/site/overlays/context';
import { nextPopup } from '../src/site/overlays/InfoPoint';
import { newsKey } from '../src/site/overlays/News';

describe('storefront overlays (002 §2.10)', () => {
  test('pop-ups cycle by index and wrap to closed past the last', () => {
    assert.equal(nextPopup(0, 3), 1);
    assert.equal(nextPopup(1, 3), 2);
    assert.equal(nextPopup(2, 3), null);
    assert.equal(nextPopup(0, 1), null);
  });

  test('a news block is remembered by id and content', () => {
    const news = { id: 4, content: { buttonLabel: 'OK', data: [{ type: 'text', value: '<p>a</p>' }] } };
    assert.equal(newsKey(news), newsKey({ ...news }));
    assert.notEqual(newsKey(news), newsKey({ ...news, content: { ...news.content, buttonLabel: 'Gut' } }));
    assert.match(newsKey(news), /^4:/);
  });

  test('the self-service context comes from ?context=self-service', () => {
    assert.equal(routeContext('?context=self-service'), SELF_SERVICE);
    assert.equal(routeContext('?x=1'), '');
  });
});
