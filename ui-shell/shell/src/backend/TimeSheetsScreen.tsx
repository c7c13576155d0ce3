/**
 * /backend#/time-sheets — 'Zeitsalden' (spec 000 §3 time sheets): planned against worked
 * hours per week and day of a period, the holiday accounts ('Urlaubskonten'), the monthly
 * export for the payroll office (CSV and PDF from the server), the office's corrections of the
 * person's working time (TimeCorrections) and the person's access code
 * for the terminal at the door. Staff see their own; administrators choose the person.
 * A lazy chunk of its own.
 */
import { ROLE_ADMIN, useCurrentUser } from '@tresen/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, Table, TableBody, TableCell,
  TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Title } from 'react-admin';
import { call } from './http';
import { TimeCorrections } from './TimeCorrections';

interface Row { planned: string; worked: string; balance: string; from: string; to: string; date?: string; week?: string; month?: string }
interface Sheet { user: { id: number; username: string }; days: Row[]; weeks: Row[]; months: Row[]; total: Row }
interface Holiday { id: number; user: { id: number }; year: number; entitlement: string; carriedOver: string; taken: string; remaining: string }

const BALANCES_FAILED = 'Zeitsalden konnten nicht geladen werden';
const HOLIDAYS_FAILED = 'Urlaubskonten konnten nicht geladen werden';
/** Figures stay on one line; a narrow screen scrolls the table sideways. */
const NOWRAP = { '& td, & th': { whiteSpace: 'nowrap', px: 1 } };
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
/** "7.50" → "7,50" (German decimal comma). */
const comma = (hours: string): string => hours.replace('.', ',');
const germanDate = (date: string): string => `${WEEKDAYS[new Date(`${date}T12:00:00`).getDay()]} ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

function FigureTable({ caption, rows, label }: { caption: string; rows: Row[]; label: (row: Row) => string }): ReactElement {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${caption} (seitlich scrollbar)`}>
      <Table size="small" aria-label={caption} sx={NOWRAP}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Zeitraum</TableCell>
            <TableCell component="th" scope="col" align="right">Soll (h)</TableCell>
            <TableCell component="th" scope="col" align="right">Ist (h)</TableCell>
            <TableCell component="th" scope="col" align="right">Saldo (h)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={label(row)}>
              <TableCell component="th" scope="row">{label(row)}</TableCell>
              <TableCell align="right">{comma(row.planned)}</TableCell>
              <TableCell align="right">{comma(row.worked)}</TableCell>
              <TableCell align="right" sx={{ color: row.balance.startsWith('-') ? '#b00020' : undefined, fontWeight: 600 }}>{comma(row.balance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function AccessCode({ userId, isSelf }: { userId: number | null; isSelf: boolean }): ReactElement {
  const create = useMutation({
    mutationFn: async () =>
      (await call<{ accessToken: string }>('POST', '/api/time-tracking/access-tokens', isSelf || userId === null ? {} : { user: { id: userId } }, 'Zugangscode konnte nicht erzeugt werden.')).data,
  });
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">Zugangscode für das Terminal</Typography>
      <Typography variant="body2">Ein neuer Code ersetzt den bisherigen. Er wird nur jetzt angezeigt.</Typography>
      <Button variant="outlined" onClick={() => create.mutate()} disabled={create.isPending} sx={{ alignSelf: 'start' }} data-testid="new-access-token">
        Neuen Zugangscode erzeugen
      </Button>
      {create.isError ? <Alert severity="error">{create.error.message}</Alert> : null}
      {create.data ? (
        <Alert severity="success" data-testid="access-token">
          Zugangscode: <code>{create.data.accessToken}</code>
        </Alert>
      ) : null}
    </Stack>
  );
}

export default function TimeSheetsScreen(): ReactElement {
  const me = useCurrentUser();
  const isAdmin = !!me?.roles.includes(ROLE_ADMIN);
  const today = new Date();
  const [from, setFrom] = useState(iso(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(iso(new Date(today.getFullYear(), today.getMonth() + 1, 0)));
  const [userId, setUserId] = useState<string>(me ? String(me.id) : '');
  const [month, setMonth] = useState(`${today.getFullYear()}-${pad(today.getMonth() + 1)}`);
  const valid = !!from && !!to && from <= to;
  const people = useQuery({
    queryKey: ['backend', 'time-sheets', 'people'],
    queryFn: async () => (await call<Sheet[]>('GET', `/api/time-sheets/balances?from=${iso(today)}&to=${iso(today)}`, undefined, BALANCES_FAILED)).data.map((s) => s.user),
    enabled: isAdmin,
  });
  const userQuery = isAdmin && userId ? `&user=${userId}` : '';
  const balances = useQuery({
    queryKey: ['backend', 'time-sheets', 'balances', from, to, userQuery],
    queryFn: async () => (await call<Sheet[]>('GET', `/api/time-sheets/balances?from=${from}&to=${to}${userQuery}`, undefined, BALANCES_FAILED)).data,
    enabled: valid,
  });
  const holidays = useQuery({
    queryKey: ['backend', 'time-sheets', 'holidays', userQuery],
    queryFn: async () => (await call<Holiday[]>('GET', `/api/time-sheets/holiday-balances?${userQuery.slice(1)}`, undefined, HOLIDAYS_FAILED)).data,
  });
  const sheet = balances.data?.[0];
  const exportUrl = (format: 'csv' | 'pdf') => `/api/time-sheets/export?month=${month}&user=${userId}&format=${format}`;
  return (
    // On a phone the screen keeps to the viewport and wide tables scroll sideways in their box.
    <Box component="main" sx={{ p: { xs: 1, md: 2 }, maxWidth: { xs: '100vw', md: 'none' }, minWidth: 0 }}>
      <Title title="Zeitsalden" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>Zeitsalden</Typography>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {isAdmin ? (
                <FormControl sx={{ minWidth: 200 }}>
                  <InputLabel id="time-sheet-user-label">Mitarbeiter</InputLabel>
                  <Select labelId="time-sheet-user-label" label="Mitarbeiter" value={userId} onChange={(e) => setUserId(e.target.value)} data-testid="time-sheet-user">
                    {(people.data ?? []).map((person) => (
                      <MenuItem key={person.id} value={String(person.id)}>{person.username}</MenuItem>
                    ))}
                  </Select>
                </FormControl>
              ) : null}
              <TextField label="Von" type="date" value={from} onChange={(e) => setFrom(e.target.value)} InputLabelProps={{ shrink: true }} />
              <TextField label="Bis" type="date" value={to} onChange={(e) => setTo(e.target.value)} InputLabelProps={{ shrink: true }} error={!valid} helperText={valid ? ' ' : 'Das Ende darf nicht vor dem Beginn liegen.'} />
            </Stack>
          </CardContent>
        </Card>
        {balances.isError ? <Alert severity="error">{BALANCES_FAILED}</Alert> : null}
        {sheet ? (
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6">{sheet.user.username}: Saldo {comma(sheet.total.balance)} h</Typography>
              <Typography data-testid="time-sheet-total">
                Soll {comma(sheet.total.planned)} h, Ist {comma(sheet.total.worked)} h
              </Typography>
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>Wochen</Typography>
              <FigureTable caption="Wochen" rows={sheet.weeks} label={(row) => `${row.week ?? ''} (${row.from.slice(8, 10)}.${row.from.slice(5, 7)}.–${row.to.slice(8, 10)}.${row.to.slice(5, 7)}.)`} />
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>Tage</Typography>
              <FigureTable caption="Tage" rows={sheet.days.filter((d) => d.planned !== '0.00' || d.worked !== '0.00')} label={(row) => germanDate(row.date ?? row.from)} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardContent>
            <TimeCorrections from={from} to={to} userQuery={userQuery} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6">Urlaubskonten</Typography>
            {holidays.isError ? <Alert severity="error">{HOLIDAYS_FAILED}</Alert> : null}
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Urlaubskonten (seitlich scrollbar)">
              <Table size="small" aria-label="Urlaubskonten" sx={NOWRAP}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">Jahr</TableCell>
                    <TableCell component="th" scope="col" align="right">Anspruch</TableCell>
                    <TableCell component="th" scope="col" align="right">Übertrag</TableCell>
                    <TableCell component="th" scope="col" align="right">Genommen</TableCell>
                    <TableCell component="th" scope="col" align="right">Rest (Tage)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(holidays.data ?? []).map((h) => (
                    <TableRow key={h.id}>
                      <TableCell component="th" scope="row">{h.year}</TableCell>
                      <TableCell align="right">{comma(h.entitlement)}</TableCell>
                      <TableCell align="right">{comma(h.carriedOver)}</TableCell>
                      <TableCell align="right">{comma(h.taken)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>{comma(h.remaining)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {holidays.data && holidays.data.length === 0 ? <Typography sx={{ mt: 1 }}>Kein Urlaubskonto angelegt.</Typography> : null}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography component="h2" variant="h6">Export für die Lohnverrechnung</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField label="Monat" type="month" value={month} onChange={(e) => setMonth(e.target.value)} InputLabelProps={{ shrink: true }} />
                <Button variant="contained" href={exportUrl('csv')} disabled={!userId || !month} data-testid="export-csv">CSV herunterladen</Button>
                <Button variant="contained" href={exportUrl('pdf')} disabled={!userId || !month} data-testid="export-pdf">PDF herunterladen</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <AccessCode userId={userId ? Number(userId) : null} isSelf={!userId || String(me?.id) === userId} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
