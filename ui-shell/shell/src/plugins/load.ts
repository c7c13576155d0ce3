/**
 * Load and set up every enabled plugin that has a UI module. Each plugin is isolated: a
 * refused, missing or throwing plugin is reported and skipped; the others and the page
 * go on with the defaults.
 */
import {
  installPlugin,
  SDK_INSTANCE,
  sdkMismatch,
  type DefinedPlugin,
  type InitData,
  type SlotRegistry,
} from '@tresen/sdk';
import { PLUGIN_TEXTS as TEXTS } from './texts';

export type Report = (plugin: string, message: string) => void;

export interface LoadDeps {
  registry: SlotRegistry;
  report: Report;
  /** Returns the exports of the plugin's `./plugin` module. */
  loadModule: (info: InitData['plugins'][number]) => Promise<unknown>;
  setupTimeoutMs?: number;
}

export interface LoadResult {
  loaded: string[];
  /** SDK module instances seen: the shell's and every loaded plugin's (1 when shared). */
  sdkInstances: Set<object>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadPlugins(init: InitData, deps: LoadDeps): Promise<LoadResult> {
  const result: LoadResult = { loaded: [], sdkInstances: new Set([SDK_INSTANCE]) };
  const seen = new Set<string>();
  const candidates = init.plugins.filter((info) => {
    if (!info.remote || seen.has(info.id)) return false;
    seen.add(info.id);
    return true;
  });

  await Promise.all(
    candidates.map(async (info) => {
      // Refuse before requesting any file: a plugin for another SDK major never loads.
      const mismatch = sdkMismatch(info.id, info.sdk);
      if (mismatch) return deps.report(info.id, mismatch);
      try {
        const exports = (await deps.loadModule(info)) as { default?: unknown; plugin?: unknown } | null;
        const definition = (exports?.default ?? exports?.plugin) as DefinedPlugin | undefined;
        if (definition?.sdkInstance) result.sdkInstances.add(definition.sdkInstance);
        if (definition?.sdkInstance && definition.sdkInstance !== SDK_INSTANCE) {
          throw new Error(TEXTS.pluginOwnSdk(info.id));
        }
        await installPlugin(definition, {
          expectedId: info.id,
          registry: deps.registry,
          init,
          timeoutMs: deps.setupTimeoutMs,
        });
        result.loaded.push(info.id);
      } catch (error) {
        deps.report(info.id, messageOf(error));
      }
    }),
  );
  // Load order must not show: report the loaded ids in the server's order.
  result.loaded.sort((a, b) => candidates.findIndex((c) => c.id === a) - candidates.findIndex((c) => c.id === b));
  return result;
}
