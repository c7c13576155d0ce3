/**
 * Back office, 'Zahlungen': the orders paid online, newest first, filtered by state — what
 * is still pending, authorised and waiting for the kitchen's confirmation (the capture), or
 * failed — with a re-check at the provider. From `GET /api/payments`.
 */
import { ApiError, useApi, useFormat, useResource } from '@tresen/sdk';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { STATES, TEXTS } from './texts';

interface Payment {
  order: { id: number; ticketNumber: number | null; status: string };
  branch: { id: number };
  provider: { id: string; label: string };
  reference: string | null;
  status: string;
  amount: string;
  createdAt: string;
}

export default function PaymentsScreen(): ReactElement {
  const [status, setStatus] = useState('');
  const [limit, setLimit] = useState(30);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const api = useApi();
  const format = useFormat();
  const params: Record<string, string> = { limit: String(limit) };
  if (status) params.status = status;
  const payments = useResource<Payment[]>('/api/payments', { params, errorMessage: TEXTS.failed });
  const list = payments.data ?? [];

  const recheck = async (payment: Payment) => {
    setBusy(payment.order.id);
    try {
      await api.post(`/api/orders/${payment.order.id}/update-payment-status`, undefined, { errorMessage: TEXTS.recheckFailed, record: false });
      setMessage({ ok: true, text: TEXTS.rechecked });
      payments.reload();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : TEXTS.recheckFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} data-testid="payments-screen">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{TEXTS.title}</Typography>
      <TextField select size="small" label={TEXTS.status} value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 220, mb: 2 }} InputLabelProps={{ shrink: true }} SelectProps={{ displayEmpty: true }}>
        <MenuItem value="">{TEXTS.all}</MenuItem>
        {Object.entries(STATES).map(([value, label]) => (
          <MenuItem key={value} value={value}>{label}</MenuItem>
        ))}
      </TextField>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} onClose={() => setMessage(null)} sx={{ mb: 2 }}>{message.text}</Alert>
      ) : null}
      {payments.error ? (
        <Alert severity="error" action={<Button onClick={payments.reload}>{TEXTS.retry}</Button>}>{payments.error.message}</Alert>
      ) : null}
      {payments.data && list.length === 0 ? <Typography>{TEXTS.none}</Typography> : null}
      <Stack spacing={1}>
        {list.map((payment) => (
          <Card key={payment.order.id} component="article" variant="outlined" data-testid="payment" aria-label={TEXTS.order(payment.order.ticketNumber ?? payment.order.id)}>
            <CardContent sx={{ pb: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography component="h2" variant="subtitle1">{TEXTS.order(payment.order.ticketNumber ?? payment.order.id)}</Typography>
                <Chip size="small" label={STATES[payment.status] ?? TEXTS.status} color={payment.status === 'failed' || payment.status === 'expired' ? 'error' : payment.status === 'pending' ? 'warning' : 'default'} />
                <Typography sx={{ ml: 'auto' }} variant="subtitle1" component="p">{format.currency(payment.amount)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(payment.createdAt)} · {payment.provider.label}
              </Typography>
              {payment.reference ? (
                <Typography variant="body2" color="text.secondary">{TEXTS.reference}: {payment.reference}</Typography>
              ) : null}
            </CardContent>
            <CardActions>
              <Button size="small" disabled={busy === payment.order.id} onClick={() => void recheck(payment)}>{TEXTS.recheck}</Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {list.length >= limit && limit < 100 ? (
        <Button sx={{ mt: 2 }} onClick={() => setLimit(Math.min(limit + 30, 100))}>{TEXTS.more}</Button>
      ) : null}
    </Box>
  );
}
