/**
 * /backend#/dashboard — the statistics of 000 §7 (the toolbar's 'Statistiken'): a period
 * and a branch, key figures, charts per day and hour, and the breakdowns as tables with a
 * CSV export each. A lazy chunk of the measuring plugin's module: the chart library (MUI X
 * Charts, drawn with the back office's theme) loads only here. The back office sets the
 * page title ('Statistiken', the screen's label).
 */
import { formatCurrency, formatNumber, useApi, type ApiClient } from '@tresen/sdk';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  Alert, Box, Button, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, Table, TableBody, TableCell,
  TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';

const FAILED = 'Statistiken konnten nicht geladen werden.';
/** The shop's currency and German numbers, as everywhere else (@tresen/sdk). */
const money = { format: (value: number | string) => formatCurrency(value) };
const count = { format: (value: number | string) => formatNumber(value) };
const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

interface SeriesRow { date: string; value: number | string }
interface LabelRow { label: string; value: number | string }
interface HeatRow { weekday: number; hour: number; value: number }
interface Statistic {
  kind: 'series' | 'breakdown' | 'heatmap';
  rows: (SeriesRow & LabelRow & HeatRow)[];
  total?: number | string;
  byTaxRate?: LabelRow[];
  byBranch?: LabelRow[];
}
interface Filter { from: string; to: string; branch: string }

const iso = (day: Date): string => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const daysAgo = (n: number): string => iso(new Date(Date.now() - n * 86_400_000));
const shortDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

const RANGES: { label: string; range: () => [string, string] }[] = [
  { label: 'Letzte 7 Tage', range: () => [daysAgo(6), daysAgo(0)] },
  { label: 'Letzte 30 Tage', range: () => [daysAgo(29), daysAgo(0)] },
  {
    label: 'Dieser Monat',
    range: () => {
      const now = new Date();
      return [iso(new Date(now.getFullYear(), now.getMonth(), 1)), iso(now)];
    },
  },
  {
    label: 'Letzter Monat',
    range: () => {
      const now = new Date();
      return [iso(new Date(now.getFullYear(), now.getMonth() - 1, 1)), iso(new Date(now.getFullYear(), now.getMonth(), 0))];
    },
  },
];

function useStatistic(api: ApiClient, name: string, filter: Filter) {
  return useQuery({
    queryKey: ['backend', 'statistics', name, filter],
    queryFn: async () => {
      const branch = filter.branch ? `&branch=${filter.branch}` : '';
      return api.get<Statistic>(`/api/statistics/${name}?from=${filter.from}&to=${filter.to}${branch}`, { errorMessage: FAILED, record: false });
    },
    enabled: !!filter.from && !!filter.to && filter.from <= filter.to,
  });
}

/** A semicolon-separated file (what a German spreadsheet opens), UTF-8 with a byte order mark. */
function downloadCsv(name: string, header: string[], rows: (string | number)[][]): void {
  const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const text = [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Figure({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 10rem' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p" data-testid={`figure-${label}`}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }): ReactElement {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: '1 1 22rem', minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Breakdown({ title, file, rows, money: isMoney = false, header = 'Anzahl' }: { title: string; file: string; rows: LabelRow[] | undefined; money?: boolean; header?: string }): ReactElement {
  const shown = (rows ?? []).slice(0, 10);
  const format = (value: number | string) => (isMoney ? money.format(Number(value)) : count.format(Number(value)));
  return (
    <Panel
      title={title}
      action={
        <Button size="small" disabled={!rows?.length} aria-label={`${title} als CSV herunterladen`} onClick={() => downloadCsv(file, ['Bezeichnung', header], (rows ?? []).map((r) => [r.label, r.value]))}>
          CSV
        </Button>
      }
    >
      {shown.length ? (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Bezeichnung</TableCell>
              <TableCell align="right">{header}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.label}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.label}</TableCell>
                <TableCell align="right">{format(row.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">Keine Daten in diesem Zeitraum.</Typography>
      )}
    </Panel>
  );
}

function Daily({ title, file, series }: { title: string; file: string; series: { label: string; rows: SeriesRow[] | undefined; money?: boolean }[] }): ReactElement {
  const dates = series[0]?.rows?.map((r) => r.date) ?? [];
  const ready = series.every((s) => s.rows);
  return (
    <Panel
      title={title}
      action={
        <Button
          size="small"
          disabled={!ready}
          aria-label={`${title} als CSV herunterladen`}
          onClick={() => downloadCsv(file, ['Datum', ...series.map((s) => s.label)], dates.map((date, i) => [date, ...series.map((s) => s.rows?.[i]?.value ?? '')]))}
        >
          CSV
        </Button>
      }
    >
      {ready && dates.length ? (
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: dates.map(shortDate) }]}
          series={series.map((s) => ({
            label: s.label,
            data: (s.rows ?? []).map((r) => Number(r.value)),
            valueFormatter: (v: number | null) => (v === null ? '' : s.money ? money.format(v) : count.format(v)),
          }))}
          margin={{ left: 10, right: 10 }}
        />
      ) : (
        <Box sx={{ height: 240 }} />
      )}
    </Panel>
  );
}

