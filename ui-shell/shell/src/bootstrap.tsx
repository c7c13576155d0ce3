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
import { preloadRoute } from './pages/FrontendRoutes';
import type { LoadResult } from './plugins/load';
import { describeShareScope } from './plugins/shareScope';
import { createQueryClient } from './query';
import { BASE_CSS } from './styles/base';
import { injectStyles } from './styles/inject';
import { SITE_CSS } from './styles/site';
import { applyTheme } from './theme';
import { BootLoader, InitFailed } from './ui/Boot';

/** Longest wait for plugins before the first render. */
const PLUGIN_DEADLINE_MS = 3000;

async function start(): Promise<void> {
  const debug = exposeDebug(sdk, describeShareScope);
  const { slotRegistry: registry } = sdk;

  injectStyles('base', BASE_CSS);
  injectStyles('site', SITE_CSS);
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  const root = createRoot(container);
  root.render(<BootLoader />);
  preloadRoute(window.location.pathname);

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
  applyTheme(init.config);
  const queryClient = createQueryClient(init);

  const trackConflicts = () => {
    debug.conflicts = registry.conflicts();
  };
  registry.subscribe(trackConflicts);

  // A module for consenting visitors (the analytics log's) waits for the cookie consent;
  // staff get it at once.
  const waiting = (p: sdk.PluginInfo) => p.audience === 'consent' && !sdk.hasConsent() && !sdk.isStaff(init.user);
  const later = init.plugins.filter((p) => p.remote && waiting(p));
  // A module of front-end pages loads when one of them is opened (pages/PluginPage.tsx).
  const now = { ...init, plugins: init.plugins.filter((p) => !waiting(p) && p.audience !== 'pages') };
  // The plugin loader is only downloaded when an enabled plugin has a UI module.
  const loading: Promise<LoadResult> = now.plugins.some((p) => p.remote)
    ? import(/* webpackChunkName: "plugins" */ './plugins/start').then((m) => m.startPlugins(now, registry, debug.errors))
    : Promise.resolve({ loaded: [], sdkInstances: new Set([sdk.SDK_INSTANCE]) });
  if (later.length) {
    const stop = sdk.onConsent(() => {
      stop();
      void import(/* webpackChunkName: "plugins" */ './plugins/start')
        .then((m) => m.startPlugins({ ...init, plugins: later }, registry, debug.errors))
        .then((result) => {
          debug.plugins = [...debug.plugins, ...result.loaded];
        });
    });
  }
  const plugins = loading.then(
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

  root.render(<App init={init} queryClient={queryClient} />);
  await plugins;
  debug.ready = true;
}

void start();
