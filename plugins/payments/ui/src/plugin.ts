/**
 * Federated module of the payments plugin (remote plugin_payments, exposed as ./plugin).
 * Customers see payments where the kernel draws them from this plugin's answers (the
 * methods in the checkout, the state on the status page); staff get the screen
 * 'Zahlungen' (slot `backend.resources`).
 */
import { definePlugin } from '@tresen/sdk';
import { PaymentsAreas } from './backend';

export default definePlugin({
  id: 'payments',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', PaymentsAreas);
  },
});
