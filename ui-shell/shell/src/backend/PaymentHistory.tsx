/**
 * 'Zahlungsverlauf' of one order: the provider, its reference and every change of the
 * payment state with who made it (GET /api/orders/{id} → payment.history), opened from the
 * order card. The provider's German name comes from the branch's payment methods.
 */
import { formatDateTime } from '@tresen/sdk';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { call } from './http';
import { PAYMENT_LABELS, type Order } from './orders';

interface PaymentEvent {
  from: string;
  to: string;
  actor: string;
  detail: string;
  createdAt: string;
}
interface Payment {
  provider: string | null;
  reference: string | null;
  status: string;
  history?: PaymentEvent[];
}

const ACTORS: Record<string, string> = {
  webhook: 'Benachrichtigung des Zahlungsanbieters',
  return: 'Rückkehr des Kunden vom Zahlungsanbieter',
  system: 'System',
  customer: 'Kunde',
};

export function actorLabel(actor: string): string {
  return ACTORS[actor] ?? (actor.startsWith('user:') ? 'Mitarbeiter' : 'System');
}

export function PaymentHistory({ order, onClose }: { order: Order; onClose: () => void }): ReactElement {
  const titleId = `payment-${order.id}`;
  const detail = useQuery({
    queryKey: ['backend', 'order', order.id],
    queryFn: async () => (await call<{ payment?: Payment }>('GET', `/api/orders/${order.id}`, undefined, 'Zahlungsverlauf konnte nicht geladen werden.')).data?.payment ?? null,
  });
  const methods = useQuery({
    queryKey: ['backend', 'payment-methods', order.branch.id],
    queryFn: async () => (await call<{ id: string; label: string }[]>('GET', `/api/branches/${order.branch.id}/payment-methods`, undefined, '')).data ?? [],
  });
  const payment = detail.data;
  const provider = methods.data?.find((m) => m.id === payment?.provider)?.label ?? (payment?.provider ? 'Online-Zahlung' : 'Keine Zahlung');
  const events = payment?.history ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Zahlungsverlauf Nr. {order.ticketNumber ?? order.id}</DialogTitle>
      <DialogContent>
        {detail.isError ? <Alert severity="error">{(detail.error as Error).message}</Alert> : null}
        {payment ? (
          <>
            <Typography variant="body2">Zahlungsart: {provider}</Typography>
            <Typography variant="body2">Status: {PAYMENT_LABELS[payment.status] ?? 'Unbekannt'}</Typography>
            {payment.reference ? <Typography variant="body2">Referenz: {payment.reference}</Typography> : null}
            {events.length === 0 ? (
              <Typography variant="body2" sx={{ mt: 2 }}>Noch keine Änderungen.</Typography>
            ) : (
              <List dense aria-label="Änderungen des Zahlungsstatus" data-testid="payment-history">
                {events.map((event, i) => (
                  <ListItem key={i} disableGutters divider>
                    <ListItemText
                      primary={`${PAYMENT_LABELS[event.from] ?? 'Unbekannt'} → ${PAYMENT_LABELS[event.to] ?? 'Unbekannt'}`}
                      secondary={`${formatDateTime(event.createdAt)} · ${actorLabel(event.actor)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
