/**
 * Plugin definition and installation: `definePlugin({id, sdk: 1, setup(api)})` in a
 * plugin's `./plugin` module; the shell installs it with `installPlugin`. A plugin's
 * registrations are applied only when its setup finishes, so a setup that throws leaves
 * no half-registered fills behind.
 */
import type { ComponentType } from 'react';
import packageJson from '../package.json';
import { slotRegistry, type SlotComponent, type SlotRegistration, type SlotRegistry } from './registry';
import type { OverrideProps, PropsOf } from './Slot';
import type { AppendSlotId, ReplaceSlotId } from './slotProps';
import { TEXTS } from './texts';
import type { InitData } from './types';

export const SDK_VERSION: string = packageJson.version;
export const SDK_MAJOR: number = Number(SDK_VERSION.split('.')[0]);

/**
 * Identity of this copy of the SDK module. The shell compares the token a plugin's
 * definePlugin() stamped with its own: two tokens mean the SDK was not shared.
 */
export const SDK_INSTANCE: object = Object.freeze({ sdkVersion: SDK_VERSION });

const PLUGIN_ID = /^[a-z][a-z0-9_]*$/;

export interface PluginApi {
  readonly id: string;
  /** Init payload at setup time (config, user, version, enabled plugins). */
  readonly init: InitData | null;
  /** The shell's SDK copy (identical to the plugin's when sharing works). */
  readonly sdkInstance: object;
  /**
   * Replace the default of a replace slot. Highest priority wins; ties go to the smaller
   * plugin id. The component gets the slot's props (typed from slot-props.schema.json) and
   * `Default`, the component it replaces.
   */
  override<S extends ReplaceSlotId>(
    slot: S,
    component: ComponentType<OverrideProps<PropsOf<S>>>,
    options?: { priority?: number },
  ): void;
  /** Add a component to an append slot, sorted by order (ascending); it gets the slot's props. */
  contribute<S extends AppendSlotId>(slot: S, component: ComponentType<PropsOf<S>>, options?: { order?: number }): void;
}

export interface PluginDefinition {
  /** Plugin id, equal to the server's id (remote name `plugin_<id>`). */
  id: string;
  /** Major version of @tresen/sdk this plugin is written for. */
  sdk: number;
  setup(api: PluginApi): void | Promise<void>;
}

export interface DefinedPlugin extends Readonly<PluginDefinition> {
  readonly sdkInstance: object;
  readonly sdkVersion: string;
}

export class PluginError extends Error {
  readonly plugin: string;

  constructor(plugin: string, message: string) {
    super(message);
    this.name = 'PluginError';
    this.plugin = plugin;
  }
}

/** Declare a plugin; the shell calls its setup once the module is loaded. */
export function definePlugin(definition: PluginDefinition): DefinedPlugin {
  if (!definition || typeof definition !== 'object') throw new Error('definePlugin() needs an object');
  if (typeof definition.id !== 'string' || !PLUGIN_ID.test(definition.id)) {
    throw new Error(`definePlugin(): id "${String(definition.id)}" must match ${PLUGIN_ID}`);
  }
  if (!Number.isInteger(definition.sdk)) throw new Error(`definePlugin(${definition.id}): sdk must be an integer major version`);
  if (typeof definition.setup !== 'function') throw new Error(`definePlugin(${definition.id}): setup must be a function`);
  return Object.freeze({ ...definition, sdkInstance: SDK_INSTANCE, sdkVersion: SDK_VERSION });
}

/** null when a plugin built for SDK major `wanted` can run here, else the message to record. */
export function sdkMismatch(plugin: string, wanted: string | number | null | undefined): string | null {
  const major = Number(String(wanted ?? '').split('.')[0]);
  if (Number.isInteger(major) && major === SDK_MAJOR && String(wanted ?? '').trim() !== '') return null;
  return TEXTS.sdkMismatch(plugin, String(wanted ?? '?'), String(SDK_MAJOR));
}

export interface InstallOptions {
  /** The id the server announced; the module must declare the same. */
  expectedId?: string;
  registry?: SlotRegistry;
  init?: InitData | null;
  /** Budget for an async setup, default 5000 ms. */
  timeoutMs?: number;
}

function isDefinedPlugin(value: unknown): value is DefinedPlugin {
  const v = value as DefinedPlugin | null;
  return !!v && typeof v === 'object' && typeof v.id === 'string' && typeof v.setup === 'function';
}

/** Validate, version-check and set up one plugin; throws PluginError, registers nothing on failure. */
export async function installPlugin(definition: unknown, options: InstallOptions = {}): Promise<DefinedPlugin> {
  const registry = options.registry ?? slotRegistry;
  const label = options.expectedId ?? (definition as { id?: string } | null)?.id ?? '?';
  if (!isDefinedPlugin(definition)) {
    throw new PluginError(label, `Plugin "${label}": its ./plugin module does not export definePlugin(...) as default`);
  }
  if (options.expectedId !== undefined && definition.id !== options.expectedId) {
    throw new PluginError(label, `Plugin "${label}": module declares id "${definition.id}"`);
  }
  const mismatch = sdkMismatch(definition.id, definition.sdk);
  if (mismatch) throw new PluginError(definition.id, mismatch);

  const staged: SlotRegistration[] = [];
  let state: 'setup' | 'installed' | 'failed' = 'setup';
  const add = (registration: SlotRegistration) => {
    if (state === 'setup') staged.push(registration);
    else if (state === 'installed') registry.apply([registration]);
    // After a failed setup, late registrations are dropped.
  };
  // Typed per slot for plugin authors; at run time the registry checks the slot and its kind.
  const api: PluginApi = Object.freeze({
    id: definition.id,
    init: options.init ?? null,
    sdkInstance: SDK_INSTANCE,
    override: (slot: string, component: SlotComponent, opts: { priority?: number } = {}) =>
      add({ kind: 'override', plugin: definition.id, slot, component, priority: opts.priority }),
    contribute: (slot: string, component: SlotComponent, opts: { order?: number } = {}) =>
      add({ kind: 'contribute', plugin: definition.id, slot, component, order: opts.order }),
  } as PluginApi);

  const timeoutMs = options.timeoutMs ?? 5000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(() => definition.setup(api)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`setup did not finish within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    registry.apply(staged);
    state = 'installed';
  } catch (error) {
    state = 'failed';
    const message = error instanceof Error ? error.message : String(error);
    throw new PluginError(definition.id, `Plugin "${definition.id}": setup failed: ${message}`);
  } finally {
    clearTimeout(timer);
  }
  return definition;
}
