/**
 * 'Zahlung prüfen' in an order's action row (slot `orders.actions`): asks the provider for
 * the payment's state again (POST /api/orders/{id}/update-payment-status), tells staff in
 * the back office's toast and reads the orders again. Loaded with the orders screen only.
 */
import { ApiError, useApi, type OrdersActionsProps } from '@tresen/sdk';
import { Button } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { TEXTS } from './texts';

export default function RecheckPayment({ order, refresh, notify }: OrdersActionsProps): ReactElement {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const recheck = async () => {
    setBusy(true);
    try {
      await api.post(`/api/orders/${order.id}/update-payment-status`, undefined, { errorMessage: TEXTS.recheckFailed, record: false });
      notify(TEXTS.rechecked, 'success');
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : TEXTS.recheckFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return <Button disabled={busy} onClick={() => void recheck()}>{TEXTS.recheck}</Button>;
}
