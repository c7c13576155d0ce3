/**
 * Federated module of the sms plugin (remote plugin_sms, exposed as ./plugin): staff get
 * 'SMS erneut senden' on every order (slot `orders.actions`, before the payments plugin's
 * 'Zahlung prüfen'), loaded only in the back office.
 */
import { definePlugin } from '@tresen/sdk';
import { lazy } from 'react';

const ResendSms = lazy(() => import('./ResendSms'));

export default definePlugin({
  id: 'sms',
  sdk: 1,
  setup(api) {
    api.contribute('orders.actions', ResendSms, { order: 10 });
  },
});
