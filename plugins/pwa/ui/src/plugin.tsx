/**
 * Federated module of the pwa plugin (remote plugin_pwa, exposed as ./plugin): registers
 * the service worker; 'App installieren' in the footer and the install promotion on the
 * order status page; the install prompt, instructions, update and offline notices. Loaded
 * only while the plugin is on, so none of this is in the storefront's start-up.
 */
import { definePlugin } from '@tresen/sdk';
import { InstallButton } from './InstallButton';
import { Notices } from './Notices';
import { startState } from './state';
import { StatusPromotion } from './StatusPromotion';
import { adoptStyles } from './styles';
import { startWorker } from './worker';

export default definePlugin({
  id: 'pwa',
  sdk: 1,
  setup(api) {
    adoptStyles();
    startState();
    startWorker();
    api.contribute('footer.actions', InstallButton);
    api.contribute('frontend.overlays', Notices, { order: 20 });
    api.contribute('status.after', StatusPromotion, { order: 50 });
  },
});
