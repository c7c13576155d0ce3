/**
 * Federated module of the homepage plugin (remote plugin_homepage, exposed as ./plugin):
 * the single-branch home page of 001 §2 in place of the branch list (slot "home.branches").
 */
import { definePlugin } from '@tresen/sdk';
import { HomeBranches } from './HomeBranches';

export default definePlugin({
  id: 'homepage',
  sdk: 1,
  setup(api) {
    api.override('home.branches', HomeBranches);
  },
});
