/**
 * Federated module of the frontdesk plugin (remote plugin_frontdesk, exposed as ./plugin):
 * only back-office contributions (slot `backend.resources`), each loaded lazily, so a
 * storefront visitor downloads this small file and nothing more.
 */
import { definePlugin } from '@tresen/sdk';
import { FrontdeskAreas } from './backend';

export default definePlugin({
  id: 'frontdesk',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', FrontdeskAreas);
  },
});
