/**
 * Federated module of the homepage plugin (remote plugin_homepage, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'homepage',
  sdk: 1,
  setup() {},
});
