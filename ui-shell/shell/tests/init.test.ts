import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeInit, readEmbeddedInit } from '../src/init';
import { findSite, navigationLinks } from '../src/data';

const payload = {
  data: {
    version: '1.7.2',
    config: { shopName: 'Tresen', currency: 'EUR', enablePluginToolbar: true },
    user: { id: 1, username: 'anna', email: 'a@example.com', roles: ['ROLE_ADMIN'], branches: [{ id: 1 }] },
    plugins: [{ id: 'toolbar', title: 'Toolbar', version: '1.0.0', sdk: '1', slots: ['frontend.overlays'], remote: { name: 'plugin_toolbar', entry: '/plugins/toolbar/remoteEntry.js' } }],
    entries: [{ url: '/api/branches', data: { data: [{ id: 1 }] } }],
  },
};

describe('init payload', () => {
  test('accepts the GET /api/init envelope and its content alike', () => {
    const fromEnvelope = normalizeInit(payload);
    assert.deepEqual(fromEnvelope, normalizeInit(payload.data));
    assert.equal(fromEnvelope.version, '1.7.2');
    assert.equal(fromEnvelope.user?.username, 'anna');
    assert.equal(fromEnvelope.plugins[0].remote?.entry, '/plugins/toolbar/remoteEntry.js');
  });

  test('fills missing parts: anonymous user, no plugins, no entries', () => {
    const init = normalizeInit({ data: { version: '1.7.2', config: { shopName: 'X' }, user: null } });
    assert.equal(init.user, null);
    assert.deepEqual(init.plugins, []);
    assert.deepEqual(init.entries, []);
    assert.throws(() => normalizeInit('nope'));
  });

  test('adds the answers of <script id="tresen-preload"> to the entries', () => {
    const preload = [{ url: '/api/branches/1/catalog', data: { data: { categories: [] } } }];
    const texts: Record<string, string> = { 'tresen-init': JSON.stringify(payload), 'tresen-preload': JSON.stringify(preload) };
    const doc = { getElementById: (id: string) => ({ textContent: texts[id] }) as HTMLElement };
    const init = readEmbeddedInit(doc);
    assert.deepEqual(init?.entries.map((e) => e.url), ['/api/branches', '/api/branches/1/catalog']);
  });

  test('reads the embedded <script id="tresen-init">, ignoring an empty or broken one', () => {
    const doc = (text: string | null) => ({
      getElementById: (id: string) => (text === null || id !== 'tresen-init' ? null : ({ textContent: text } as HTMLElement)),
    });
    assert.equal(readEmbeddedInit(doc(JSON.stringify(payload)))?.config.shopName, 'Tresen');
    assert.equal(readEmbeddedInit(doc(null)), null);
    assert.equal(readEmbeddedInit(doc('  ')), null);
    const warn = console.warn;
    console.warn = () => {};
    try {
      assert.equal(readEmbeddedInit(doc('{broken')), null);
    } finally {
      console.warn = warn;
    }
  });
});

describe('entity readers', () => {
  test('navigation links by identifier and sites by path', () => {
    const navigations = [
      { identifier: 'main', items: [{ title: 'Speisekarte', url: '/site/menu', children: [{ title: 'Mittag' }] }, { title: '', url: '/x' }] },
      { identifier: 'footer-main', items: [{ name: 'Impressum', path: '/site/imprint' }] },
    ];
    assert.deepEqual(navigationLinks(navigations, 'main'), [{ label: 'Speisekarte', href: '/site/menu', nested: true }]);
    assert.deepEqual(navigationLinks(navigations, 'footer-main'), [{ label: 'Impressum', href: '/site/imprint', nested: false }]);
    const sites = [{ path: 'kontakt', title: 'Kontakt' }, { path: '/', title: 'Start' }];
    assert.equal(findSite(sites, '/kontakt/')?.title, 'Kontakt');
    assert.equal(findSite(sites, '/')?.title, 'Start');
    assert.equal(findSite(sites, '/nope'), undefined);
  });
});
