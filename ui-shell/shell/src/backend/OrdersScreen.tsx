/**
 * Orders, live: current orders and history per branch, newest first, with the actions the
 * state machine allows, a counter-appointment proposal, item edits and resending the
 * confirmation. Plugins add buttons to an order's action row (slot `orders.actions`, e.g.
 * 'Zahlung prüfen', 'SMS erneut senden') and sections to its card (`orders.card`).
 * Refetches whenever the live stream reports.
 */
import { formatCurrency, formatDateTime, Slot, type OrdersActionsProps } from '@tresen/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import { call } from './http';
import { useLive } from './live';
import { PaymentHistory } from './PaymentHistory';
import { ACTION_LABELS, actionFailure, allowedActions, orderType, PAYMENT_LABELS, STATUS_LABELS, type Action, type Order } from './orders';

type Branch = { id: number; name: string };

function useBranches() {
  return useQuery({
    queryKey: ['backend', 'branches'],
    queryFn: async () => (await call<Branch[]>('GET', '/api/branches?limit=100', undefined, 'Filialen konnten nicht geladen werden')).data ?? [],
  });
}

function when(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '';
}

function ItemsEditor({ order, onDone }: { order: Order; onDone: () => void }): ReactElement {
  const notify = useNotify();
  const [index, setIndex] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const save = async () => {
    if (index === null) return;
    try {
      await call('PUT', `/api/orders/${order.id}/items/${index}`, { amount: Number(amount.replace(',', '.')) }, 'Bestellung konnte nicht aktualisiert werden.');
      setIndex(null);
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box component="ul" sx={{ pl: 2, my: 1 }}>
      {order.items.map((item, i) => (
        <li key={i}>
          {index === i ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <TextField size="small" label={`Menge: ${item.name ?? ''}`} value={amount} onChange={(e) => setAmount(e.target.value)} inputProps={{ inputMode: 'decimal' }} />
              <Button size="small" onClick={save}>Speichern</Button>
              <Button size="small" onClick={() => setIndex(null)}>Abbrechen</Button>
            </Stack>
          ) : (
            <span>
              {String(item.amount ?? '')} × {item.name}{' '}
              {allowedEdit(order) ? (
                <Button size="small" onClick={() => { setIndex(i); setAmount(String(item.amount ?? '')); }} aria-label={`Ändern: ${item.name ?? `Position ${i + 1}`}`}>
                  Ändern
                </Button>
              ) : null}
              {item.values?.map((v) => (
                <Box key={v.name} component="span" sx={{ display: 'block', pl: 2, fontSize: '0.9em' }} data-testid="order-item-value">
                  {v.name}: {v.value ?? v.uploads?.map((u, n) => (
                    <span key={u.url}>
                      {n > 0 ? ', ' : ''}
                      <a href={u.url} target="_blank" rel="noreferrer">{u.name || u.url}</a>
                    </span>
                  ))}
                </Box>
              ))}
            </span>
          )}
        </li>
      ))}
    </Box>
  );
}

function allowedEdit(order: Order): boolean {
  return order.status === 'new' || order.status === 'confirmed';
}

