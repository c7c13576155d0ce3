/**
 * Federated module of the measuring plugin (remote plugin_measuring, exposed as ./plugin).
 * The shell loads it once the visitor has accepted cookies (audience 'consent'; staff at
 * once): what the front end measures (page views, commerce and form events, reported
 * through `measure()` of @tresen/sdk) goes into the analytics log, by a sender loaded with
 * the first entry. Staff get the screen 'Statistiken' (slot `backend.resources`), loaded
 * only in the back office when opened.
 */
import { definePlugin, onMeasure } from '@tresen/sdk';
import { MeasuringAreas } from './backend';

const sender = () => import(/* webpackChunkName: "log" */ './log');

export default definePlugin({
  id: 'measuring',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', MeasuringAreas);
    onMeasure((entry) => {
      sender().then((m) => m.send(entry), () => undefined);
    });
  },
});
