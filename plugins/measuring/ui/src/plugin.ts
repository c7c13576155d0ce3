/**
 * Federated module of the measuring plugin (remote plugin_measuring, exposed as ./plugin):
 * staff get the screen 'Statistiken' (slot `backend.resources`), loaded only in the back
 * office when opened.
 */
import { definePlugin } from '@tresen/sdk';
import { MeasuringAreas } from './backend';

export default definePlugin({
  id: 'measuring',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', MeasuringAreas);
  },
});
