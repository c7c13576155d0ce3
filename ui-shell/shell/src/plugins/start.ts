/** Loads the enabled plugins' UI modules (a chunk of its own: not downloaded with every plugin off). */
import type { InitData, PluginInfo, SlotRegistry } from '@tresen/sdk';
import { loadPlugins, type LoadResult, type Report } from './load';
import { loadRemoteModule, unloadRemote } from './remote';
import { createReporter, type PluginFailure } from './report';
import { PLUGIN_TEXTS } from './texts';

let report: Report | null = null;
/** The plugins whose module is loaded or loading: id → what the server said of it. */
const wanted = new Map<string, PluginInfo>();

function reporter(registry: SlotRegistry, failures: PluginFailure[]): Report {
  if (!report) {
    const created = createReporter(failures);
    registry.onFillError((fill, error) => {
      const message = error instanceof Error ? error.message : String(error);
      created(fill.plugin, PLUGIN_TEXTS.pluginRenderFailed(fill.plugin, fill.slot, message));
    });
    report = created;
  }
  return report;
}

function load(init: InitData, registry: SlotRegistry, failures: PluginFailure[]): Promise<LoadResult> {
  const fresh = init.plugins.filter((info) => info.remote && !wanted.has(info.id));
  fresh.forEach((info) => wanted.set(info.id, info));
  return loadPlugins({ ...init, plugins: fresh }, { registry, report: reporter(registry, failures), loadModule: (info) => loadRemoteModule(info) });
}

/**
 * Set up every enabled plugin with a UI module; failures (refused, not loaded, setup or
 * render failed) go to `failures` (window.__TRESEN__.errors) and POST /api/ui-errors.
 */
export function startPlugins(init: InitData, registry: SlotRegistry, failures: PluginFailure[]): Promise<LoadResult> {
  return load(init, registry, failures);
}

/**
 * Follow a new init payload (plugins switched on or off while the back office is open):
 * load the modules of newly enabled plugins, take the fills of disabled ones out of their
 * slots (their components unmount) and forget their remotes. window.__TRESEN__.plugins
 * follows.
 */
export async function syncPlugins(init: InitData, registry: SlotRegistry, failures: PluginFailure[]): Promise<void> {
  const enabled = new Set(init.plugins.filter((info) => info.remote).map((info) => info.id));
  const debug = window.__TRESEN__;
  for (const [id, info] of wanted) {
    if (enabled.has(id)) continue;
    wanted.delete(id);
    registry.removePlugin(id);
    unloadRemote(info);
    if (debug) debug.plugins = debug.plugins.filter((plugin) => plugin !== id);
  }
  // A module of front-end pages stays unloaded until one of its pages is opened.
  const { loaded } = await load({ ...init, plugins: init.plugins.filter((info) => info.audience !== 'pages') }, registry, failures);
  // Switched off again while it loaded: its fills go.
  loaded.filter((id) => !wanted.has(id)).forEach((id) => registry.removePlugin(id));
  if (debug) debug.plugins = [...debug.plugins, ...loaded.filter((id) => wanted.has(id) && !debug.plugins.includes(id))];
}
