/** window.__TRESEN__: state for browser tests and for support staff in the console. */
import type * as Sdk from '@tresen/sdk';
import type { SlotConflict } from '@tresen/sdk';
import type { PluginFailure } from './plugins/report';

export interface TresenDebug {
  /** The shell's @tresen/sdk module (plugins must see the very same object). */
  sdk: typeof Sdk;
  /** Ids of the plugins whose module loaded and whose setup finished. */
  plugins: string[];
  /** Plugin failures: refused, not loaded, setup or render failed. */
  errors: PluginFailure[];
  /** Replace slots with more than one overrider. */
  conflicts: SlotConflict[];
  /** Number of distinct @tresen/sdk instances seen (1 when sharing works). */
  sdkInstances: number;
  /** What the share scope holds: key → version → provider and loaded flag. */
  shared: () => Record<string, Record<string, { from: string; loaded: boolean }>>;
  version: string;
  /** True once init is loaded, plugins are settled and the app is rendered. */
  ready: boolean;
}

declare global {
  interface Window {
    __TRESEN__?: TresenDebug;
  }
}

export function exposeDebug(sdk: typeof Sdk, shared: TresenDebug['shared']): TresenDebug {
  const debug: TresenDebug = {
    sdk,
    plugins: [],
    errors: [],
    conflicts: [],
    sdkInstances: 1,
    shared,
    version: '',
    ready: false,
  };
  window.__TRESEN__ = debug;
  return debug;
}
