/** Federated module of the search plugin (remote plugin_search, exposed as ./plugin). */
import { definePlugin } from '@tresen/sdk';
import { Filters } from './Filters';

export default definePlugin({
  id: 'search',
  sdk: 1,
  setup(api) {
    api.contribute('home.filters', Filters, { order: 0 });
  },
});
