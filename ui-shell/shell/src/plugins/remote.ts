/**
 * Loading a plugin's federated module with webpack's built-in module federation: the
 * remote is registered at run time (no static `remotes`), so a disabled plugin's files
 * are never requested. Steps: <script src=remoteEntry.js> → global container
 * `plugin_<id>` → init with the shell's share scope → get('./plugin').
 */
import type { PluginInfo, RemoteInfo } from '@tresen/sdk';
import { PLUGIN_TEXTS as TEXTS } from './texts';

export const EXPOSED_MODULE = './plugin';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** The remote of a plugin if it is acceptable: name `plugin_<id>`, entry a same-origin path. */
export function validRemote(info: PluginInfo): RemoteInfo {
  const remote = info.remote;
  const ok =
    !!remote &&
    typeof remote.name === 'string' &&
    IDENTIFIER.test(remote.name) &&
    remote.name === `plugin_${info.id}` &&
    typeof remote.entry === 'string' &&
    remote.entry.startsWith('/') &&
    !remote.entry.startsWith('//');
  if (!ok) throw new Error(TEXTS.pluginBadRemote(info.id));
  return remote!;
}

function loadScript(plugin: string, url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => finish(new Error(TEXTS.pluginTimeout(plugin, url))), timeoutMs);
    function finish(error?: Error) {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (error) reject(error);
      else resolve();
    }
    script.src = url;
    script.async = true;
    script.dataset.tresenPlugin = plugin;
    script.onload = () => finish();
    script.onerror = () => finish(new Error(TEXTS.pluginLoadFailed(plugin, url)));
    document.head.appendChild(script);
  });
}

const containers = new Map<string, Promise<Container>>();

async function initContainer(plugin: string, remote: RemoteInfo, timeoutMs: number): Promise<Container> {
  await loadScript(plugin, remote.entry, timeoutMs);
  const container = (window as unknown as Record<string, Container | undefined>)[remote.name];
  if (!container || typeof container.get !== 'function') throw new Error(TEXTS.pluginNoContainer(plugin, remote.name));
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/** The exports of a plugin's `./plugin` module. */
export async function loadRemoteModule(info: PluginInfo, timeoutMs = 10000): Promise<unknown> {
  const remote = validRemote(info);
  let container = containers.get(remote.name);
  if (!container) {
    container = initContainer(info.id, remote, timeoutMs);
    containers.set(remote.name, container);
  }
  const factory = await (await container).get(EXPOSED_MODULE);
  return factory();
}

/**
 * Forget a disabled plugin's remote: its container, global and <script>, so enabling it
 * again loads its (possibly newer) remoteEntry.js afresh. Chunks already run stay in memory.
 */
export function unloadRemote(info: PluginInfo): void {
  const name = info.remote?.name ?? `plugin_${info.id}`;
  containers.delete(name);
  // a remote's `var plugin_<id>` cannot be deleted (strict mode throws): cleared instead
  (window as unknown as Record<string, unknown>)[name] = undefined;
  document.head.querySelectorAll(`script[data-tresen-plugin="${info.id}"]`).forEach((script) => script.remove());
}
