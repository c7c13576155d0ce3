/**
 * Federated module of the pwa plugin (remote plugin_pwa, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'pwa',
  sdk: 1,
  setup() {},
});
