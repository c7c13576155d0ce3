/** The pwa plugin's pure rules: which device may install, which dialog it gets, what the worker stores. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectDevice, installSupported, instructionsFor } from '../src/platform';
import { isCachedApi, mayStore } from '../src/sw/policy';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36';

test('devices: iPadOS poses as a Mac but has touch points', () => {
  assert.equal(detectDevice(IPHONE), 'ios-phone');
  assert.equal(detectDevice(IPAD, 5), 'ios-tablet');
  assert.equal(detectDevice(IPAD, 0), 'other');
  assert.equal(detectDevice(ANDROID), 'android');
  assert.equal(detectDevice(DESKTOP), 'other');
});

test('install is supported only on Android or iOS with a service worker (000 §2)', () => {
  assert.equal(installSupported('android', true), true);
  assert.equal(installSupported('ios-phone', true), true);
  assert.equal(installSupported('ios-tablet', false), false);
  assert.equal(installSupported('other', true), false);
});

test('instruction dialogs: iOS phone, iOS tablet, generic with a browser prompt, else unsupported', () => {
  assert.equal(instructionsFor('ios-phone', false), 'ios-phone');
  assert.equal(instructionsFor('ios-tablet', true), 'ios-tablet');
  assert.equal(instructionsFor('android', true), 'generic');
  assert.equal(instructionsFor('android', false), 'unsupported');
});

test('the worker caches public API reads, never staff, order status or sign-in answers', () => {
  assert.equal(isCachedApi('/api/init'), true);
  assert.equal(isCachedApi('/api/branches/3/catalog'), true);
  for (const path of ['/api/orders/public/abc/def', '/api/orders', '/api/users/me', '/api/logs', '/api/toolbar/status', '/api/config']) {
    assert.equal(isCachedApi(path), false, path);
  }
  assert.equal(isCachedApi('/api/ordersx'), true); // a prefix is a whole path segment
  assert.equal(isCachedApi('/backend'), false);
  assert.equal(mayStore(200, false), true);
  assert.equal(mayStore(200, true), false);
  assert.equal(mayStore(206, false), false);
});
