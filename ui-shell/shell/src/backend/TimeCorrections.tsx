/**
 * The corrections of a person's working time in the time sheet (issue 23): what the office
 * entered, changed or deleted, by whom and when, with the times before and after
 * (GET /api/time-sheets/corrections — the audit log of /api/working-activities).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { call } from './http';

interface Times { startedAt: string; endedAt: string | null; pausedSeconds: number }
interface Correction { activity: { id: number }; action: 'create' | 'update' | 'delete'; date: string; label: string; before: Times | null; after: Times | null }

const FAILED = 'Korrekturen konnten nicht geladen werden';
const VIENNA: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' };
const clock = (at: string | null): string => (at ? new Date(at).toLocaleTimeString('de-AT', VIENNA) : 'offen');
const span = (t: Times | null): string =>
  t ? `${clock(t.startedAt)}–${clock(t.endedAt)}, Pause ${(t.pausedSeconds / 3600).toFixed(2).replace('.', ',')} h` : '–';
const germanDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export function TimeCorrections({ from, to, userQuery }: { from: string; to: string; userQuery: string }): ReactElement {
  const corrections = useQuery({
    queryKey: ['backend', 'time-sheets', 'corrections', from, to, userQuery],
    queryFn: async () => (await call<Correction[]>('GET', `/api/time-sheets/corrections?from=${from}&to=${to}${userQuery}`, undefined, FAILED)).data,
    enabled: !!from && !!to && from <= to,
  });
  return (
    <>
      <Typography component="h2" variant="h6">Korrekturen</Typography>
      {corrections.isError ? <Alert severity="error">{FAILED}</Alert> : null}
      {corrections.data && corrections.data.length === 0 ? <Typography sx={{ mt: 1 }}>Keine Korrekturen in diesem Zeitraum.</Typography> : null}
      <List dense aria-label="Korrekturen" data-testid="time-corrections">
        {(corrections.data ?? []).map((c, index) => (
          <ListItem key={`${c.activity.id}-${index}`} disableGutters divider>
            <ListItemText
              primary={`${germanDate(c.date)}: ${c.label}`}
              secondary={c.action === 'update' ? `vorher ${span(c.before)} → nachher ${span(c.after)}` : c.action === 'create' ? `eingetragen ${span(c.after)}` : `entfernt ${span(c.before)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
