/**
 * Federated module of the payments plugin (remote plugin_payments, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'payments',
  sdk: 1,
  setup() {},
});
