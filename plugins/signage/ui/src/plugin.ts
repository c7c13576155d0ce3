/**
 * Federated module of the signage plugin (remote plugin_signage, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'signage',
  sdk: 1,
  setup() {},
});
