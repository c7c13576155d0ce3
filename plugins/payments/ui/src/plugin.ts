/**
 * Federated module of the payments plugin (remote plugin_payments, exposed as ./plugin).
 * Customers see payments where the kernel draws them from this plugin's answers (the
 * methods in the checkout, the state on the status page); staff get the screen
 * 'Zahlungen' (slot `backend.resources`) and 'Zahlung prüfen' on every order (slot
 * `orders.actions`, after the sms plugin's button), both loaded only in the back office.
 */
import { definePlugin } from '@tresen/sdk';
import { lazy } from 'react';
import { PaymentsAreas } from './backend';

const RecheckPayment = lazy(() => import('./RecheckPayment'));

export default definePlugin({
  id: 'payments',
  sdk: 1,
  setup(api) {
    api.contribute('backend.resources', PaymentsAreas);
    api.contribute('orders.actions', RecheckPayment, { order: 20 });
  },
});
