/**
 * 'SMS erneut senden' in an order's action row (slot `orders.actions`): sends the new-order
 * SMS to the customer again (POST /api/orders/{id}/resend-new-order-sms) and tells staff
 * in the back office's toast.
 */
import { ApiError, useApi, type OrdersActionsProps } from '@tresen/sdk';
import { Button } from '@mui/material';
import { useState, type ReactElement } from 'react';

const TEXTS = {
  resend: 'SMS erneut senden',
  sent: 'SMS wurde erneut gesendet.',
  failed: 'Bestätigung konnte nicht versendet werden.',
};

export default function ResendSms({ order, refresh, notify }: OrdersActionsProps): ReactElement {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await api.post(`/api/orders/${order.id}/resend-new-order-sms`, undefined, { errorMessage: TEXTS.failed, record: false });
      notify(TEXTS.sent, 'success');
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : TEXTS.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return <Button disabled={busy} onClick={() => void resend()}>{TEXTS.resend}</Button>;
}
