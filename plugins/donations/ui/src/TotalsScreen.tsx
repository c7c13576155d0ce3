/**
 * Back office, 'Spendensummen': what each recipient got in a period (orders that were not
 * rejected, canceled or failed), from `GET /api/donatees/totals`. Loaded only in /backend.
 */
import { formatNumber, useFormat, useResource } from '@tresen/sdk';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { periodParams, thisMonth } from './period';
import { BACKEND } from './texts';

interface Total {
  donatee: { id: number | null; name: string };
  count: number;
  amount: string;
}

export default function TotalsScreen(): ReactElement {
  const [period, setPeriod] = useState(thisMonth);
  const params = periodParams(period.from, period.to);
  const totals = useResource<Total[]>(params ? '/api/donatees/totals' : null, { params: params ?? undefined, errorMessage: BACKEND.failed });
  const format = useFormat();
  const rows = totals.data ?? [];
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} data-testid="donation-totals">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{BACKEND.title}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField type="date" size="small" label={BACKEND.from} value={period.from} onChange={(e) => setPeriod({ ...period, from: e.target.value })} InputLabelProps={{ shrink: true }} />
        <TextField type="date" size="small" label={BACKEND.to} value={period.to} onChange={(e) => setPeriod({ ...period, to: e.target.value })} InputLabelProps={{ shrink: true }} />
      </Stack>
      {!params ? <Alert severity="warning">{BACKEND.badPeriod}</Alert> : null}
      {totals.error ? (
        <Alert severity="error" action={<Button onClick={totals.reload}>{BACKEND.retry}</Button>}>{totals.error.message}</Alert>
      ) : null}
      {params && totals.data && rows.length === 0 ? <Typography>{BACKEND.none}</Typography> : null}
      {rows.length > 0 ? (
        <Table size="small" aria-label={BACKEND.title}>
          <TableHead>
            <TableRow>
              <TableCell>{BACKEND.donatee}</TableCell>
              <TableCell align="right">{BACKEND.count}</TableCell>
              <TableCell align="right">{BACKEND.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.donatee.id ?? row.donatee.name} data-testid="donation-total">
                <TableCell>{row.donatee.name}</TableCell>
                <TableCell align="right">{formatNumber(row.count)}</TableCell>
                <TableCell align="right">{format.currency(row.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">{BACKEND.sum}</TableCell>
              <TableCell align="right">{formatNumber(count)}</TableCell>
              <TableCell align="right" data-testid="donation-sum">{format.currency((cents / 100).toFixed(2))}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      ) : null}
    </Box>
  );
}
