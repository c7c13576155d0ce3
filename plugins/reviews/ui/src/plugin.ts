/**
 * Federated module of the reviews plugin (remote plugin_reviews, exposed as ./plugin).
 * It fills no slot yet; the module exists so the shell loads and sets it up like any plugin.
 */
import { definePlugin } from '@tresen/sdk';

export default definePlugin({
  id: 'reviews',
  sdk: 1,
  setup() {},
});
