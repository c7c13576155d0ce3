/** Loads the enabled plugins' UI modules (a chunk of its own: not downloaded with every plugin off). */
import type { InitData, SlotRegistry } from '@tresen/sdk';
import { loadPlugins, type LoadResult } from './load';
import { loadRemoteModule } from './remote';
import { createReporter, type PluginFailure } from './report';
import { PLUGIN_TEXTS } from './texts';

/**
 * Set up every enabled plugin with a UI module; failures (refused, not loaded, setup or
 * render failed) go to `failures` (window.__TRESEN__.errors) and POST /api/ui-errors.
 */
export function startPlugins(init: InitData, registry: SlotRegistry, failures: PluginFailure[]): Promise<LoadResult> {
  const report = createReporter(failures);
  registry.onFillError((fill, error) => {
    const message = error instanceof Error ? error.message : String(error);
    report(fill.plugin, PLUGIN_TEXTS.pluginRenderFailed(fill.plugin, fill.slot, message));
  });
  return loadPlugins(init, { registry, report, loadModule: (info) => loadRemoteModule(info) });
}
