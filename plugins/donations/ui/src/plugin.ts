/**
 * Federated module of the donations plugin (remote plugin_donations, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'donations',
  sdk: 1,
  setup() {},
});
