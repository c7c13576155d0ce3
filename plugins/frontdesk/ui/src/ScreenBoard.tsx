/**
 * A branch's counter or kitchen screen (spec 000 §2: addressed by a branch id and an API
 * key, no staff session). Read-only. It stays current by server push: one connection
 * (`…/live`, Server-Sent Events over the kernel's event bus, authorised by the same key)
 * tells it about every new order and status change of its branch, and the list is read
 * again. While the connection is away it keeps its last list and says so; the browser
 * reconnects by itself and the list is read again once it is back.
 */
import { formatDateTime, formatTime } from '@tresen/sdk';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { orderType, STATUS_LABELS, TEXTS } from './texts';

export type ScreenKind = 'frontdesk' | 'backoffice';

interface OrderItem {
  name: string;
  amount?: string | number;
}

interface Order {
  id: number;
  ticketNumber?: number | null;
  status: string;
  isDelivery?: boolean;
  isDineIn?: boolean;
  createdAt: string;
  appointmentDate?: string | null;
  counterAppointment?: string | null;
  tableIdentifier?: string | null;
  comment?: string;
  items: OrderItem[];
}

const TITLES: Record<ScreenKind, string> = { frontdesk: TEXTS.titleFrontdesk, backoffice: TEXTS.titleBackoffice };

/** `['3', 'Ab_c-9']` → the branch and key it names, else null. */
export function screenTarget(segments: string[]): { branchId: number; apiKey: string } | null {
  if (segments.length !== 2 || !/^\d{1,10}$/.test(segments[0]) || !/^[A-Za-z0-9_-]+$/.test(segments[1])) return null;
  return { branchId: Number(segments[0]), apiKey: segments[1] };
}

function Ticket({ order }: { order: Order }): ReactElement {
  const when = order.counterAppointment ?? order.appointmentDate;
  return (
    <Card component="article" variant="outlined" data-testid="screen-order" aria-label={`${TEXTS.order} ${order.ticketNumber ?? order.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>{order.ticketNumber ?? order.id}</Typography>
          <Chip label={STATUS_LABELS[order.status] ?? TEXTS.unknown} color={order.status === 'new' ? 'warning' : order.status === 'confirmed' ? 'success' : 'default'} />
          <Chip variant="outlined" label={orderType(order)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatTime(order.createdAt)}
          {when ? ` · ${TEXTS.appointment} ${formatDateTime(when)}` : ''}
          {order.tableIdentifier ? ` · ${TEXTS.table} ${order.tableIdentifier}` : ''}
        </Typography>
        <Box component="ul" sx={{ pl: 2, my: 1, fontSize: '1.1rem' }}>
          {order.items.map((item, i) => (
            <li key={i}>
              {String(item.amount ?? '')} × {item.name}
            </li>
          ))}
        </Box>
        {order.comment ? <Typography variant="body2">{TEXTS.comment}: {order.comment}</Typography> : null}
      </CardContent>
    </Card>
  );
}

type Failure = 'invalid' | 'failed' | null;

/** The list and the live connection of one screen. */
function useScreen(kind: ScreenKind, target: { branchId: number; apiKey: string } | null) {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [connected, setConnected] = useState(true);
  const latest = useRef(0);
  const base = target ? `/api/orders/${kind}/${target.branchId}/${target.apiKey}` : null;

  const load = useCallback(async () => {
    if (!base) return;
    const call = ++latest.current;
    try {
      const response = await fetch(base, { headers: { Accept: 'application/json' }, credentials: 'omit' });
      if (call !== latest.current) return; // a newer read is under way
      if (!response.ok) {
        setFailure(response.status === 404 ? 'invalid' : 'failed');
        return;
      }
      setOrders(((await response.json()) as { data: Order[] }).data);
      setFailure(null);
    } catch {
      if (call === latest.current) setFailure('failed');
    }
  }, [base]);

  useEffect(() => {
    if (!base) return undefined;
    void load();
    const source = new EventSource(`${base}/live`);
    source.addEventListener('ready', () => {
      setConnected(true);
      void load(); // catch up on what happened while away
    });
    source.addEventListener('order', () => void load());
    source.addEventListener('resync', () => void load());
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [base, load]);

  return { orders, failure: target ? failure : 'invalid', connected };
}

export function ScreenBoard({ kind, segments }: { kind: ScreenKind; segments: string[] }): ReactElement {
  const path = segments.join('/');
  const target = useMemo(() => screenTarget(path.split('/')), [path]);
  const { orders, failure, connected } = useScreen(kind, target);
  const list = orders ?? [];
  const message = failure === 'invalid' ? TEXTS.invalidLink : TEXTS.loadFailed;
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 } }} data-testid="order-screen" data-connected={connected && !failure ? 'true' : 'false'}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{TITLES[kind]}</Typography>
      {failure && !orders ? <Alert severity="error">{message}</Alert> : null}
      {orders && (failure === 'failed' || !connected) ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">{TEXTS.disconnected}</Alert>
      ) : null}
      {orders && failure === 'invalid' ? <Alert severity="error" sx={{ mb: 2 }}>{TEXTS.invalidLink}</Alert> : null}
      {orders && list.length === 0 ? <Typography>{TEXTS.none}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {list.map((order) => (
          <Ticket key={order.id} order={order} />
        ))}
      </Box>
    </Box>
  );
}
