/**
 * Federated module of the donations plugin (remote plugin_donations, exposed as ./plugin).
 * Names its back-office areas (slot backend.resources).
 */
import { definePlugin } from '@tresen/sdk';
import { DonationsAreas } from './backend';

export default definePlugin({
  id: 'donations',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', DonationsAreas);
  },
});
