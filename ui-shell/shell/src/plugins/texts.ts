/** German texts of plugin loading failures (reported to the server and kept in window.__TRESEN__.errors). */
export const PLUGIN_TEXTS = {
  pluginLoadFailed: (plugin: string, url: string) => `Modul des Plugins „${plugin}“ konnte nicht geladen werden (${url}).`,
  pluginNoContainer: (plugin: string, name: string) => `Plugin „${plugin}“: ${name} wurde nicht als Modul-Container registriert.`,
  pluginTimeout: (plugin: string, url: string) => `Modul des Plugins „${plugin}“ wurde nicht rechtzeitig geladen (${url}).`,
  pluginBadRemote: (plugin: string) => `Plugin „${plugin}“: ungültige Modulangabe (remote).`,
  pluginOwnSdk: (plugin: string) =>
    `Plugin „${plugin}“ bringt eine eigene Kopie von @tresen/sdk mit und wurde nicht geladen. ` +
    `(Plugin "${plugin}" bundles its own @tresen/sdk instead of the shared one.)`,
  pluginRenderFailed: (plugin: string, slot: string, message: string) =>
    `Plugin „${plugin}“ ist im Bereich „${slot}“ fehlgeschlagen: ${message}`,
} as const;
