/**
 * Below a device's edit form (printers, tablets, screens; spec 000 §7 Devices): send a
 * test notification or a test print, ask for the device's log (POST
 * /api/devices/{id}/test/notification, …/test/print, …/request-device-logs), and read the
 * logs it sent and the print jobs it got. A device that does not answer in time reads
 * 'Test nicht erfolgreich.' / 'Log konnte nicht angefordert werden.' (spec 000 §8).
 * 'Neuen Schlüssel erzeugen' makes the key the device signs in with (shown once).
 * Loaded lazily: only the back office's device screen asks for it.
 */
import { ApiError, api, type BackendPanelProps } from '@tresen/sdk';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactElement } from 'react';

export const TEXTS = {
  title: 'Gerät testen',
  notification: 'Testbenachrichtigung senden',
  print: 'Testdruck senden',
  logs: 'Log anfordern',
  notificationDone: 'Das Gerät hat die Testbenachrichtigung angezeigt.',
  printDone: 'Das Gerät hat den Testdruck gedruckt.',
  logsDone: 'Das Gerät hat sein Log gesendet.',
  testFailed: 'Test nicht erfolgreich.',
  logsFailed: 'Log konnte nicht angefordert werden.',
  logsTitle: 'Geräte-Logs',
  noLogs: 'Noch keine Logs.',
  jobsTitle: 'Druckaufträge',
  noJobs: 'Noch keine Druckaufträge.',
  keyTitle: 'Schlüssel des Geräts',
  keyHint: 'Das Gerät meldet sich mit diesem Schlüssel an. Er wird nur einmal angezeigt; ein neuer Schlüssel trennt das Gerät, bis es den neuen kennt.',
  newKey: 'Neuen Schlüssel erzeugen',
  keyFailed: 'Schlüssel konnte nicht erzeugt werden.',
  socket: 'Verbindung',
  key: 'Schlüssel',
  waiting: 'Warte auf das Gerät …',
} as const;

const STATUS: Record<string, string> = {
  sent: 'gesendet',
  printed: 'gedruckt',
  failed: 'fehlgeschlagen',
  unanswered: 'keine Antwort',
};

type DeviceLog = { id: number; createdAt: string; lines: string[] };
type PrintJob = { id: number; createdAt: string; status: string; text: string };
type Feedback = { text: string; failed: boolean } | null;

const when = (iso: string): string =>
  new Date(iso).toLocaleString('de-AT', { dateStyle: 'short', timeStyle: 'medium' });

export default function DevicePanel({ record }: BackendPanelProps): ReactElement {
  const ids = useId();
  const base = `/devices/${String(record.id)}`;
  const client = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [key, setKey] = useState<{ key: string; socket: string } | null>(null);
  const logs = useQuery({ queryKey: ['device-logs', record.id], queryFn: () => api.get<DeviceLog[]>(`${base}/logs`, { record: false }) });
  const jobs = useQuery({ queryKey: ['device-print-jobs', record.id], queryFn: () => api.get<PrintJob[]>(`${base}/print-jobs`, { record: false }) });

  const action = useMutation({
    mutationFn: async ({ path, fallback }: { path: string; done: string; fallback: string }) =>
      api.post(`${base}/${path}`, undefined, { errorMessage: fallback, record: false }),
    onMutate: () => setFeedback({ text: TEXTS.waiting, failed: false }),
    onSuccess: (_, { done }) => setFeedback({ text: done, failed: false }),
    onError: (error, { fallback }) => setFeedback({ text: error instanceof ApiError && error.message ? error.message : fallback, failed: true }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['device-logs', record.id] });
      void client.invalidateQueries({ queryKey: ['device-print-jobs', record.id] });
    },
  });
  const newKey = useMutation({
    mutationFn: () => api.post<{ key: string; socket: string }>(`${base}/key`, undefined, { errorMessage: TEXTS.keyFailed, record: false }),
    onSuccess: (answer) => setKey(answer),
    onError: () => setFeedback({ text: TEXTS.keyFailed, failed: true }),
  });
  const busy = action.isPending;

  return (
    <Box component="section" aria-labelledby={`${ids}-title`} data-testid="device-panel" sx={{ m: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '48rem' }}>
      <Typography component="h2" variant="h6" id={`${ids}-title`}>{TEXTS.title}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => action.mutate({ path: 'test/notification', done: TEXTS.notificationDone, fallback: TEXTS.testFailed })}>
          {TEXTS.notification}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => action.mutate({ path: 'test/print', done: TEXTS.printDone, fallback: TEXTS.testFailed })}>
          {TEXTS.print}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => action.mutate({ path: 'request-device-logs', done: TEXTS.logsDone, fallback: TEXTS.logsFailed })}>
          {TEXTS.logs}
        </Button>
      </Stack>
      <Typography role={feedback?.failed ? 'alert' : 'status'} data-testid="device-feedback" sx={{ minHeight: '1.5em', color: feedback?.failed ? '#b71c1c' : '#1b5e20' }}>
        {feedback?.text ?? ''}
      </Typography>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>{TEXTS.logsTitle}</Typography>
      {logs.data?.length ? (
        <ul style={{ paddingLeft: '1.25rem' }} data-testid="device-logs">
          {logs.data.map((log) => (
            <li key={log.id}>
              <time dateTime={log.createdAt}>{when(log.createdAt)}</time>
              <pre style={{ whiteSpace: 'pre-wrap', margin: '4px 0 12px', fontSize: '0.8125rem' }}>{log.lines.join('\n')}</pre>
            </li>
          ))}
        </ul>
      ) : (
        <Typography variant="body2">{TEXTS.noLogs}</Typography>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>{TEXTS.jobsTitle}</Typography>
      {jobs.data?.length ? (
        <ul style={{ paddingLeft: '1.25rem' }} data-testid="device-print-jobs">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <time dateTime={job.createdAt}>{when(job.createdAt)}</time> – {STATUS[job.status] ?? job.status}
              <details>
                <summary>Bon</summary>
                <pre style={{ fontSize: '0.75rem', overflowX: 'auto' }}>{job.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <Typography variant="body2">{TEXTS.noJobs}</Typography>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>{TEXTS.keyTitle}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{TEXTS.keyHint}</Typography>
      <Button variant="outlined" onClick={() => newKey.mutate()} disabled={newKey.isPending}>{TEXTS.newKey}</Button>
      {key ? (
        <dl style={{ wordBreak: 'break-all' }} data-testid="device-key">
          <dt>{TEXTS.socket}</dt>
          <dd><code>{key.socket}</code></dd>
          <dt>{TEXTS.key}</dt>
          <dd><code>{key.key}</code></dd>
        </dl>
      ) : null}
    </Box>
  );
}
