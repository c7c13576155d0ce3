import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSlotRegistry, definePlugin, SDK_INSTANCE, type InitData, type PluginInfo } from '@tresen/sdk';
import { loadPlugins } from '../src/plugins/load';
import { validRemote } from '../src/plugins/remote';
import { createReporter, type PluginFailure } from '../src/plugins/report';

const Component = () => null;

function info(id: string, extra: Partial<PluginInfo> = {}): PluginInfo {
  return { id, version: '1.0.0', sdk: '1', remote: { name: `plugin_${id}`, entry: `/plugins/${id}/remoteEntry.js` }, ...extra };
}

function init(plugins: PluginInfo[]): InitData {
  return { version: '1.7.2', config: {}, user: null, plugins, entries: [] };
}

const good = (id: string) =>
  definePlugin({
    id,
    sdk: 1,
    setup(api) {
      api.contribute('frontend.overlays', Component);
    },
  });

async function run(plugins: PluginInfo[], modules: Record<string, () => unknown>) {
  const registry = createSlotRegistry();
  const failures: Array<[string, string]> = [];
  const requested: string[] = [];
  const result = await loadPlugins(init(plugins), {
    registry,
    report: (plugin, message) => failures.push([plugin, message]),
    loadModule: async (plugin) => {
      requested.push(plugin.id);
      return modules[plugin.id]();
    },
  });
  return { registry, failures, requested, result };
}

describe('loadPlugins', () => {
  test('loads every enabled plugin and shares one SDK instance', async () => {
    const { result, registry, failures } = await run([info('toolbar'), info('map')], {
      toolbar: () => ({ default: good('toolbar') }),
      map: () => ({ default: good('map') }),
    });
    assert.deepEqual(result.loaded, ['toolbar', 'map']);
    assert.equal(result.sdkInstances.size, 1);
    assert.deepEqual(failures, []);
    assert.equal(registry.fills('frontend.overlays').length, 2);
  });

  test('refuses another SDK major without requesting the module', async () => {
    const { result, failures, requested } = await run([info('future', { sdk: '2' }), info('map')], {
      map: () => ({ default: good('map') }),
    });
    assert.deepEqual(requested, ['map']);
    assert.deepEqual(result.loaded, ['map']);
    assert.equal(failures[0][0], 'future');
    assert.match(failures[0][1], /SDK-Version 2.*requires SDK 2/s);
  });

  test('a module that fails to load or to set up is isolated', async () => {
    const { result, failures, registry } = await run([info('missing'), info('broken'), info('map')], {
      missing: () => {
        throw new Error('Modul des Plugins „missing“ konnte nicht geladen werden');
      },
      broken: () => ({
        default: definePlugin({
          id: 'broken',
          sdk: 1,
          setup(api) {
            api.override('header', Component);
            throw new Error('kaputt');
          },
        }),
      }),
      map: () => ({ default: good('map') }),
    });
    assert.deepEqual(result.loaded, ['map']);
    assert.deepEqual(failures.map(([plugin]) => plugin).sort(), ['broken', 'missing']);
    assert.equal(registry.winner('header'), undefined);
  });

  test('refuses a plugin that bundles its own SDK copy', async () => {
    const foreign = { ...good('rogue'), sdkInstance: { other: true } };
    const { result, failures } = await run([info('rogue')], { rogue: () => ({ default: foreign }) });
    assert.deepEqual(result.loaded, []);
    assert.equal(result.sdkInstances.size, 2);
    assert.ok(result.sdkInstances.has(SDK_INSTANCE));
    assert.match(failures[0][1], /eigene Kopie von @tresen\/sdk/);
  });

  test('skips plugins without a UI module and duplicate ids', async () => {
    const { requested } = await run([info('payments', { remote: null }), info('map'), info('map')], {
      map: () => ({ default: good('map') }),
    });
    assert.deepEqual(requested, ['map']);
  });
});

describe('validRemote', () => {
  test('accepts plugin_<id> with a same-origin path', () => {
    assert.deepEqual(validRemote(info('toolbar')).name, 'plugin_toolbar');
  });

  test('refuses foreign origins and names that do not match the id', () => {
    for (const remote of [
      { name: 'plugin_toolbar', entry: 'https://evil.example/remoteEntry.js' },
      { name: 'plugin_toolbar', entry: '//evil.example/remoteEntry.js' },
      { name: 'plugin_other', entry: '/plugins/toolbar/remoteEntry.js' },
      { name: 'plugin-toolbar', entry: '/plugins/toolbar/remoteEntry.js' },
    ]) {
      assert.throws(() => validRemote(info('toolbar', { remote })), /ungültige Modulangabe/);
    }
  });
});

describe('createReporter', () => {
  test('keeps each failure once and posts at most 20', () => {
    const sink: PluginFailure[] = [];
    const posted: PluginFailure[] = [];
    const originalError = console.error;
    console.error = () => {};
    try {
      const report = createReporter(sink, (failure) => posted.push(failure));
      report('map', 'kaputt');
      report('map', 'kaputt');
      for (let i = 0; i < 30; i++) report('loop', `error ${i}`);
    } finally {
      console.error = originalError;
    }
    assert.equal(sink.length, 31);
    assert.deepEqual(sink[0], { plugin: 'map', message: 'kaputt' });
    assert.equal(posted.length, 20);
  });
});