function OrderCard({ order, branch, admin, onChange }: { order: Order; branch?: string; admin: boolean; onChange: () => void }): ReactElement {
  const notify = useNotify();
  const [rejecting, setRejecting] = useState(false);
  const [message, setMessage] = useState('');
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState('');
  const [busy, setBusy] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);

  const run = async (method: string, path: string, body: unknown, failure: string, success?: string) => {
    setBusy(true);
    try {
      await call(method, path, body, failure);
      if (success) notify(success, { type: 'success' });
      onChange();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const act = (action: Action, body: unknown = {}) => run('POST', `/api/orders/${order.id}/status/${action}`, body, actionFailure(action));
  const actions = allowedActions(order, admin);
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  // What the plugins' fills of orders.actions and orders.card get.
  const slot: OrdersActionsProps = { order, refresh: onChange, notify: (text, type) => notify(text, { type }) };

  return (
    <Card component="article" variant="outlined" data-testid="order" data-order-id={order.id} aria-label={`Bestellung ${order.ticketNumber ?? order.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h2" variant="h6">
            Nr. {order.ticketNumber ?? order.id}
          </Typography>
          <Chip size="small" label={STATUS_LABELS[order.status] ?? order.status} color={order.status === 'new' ? 'warning' : order.status === 'confirmed' ? 'success' : 'default'} data-testid="order-status" />
          <Chip size="small" variant="outlined" label={orderType(order)} />
          <Chip size="small" variant="outlined" label={PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {when(order.createdAt)}
          {branch ? ` · ${branch}` : ''}
          {order.appointmentDate ? ` · Termin ${when(order.appointmentDate)}` : ''}
          {order.counterAppointment ? ` · Gegenvorschlag ${when(order.counterAppointment)}` : ''}
          {order.tableIdentifier ? ` · Tisch ${order.tableIdentifier}` : ''}
        </Typography>
        {name ? <Typography variant="body2">{name}{order.phone ? ` · ${order.phone}` : ''}</Typography> : null}
        <ItemsEditor order={order} onDone={onChange} />
        {order.comment ? <Typography variant="body2">Kommentar: {order.comment}</Typography> : null}
        <Typography variant="subtitle1" component="p">Summe {formatCurrency(order.totalGross)}</Typography>
        <Slot name="orders.card" props={slot} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action} variant={action === 'confirm' ? 'contained' : 'outlined'} disabled={busy} onClick={() => (action === 'reject' ? setRejecting(true) : act(action))}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
        {order.status === 'new' ? <Button disabled={busy} onClick={() => setProposing(true)}>Anderen Termin vorschlagen</Button> : null}
        <Button disabled={busy} onClick={() => run('POST', `/api/orders/${order.id}/resend-new-order-email`, undefined, 'Bestätigung konnte nicht versendet werden.', 'E-Mail wurde erneut gesendet.')}>E-Mail erneut senden</Button>
        <Slot name="orders.actions" props={slot} />
        {order.paymentStatus !== 'none' ? <Button onClick={() => setPaymentOpen(true)}>Zahlungsverlauf</Button> : null}
      </CardActions>
      {paymentOpen ? <PaymentHistory order={order} onClose={() => setPaymentOpen(false)} /> : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`reject-${order.id}`}>
        <DialogTitle id={`reject-${order.id}`}>Bestellung ablehnen</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth multiline minRows={2} margin="dense" label="Nachricht an den Kunden" value={message} onChange={(e) => setMessage(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Abbrechen</Button>
          <Button variant="contained" color="error" onClick={() => { setRejecting(false); void act('reject', { rejectionMessage: message }); }}>Ablehnen</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={proposing} onClose={() => setProposing(false)} aria-labelledby={`propose-${order.id}`}>
        <DialogTitle id={`propose-${order.id}`}>Anderen Termin vorschlagen</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" type="datetime-local" label="Neuer Termin" InputLabelProps={{ shrink: true }} value={proposal} onChange={(e) => setProposal(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setProposing(false)}>Abbrechen</Button>
          <Button
            variant="contained"
            disabled={!proposal}
            onClick={() => {
              setProposing(false);
              void run('PUT', `/api/orders/${order.id}`, { counterAppointment: new Date(proposal).toISOString() }, 'Bestellstatus konnte nicht geändert werden.', 'Termin wurde vorgeschlagen.');
            }}
          >
            Vorschlagen
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

export function OrdersScreen(): ReactElement {
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes('ROLE_ADMIN');
  const live = useLive();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'current' | 'history'>('current');
  const [branch, setBranch] = useState('');
  const branches = useBranches();
  const branchName = new Map((branches.data ?? []).map((b) => [b.id, b.name]));
  const key = ['backend', 'orders', tab, branch];
  const orders = useQuery({
    queryKey: key,
    queryFn: async () => {
      const params = new URLSearchParams({ limit: '100' });
      if (branch) params.set('branch', branch);
      if (tab === 'history') params.set('history', 'true');
      const path = tab === 'current' && !branch ? '/api/orders/current' : `/api/orders?${params}`;
      return (await call<Order[]>('GET', path, undefined, 'Bestellungen konnten nicht geladen werden')).data ?? [];
    },
  });
  const { seen } = live;
  useEffect(() => seen(), [seen, live.unseen]);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['backend', 'orders'] });
  }, [live.version, queryClient]);
  const list = (orders.data ?? []).filter((o) => tab === 'history' || !['completed', 'rejected', 'canceled', 'failed'].includes(o.status));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="orders-screen">
      <Title title="Bestellungen" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>Bestellungen</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label="Bestellungen">
          <Tab value="current" label="Aktuell" />
          <Tab value="history" label="Verlauf" />
        </Tabs>
        <TextField select size="small" label="Filiale" value={branch} onChange={(e) => setBranch(e.target.value)} sx={{ minWidth: 200 }} InputLabelProps={{ shrink: true }} SelectProps={{ displayEmpty: true }}>
          <MenuItem value="">Alle Filialen</MenuItem>
          {(branches.data ?? []).map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>{b.name}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {orders.isError ? (
        <Stack direction="row" spacing={2} alignItems="center" role="alert">
          <Typography>{(orders.error as Error).message}</Typography>
          <Button onClick={() => void orders.refetch()}>Erneut versuchen</Button>
        </Stack>
      ) : null}
      {orders.isSuccess && list.length === 0 ? <Typography>Keine Bestellungen.</Typography> : null}
      <Stack spacing={2}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} admin={admin} branch={branchName.get(order.branch.id)} onChange={() => void queryClient.invalidateQueries({ queryKey: ['backend', 'orders'] })} />
        ))}
      </Stack>
    </Box>
  );
}
