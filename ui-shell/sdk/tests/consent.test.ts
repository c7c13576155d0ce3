import assert from 'node:assert/strict';
import { test } from 'node:test';
import { giveConsent, hasConsent, onConsent } from '../src/index';

test('consent: a cookie for 365 days that wakes what waits for it', () => {
  // A minimal document: writing document.cookie stores the assignment as the browser would.
  const written: string[] = [];
  const fake = {
    get cookie() {
      return written.map((w) => w.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  (globalThis as { document?: unknown }).document = fake;
  try {
    assert.equal(hasConsent(), false);
    const calls: string[] = [];
    const stop = onConsent(() => calls.push('map'));
    onConsent(() => calls.push('analytics'));
    stop();
    giveConsent();
    assert.deepEqual(calls, ['analytics']);
    assert.equal(hasConsent(), true);
    assert.match(written[0], /^tresen_consent=1;max-age=31536000;path=\//);
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
});
