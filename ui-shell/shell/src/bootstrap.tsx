/**
 * Start-up: init payload → formatting and API cache → enabled plugins (isolated, in
 * parallel) → render. The page renders once plugins are settled or the deadline passed;
 * a plugin that arrives later still fills its slots (the registry is reactive).
 */
import * as sdk from '@tresen/sdk';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { exposeDebug } from './debug';
import { loadInit } from './init';
import { loadPlugins } from './plugins/load';
import { describeShareScope, loadRemoteModule } from './plugins/remote';
import { createReporter } from './plugins/report';
import { TEXTS } from './texts';
import { injectStyles } from './styles';
import { BootLoader, InitFailed } from './ui/Boot';

/** Longest wait for plugins before the first render. */
const PLUGIN_DEADLINE_MS = 3000;

async function start(): Promise<void> {
  const debug = exposeDebug(sdk, describeShareScope);
  const report = createReporter(debug.errors);
  const { slotRegistry: registry } = sdk;

  injectStyles();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  const root = createRoot(container);
  root.render(<BootLoader />);

  let init: sdk.InitData;
  try {
    init = await loadInit(sdk.api);
  } catch {
    root.render(<InitFailed />);
    return;
  }
  debug.version = init.version;
  sdk.configureFormatting({ currency: init.config.currency, timeZone: init.config.timeZone });
  sdk.api.prime(init.entries);

  registry.onFillError((fill, error) => {
    const message = error instanceof Error ? error.message : String(error);
    report(fill.plugin, TEXTS.pluginRenderFailed(fill.plugin, fill.slot, message));
  });
  const trackConflicts = () => {
    debug.conflicts = registry.conflicts();
  };
  registry.subscribe(trackConflicts);

  const plugins = loadPlugins(init, { registry, report, loadModule: (info) => loadRemoteModule(info) }).then(
    (result) => {
      debug.plugins = result.loaded;
      debug.sdkInstances = result.sdkInstances.size;
      trackConflicts();
      for (const conflict of debug.conflicts) {
        console.warn(
          `[tresen] slot "${conflict.slot}": override of "${conflict.winner}" wins over ${conflict.overridden.join(', ')}`,
        );
      }
    },
  );
  await Promise.race([plugins, new Promise((resolve) => setTimeout(resolve, PLUGIN_DEADLINE_MS))]);

  root.render(<App init={init} />);
  await plugins;
  debug.ready = true;
}

void start();
