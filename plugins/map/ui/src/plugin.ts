/**
 * Federated module of the map plugin (remote plugin_map, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'map',
  sdk: 1,
  setup() {},
});
