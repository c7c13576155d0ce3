/**
 * Federated module of the terrace plugin (remote plugin_terrace, exposed as ./plugin): the
 * page /test/terrace-planner (slot `frontend.page`). The shell loads this module only when
 * a visitor opens that page (audience 'pages'), the planner with it.
 */
import { definePlugin, type FrontendPageComponent } from '@tresen/sdk';
import { lazy } from 'react';

const TerracePage: FrontendPageComponent = Object.assign(lazy(() => import(/* webpackChunkName: "planner" */ './TerracePlanner')), {
  paths: ['/test/terrace-planner'],
});

export default definePlugin({
  id: 'terrace',
  sdk: 1,
  setup(api) {
    api.contribute('frontend.page', TerracePage);
  },
});
