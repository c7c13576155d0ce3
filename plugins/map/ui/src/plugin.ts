/**
 * Federated module of the map plugin (remote plugin_map, exposed as ./plugin): the branch
 * map on the home page (slot "home.sections"), after cookie consent only.
 */
import { definePlugin } from '@tresen/sdk';
import { MapSection } from './MapSection';

export default definePlugin({
  id: 'map',
  sdk: 1,
  setup(api) {
    api.contribute('home.sections', MapSection);
  },
});
