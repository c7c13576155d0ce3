import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createSlotRegistry,
  definePlugin,
  installPlugin,
  PluginError,
  SDK_INSTANCE,
  SDK_MAJOR,
  SDK_VERSION,
  sdkMismatch,
} from '../src/index';
import packageJson from '../package.json';

const Component = () => null;

describe('definePlugin', () => {
  test('stamps the definition with this SDK instance and version', () => {
    const plugin = definePlugin({ id: 'toolbar', sdk: 1, setup() {} });
    assert.equal(plugin.sdkInstance, SDK_INSTANCE);
    assert.equal(plugin.sdkVersion, packageJson.version);
    assert.equal(SDK_VERSION, '1.0.0');
    assert.equal(SDK_MAJOR, 1);
    assert.ok(Object.isFrozen(plugin));
  });

  test('refuses ids that cannot be remote names', () => {
    assert.throws(() => definePlugin({ id: 'My-Plugin', sdk: 1, setup() {} }), /must match/);
    assert.throws(() => definePlugin({ id: 'ok', sdk: 1.5, setup() {} }), /integer/);
  });
});

describe('sdkMismatch', () => {
  test('accepts the same major in any spelling', () => {
    assert.equal(sdkMismatch('map', 1), null);
    assert.equal(sdkMismatch('map', '1'), null);
    assert.equal(sdkMismatch('map', '1.4.0'), null);
  });

  test('explains a different or missing major in German and English', () => {
    const message = sdkMismatch('map', '2')!;
    assert.match(message, /Plugin „map“ wurde nicht geladen: es benötigt SDK-Version 2, die Oberfläche bietet Version 1/);
    assert.match(message, /requires SDK 2, the shell provides SDK 1/);
    assert.ok(sdkMismatch('map', undefined));
    assert.ok(sdkMismatch('map', ''));
  });
});

describe('installPlugin', () => {
  test('applies the registrations of a successful setup and passes init and the shell SDK', async () => {
    const registry = createSlotRegistry();
    let seen: unknown;
    const plugin = definePlugin({
      id: 'alpha',
      sdk: 1,
      setup(api) {
        seen = api.sdkInstance;
        api.override('header', Component, { priority: 3 });
        api.contribute('footer.actions', Component);
      },
    });
    await installPlugin(plugin, { registry, expectedId: 'alpha' });
    assert.equal(seen, SDK_INSTANCE);
    assert.equal(registry.winner('header')?.priority, 3);
    assert.equal(registry.fills('footer.actions').length, 1);
  });

  test('a setup that throws registers nothing', async () => {
    const registry = createSlotRegistry();
    const plugin = definePlugin({
      id: 'broken',
      sdk: 1,
      setup(api) {
        api.override('header', Component);
        throw new Error('kaputt');
      },
    });
    await assert.rejects(installPlugin(plugin, { registry }), (error: PluginError) => {
      assert.equal(error.plugin, 'broken');
      assert.match(error.message, /setup failed: kaputt/);
      return true;
    });
    assert.equal(registry.fills('header').length, 0);
  });

  test('a registration for a wrong slot fails the whole setup', async () => {
    const registry = createSlotRegistry();
    const plugin = definePlugin({
      id: 'wrong',
      sdk: 1,
      setup(api) {
        api.contribute('footer.actions', Component);
        // @ts-expect-error -- the types refuse a replace slot here; plain JS plugins are refused at run time
        api.contribute('header', Component);
      },
    });
    await assert.rejects(installPlugin(plugin, { registry }), /replace/);
    assert.equal(registry.fills('footer.actions').length, 0);
  });

  test('refuses another SDK major, a different id and a non-plugin export', async () => {
    const registry = createSlotRegistry();
    const future = { ...definePlugin({ id: 'future', sdk: 1, setup() {} }), sdk: 2 };
    await assert.rejects(installPlugin(future, { registry }), /SDK-Version 2/);
    await assert.rejects(installPlugin(definePlugin({ id: 'alpha', sdk: 1, setup() {} }), { expectedId: 'beta' }), /declares id "alpha"/);
    await assert.rejects(installPlugin({ nothing: true }, { expectedId: 'x' }), /does not export definePlugin/);
  });

  test('an async setup past its budget fails', async () => {
    const plugin = definePlugin({ id: 'slow', sdk: 1, setup: () => new Promise(() => {}) });
    await assert.rejects(installPlugin(plugin, { registry: createSlotRegistry(), timeoutMs: 20 }), /within 20 ms/);
  });
});