function Hours({ title, rows }: { title: string; rows: HeatRow[] | undefined }): ReactElement {
  const perHour = Array.from({ length: 24 }, (_, hour) => (rows ?? []).filter((r) => r.hour === hour).reduce((sum, r) => sum + r.value, 0));
  const perDay = WEEKDAYS.map((_, day) => (rows ?? []).filter((r) => r.weekday === day).reduce((sum, r) => sum + r.value, 0));
  return (
    <Panel title={title}>
      <BarChart height={200} xAxis={[{ scaleType: 'band', data: perHour.map((_, h) => `${h}`), label: 'Uhrzeit' }]} series={[{ data: perHour, label: 'nach Uhrzeit' }]} margin={{ left: 10, right: 10 }} />
      <BarChart height={200} xAxis={[{ scaleType: 'band', data: WEEKDAYS.map((d) => d.slice(0, 2)) }]} series={[{ data: perDay, label: 'nach Wochentag' }]} margin={{ left: 10, right: 10 }} />
    </Panel>
  );
}

function useBranches(api: ApiClient) {
  return useQuery({
    queryKey: ['backend', 'statistics', 'branches'],
    queryFn: async () => api.get<{ id: number; name: string }[]>('/api/branches?limit=100', { errorMessage: 'Filialen konnten nicht geladen werden.', record: false }),
  });
}

export default function StatisticsScreen(): ReactElement {
  const [filter, setFilter] = useState<Filter>({ from: daysAgo(29), to: daysAgo(0), branch: '' });
  const api = useApi();
  const branches = useBranches(api);
  const revenue = useStatistic(api, 'revenue', filter);
  const orders = useStatistic(api, 'orders', filter);
  const canceled = useStatistic(api, 'canceled-orders', filter);
  const visitors = useStatistic(api, 'unique-visitors', filter);
  const views = useStatistic(api, 'page-views', filter);
  const popular = useStatistic(api, 'popular-items', filter);
  const origins = useStatistic(api, 'order-origins', filter);
  const orderTimes = useStatistic(api, 'order-times', filter);
  const pages = useStatistic(api, 'pages', filter);
  const referrers = useStatistic(api, 'referrers', filter);
  const browsers = useStatistic(api, 'browsers', filter);
  const systems = useStatistic(api, 'operating-systems', filter);
  const all = [revenue, orders, canceled, visitors, views, popular, origins, orderTimes, pages, referrers, browsers, systems];
  const failed = all.find((q) => q.isError);
  const invalid = !!filter.from && !!filter.to && filter.from > filter.to;
  const number = (value: number | string | undefined) => (value === undefined ? '–' : count.format(Number(value)));

  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Statistiken</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <TextField
          type="date"
          label="Von"
          value={filter.from}
          onChange={(e) => setFilter({ ...filter, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          type="date"
          label="Bis"
          value={filter.to}
          onChange={(e) => setFilter({ ...filter, to: e.target.value })}
          error={invalid}
          helperText={invalid ? 'Das Ende darf nicht vor dem Beginn liegen.' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <FormControl size="small" sx={{ minWidth: '12rem' }}>
          <InputLabel id="statistics-branch" shrink>Filiale</InputLabel>
          <Select labelId="statistics-branch" label="Filiale" notched displayEmpty value={filter.branch} onChange={(e) => setFilter({ ...filter, branch: String(e.target.value) })}>
            <MenuItem value="">Alle Filialen</MenuItem>
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>{b.name}</MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap role="group" aria-label="Zeitraum">
        {RANGES.map(({ label, range }) => (
          <Button key={label} size="small" variant="outlined" onClick={() => { const [from, to] = range(); setFilter({ ...filter, from, to }); }}>
            {label}
          </Button>
        ))}
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => all.forEach((q) => q.isError && void q.refetch())}>Erneut versuchen</Button>}>
          {failed.error instanceof Error && failed.error.message ? failed.error.message : FAILED}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Figure label="Umsatz" value={revenue.data?.total === undefined ? '–' : money.format(Number(revenue.data.total))} />
        <Figure label="Bestellungen" value={number(orders.data?.total)} />
        <Figure label="Stornierte Bestellungen" value={number(canceled.data?.total)} />
        <Figure label="Besucher" value={number(visitors.data?.total)} />
        <Figure label="Seitenaufrufe" value={number(views.data?.total)} />
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <Daily title="Umsatz pro Tag" file="umsatz" series={[{ label: 'Umsatz', rows: revenue.data?.rows, money: true }]} />
        <Daily title="Bestellungen pro Tag" file="bestellungen" series={[{ label: 'Bestellungen', rows: orders.data?.rows }, { label: 'Storniert', rows: canceled.data?.rows }]} />
        <Daily title="Besucher pro Tag" file="besucher" series={[{ label: 'Besucher', rows: visitors.data?.rows }, { label: 'Seitenaufrufe', rows: views.data?.rows }]} />
        <Hours title="Bestellzeiten" rows={orderTimes.data?.rows} />
        <Breakdown title="Beliebte Produkte" file="beliebte-produkte" rows={popular.data?.rows} header="Menge" />
        <Breakdown title="Bestellarten" file="bestellarten" rows={origins.data?.rows} />
        <Breakdown title="Umsatz nach Steuersatz" file="umsatz-steuersatz" rows={revenue.data?.byTaxRate} money header="Umsatz" />
        <Breakdown title="Umsatz nach Filiale" file="umsatz-filiale" rows={revenue.data?.byBranch} money header="Umsatz" />
        <Breakdown title="Seiten" file="seiten" rows={pages.data?.rows} header="Aufrufe" />
        <Breakdown title="Verweise" file="verweise" rows={referrers.data?.rows} header="Aufrufe" />
        <Breakdown title="Browser" file="browser" rows={browsers.data?.rows} header="Besucher" />
        <Breakdown title="Betriebssysteme" file="betriebssysteme" rows={systems.data?.rows} header="Besucher" />
      </Stack>
    </Box>
  );
}
