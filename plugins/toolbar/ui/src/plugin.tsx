/** Federated module of the toolbar plugin (remote plugin_toolbar, exposed as ./plugin). */
import { definePlugin } from '@tresen/sdk';
import { Toolbar } from './Toolbar';

export default definePlugin({
  id: 'toolbar',
  sdk: 1,
  setup(api) {
    api.contribute('frontend.overlays', Toolbar, { order: 0 });
  },
});
