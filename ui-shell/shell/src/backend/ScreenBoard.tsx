/**
 * The frontdesk and kitchen screens of a branch (spec 000 §2: addressed by a branch id and
 * an API key, no staff session): `/backend#/frontdesk/{branchId}/{apiKey}` shows the open
 * orders for the counter, `/backend#/backoffice/{branchId}/{apiKey}` the last day's orders
 * for the kitchen. Read-only, refreshed every 10 s; a screen keeps its last list while the
 * network is away and says so.
 */
import { formatDateTime, formatTime } from '@tresen/sdk';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { orderType, STATUS_LABELS, type Order } from './orders';
import { theme } from './theme';

export type ScreenKind = 'frontdesk' | 'backoffice';

const TITLES: Record<ScreenKind, string> = { frontdesk: 'Theke: offene Bestellungen', backoffice: 'Küche: Bestellungen der letzten 24 Stunden' };

class ScreenError extends Error {
  constructor(readonly status: number) {
    super(status === 404 ? 'Dieser Bildschirm-Link ist ungültig.' : 'Bestellungen konnten nicht geladen werden.');
  }
}

/** `#/frontdesk/3/key…` → the screen it names, else null. */
export function screenOf(hash: string): { kind: ScreenKind; branchId: number; apiKey: string } | null {
  const match = /^#\/(frontdesk|backoffice)\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(hash);
  return match ? { kind: match[1] as ScreenKind, branchId: Number(match[2]), apiKey: match[3] } : null;
}

function Ticket({ order }: { order: Order }): ReactElement {
  const when = order.counterAppointment ?? order.appointmentDate;
  return (
    <Card component="article" variant="outlined" data-testid="screen-order" aria-label={`Bestellung ${order.ticketNumber ?? order.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>{order.ticketNumber ?? order.id}</Typography>
          <Chip label={STATUS_LABELS[order.status] ?? 'Unbekannt'} color={order.status === 'new' ? 'warning' : order.status === 'confirmed' ? 'success' : 'default'} />
          <Chip variant="outlined" label={orderType(order)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatTime(order.createdAt)}
          {when ? ` · Termin ${formatDateTime(when)}` : ''}
          {order.tableIdentifier ? ` · Tisch ${order.tableIdentifier}` : ''}
        </Typography>
        <Box component="ul" sx={{ pl: 2, my: 1, fontSize: '1.1rem' }}>
          {order.items.map((item, i) => (
            <li key={i}>
              {String(item.amount ?? '')} × {item.name}
            </li>
          ))}
        </Box>
        {order.comment ? <Typography variant="body2">Kommentar: {order.comment}</Typography> : null}
      </CardContent>
    </Card>
  );
}

export function ScreenBoard({ kind, branchId, apiKey }: { kind: ScreenKind; branchId: number; apiKey: string }): ReactElement {
  const orders = useQuery({
    queryKey: ['screen', kind, branchId, apiKey],
    refetchInterval: 10_000,
    retry: (count, error) => !(error instanceof ScreenError && error.status === 404) && count < 2,
    queryFn: async () => {
      const response = await fetch(`/api/orders/${kind}/${branchId}/${apiKey}`, { headers: { Accept: 'application/json' }, credentials: 'omit' });
      if (!response.ok) throw new ScreenError(response.status);
      return ((await response.json()) as { data: Order[] }).data;
    },
  });
  const list = orders.data ?? [];
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ p: { xs: 1, sm: 2 } }} data-testid="order-screen">
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{TITLES[kind]}</Typography>
        {orders.isError && !orders.data ? <Alert severity="error">{orders.error.message}</Alert> : null}
        {orders.isError && orders.data ? <Alert severity="warning" sx={{ mb: 2 }}>Keine Verbindung – die Liste wird erneut geladen.</Alert> : null}
        {orders.isSuccess && list.length === 0 ? <Typography>Keine Bestellungen.</Typography> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {list.map((order) => (
            <Ticket key={order.id} order={order} />
          ))}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
