/*
 * Hand-written stand-in for a webpack remote container (global `plugin_ui_throws` with
 * init/get, as webpack's ModuleFederationPlugin emits it). Its ./plugin module defines a
 * valid plugin with the shell's own SDK whose setup first registers an override of the
 * footer and then throws: the shell must drop the registration, keep the default footer
 * and report the failure.
 */
var plugin_ui_throws = {
  init: function () {},
  get: function (name) {
    if (name !== './plugin') return Promise.reject(new Error('unknown module ' + name));
    return Promise.resolve(function () {
      var sdk = window.__TRESEN__.sdk;
      return {
        default: sdk.definePlugin({
          id: 'ui_throws',
          sdk: 1,
          setup: function (api) {
            api.override('footer', function () { return 'kaputter Footer'; }, { priority: 100 });
            throw new Error('Absichtlicher Fehler beim Einrichten');
          },
        }),
      };
    });
  },
};
