/**
 * Federated module of the signage plugin (remote plugin_signage, exposed as ./plugin).
 * Names its back-office areas (slot backend.resources).
 */
import { definePlugin } from '@tresen/sdk';
import { SignageAreas } from './backend';

export default definePlugin({
  id: 'signage',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', SignageAreas);
  },
});
