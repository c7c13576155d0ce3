/**
 * /backend/terminal/{branch} — clocking in and out on a tablet at the door (spec 000 §3,
 * §4): a person signs in with their username and time-tracking access code (from the
 * back office's time sheet), sees their state and today's hours, and presses one of the
 * big buttons Kommen, Pause, Weiter, Gehen. Only the buttons legal in the current state are
 * enabled; the server decides and answers with the German texts of §8. No session: the
 * code travels in `X-Access-Token` and is kept only in memory ('Abmelden' forgets it).
 * A lazy chunk of its own inside the back office's.
 */
import { firstServerMessage, readCookie, XSRF_COOKIE, XSRF_HEADER } from '@tresen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';

interface Activity {
  id: number;
  status: 'started' | 'paused' | 'ended';
  startedAt: string;
  pausedAt: string | null;
  workedSeconds: number;
}
interface Me {
  user: { id: number; username: string };
  branch: { id: number; identifier: string; name: string };
  workingActivity: Activity | null;
  workedTodaySeconds: number;
  plannedTodaySeconds: number;
}
interface Credentials { username: string; token: string }
type Action = 'start' | 'pause' | 'resume' | 'end';

const LOAD_FAILED = 'Benutzer konnte nicht geladen werden';
const FAILED: Record<Action, string> = {
  start: 'Aktivität konnte nicht gestartet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
  end: 'Aktivität konnte nicht beendet werden.',
};
/** Dark shades: white text on them meets WCAG AA contrast (axe color-contrast). */
const BUTTONS: { action: Action; label: string; bg: string; legal: (a: Activity | null) => boolean }[] = [
  { action: 'start', label: 'Kommen', bg: '#1b5e20', legal: (a) => a === null },
  { action: 'pause', label: 'Pause', bg: '#8a4500', legal: (a) => a?.status === 'started' },
  { action: 'resume', label: 'Weiter', bg: '#01579b', legal: (a) => a?.status === 'paused' },
  { action: 'end', label: 'Gehen', bg: '#b71c1c', legal: (a) => a !== null },
];

class CallError extends Error {}

async function clockCall<T>(method: string, path: string, credentials: Credentials, fallback: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Access-Token': credentials.token };
  const xsrf = readCookie(document.cookie, XSRF_COOKIE);
  if (xsrf && method !== 'GET') headers[XSRF_HEADER] = xsrf;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin' });
  } catch {
    throw new CallError(fallback);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CallError(firstServerMessage(body) ?? fallback);
  return (body as { data: T }).data;
}

/** 3 h 05 min */
export function duration(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const clockTime = (at: string): string =>
  new Date(at).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });

function SignIn({ onSignIn, error, initial }: { onSignIn: (c: Credentials) => void; error: string | null; initial: string }): ReactElement {
  const [username, setUsername] = useState(initial);
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() && token.trim()) onSignIn({ username: username.trim(), token: token.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography component="h2" variant="h5">Anmelden</Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField label="Benutzername" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required inputProps={{ 'data-testid': 'terminal-username' }} />
        <TextField label="Zugangscode" type="password" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" required inputProps={{ 'data-testid': 'terminal-token' }} />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 64, fontSize: '1.25rem' }}>Anmelden</Button>
      </Stack>
    </Box>
  );
}

function Clock({ branch, credentials, onSignOut }: { branch: string; credentials: Credentials; onSignOut: (error?: string) => void }): ReactElement {
  const queryClient = useQueryClient();
  const base = `/api/time-tracking/${encodeURIComponent(branch)}/${encodeURIComponent(credentials.username)}`;
  const key = ['terminal', branch, credentials.username];
  const me = useQuery({
    queryKey: key,
    queryFn: () => clockCall<Me>('GET', `${base}/me`, credentials, LOAD_FAILED),
    refetchInterval: 30_000,
    retry: false,
  });
  const [message, setMessage] = useState<string | null>(null);
  const press = useMutation({
    mutationFn: (action: Action) => clockCall<Activity>('POST', `${base}/working-activities/${action}`, credentials, FAILED[action]),
    onSuccess: (activity, action) => {
      // spec 000 §4: after end the current activity is empty, otherwise the server's answer
      queryClient.setQueryData<Me>(key, (old) => (old ? { ...old, workingActivity: action === 'end' ? null : activity } : old));
      setMessage(null);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => setMessage(error.message),
  });
  // Signing out forgets the person's data: the next person starts from a fresh query.
  const leave = (reason?: string) => {
    queryClient.removeQueries({ queryKey: key });
    onSignOut(reason);
  };
  useEffect(() => {
    if (me.isError) leave(me.error.message);
  });
  if (!me.data) return <Typography role="status">Wird geladen …</Typography>;
  const { workingActivity: activity, workedTodaySeconds, plannedTodaySeconds } = me.data;
  const state = activity === null
    ? 'Nicht eingestempelt'
    : activity.status === 'paused' && activity.pausedAt
      ? `In Pause seit ${clockTime(activity.pausedAt)}`
      : `Bei der Arbeit seit ${clockTime(activity.startedAt)}`;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h2" variant="h4">Hallo {me.data.user.username}</Typography>
        <Typography component="p" variant="h5" data-testid="terminal-state" aria-live="polite">{state}</Typography>
        <Typography data-testid="terminal-today">
          Heute gearbeitet: {duration(workedTodaySeconds)}
          {plannedTodaySeconds ? ` von ${duration(plannedTodaySeconds)} geplant` : ''}
        </Typography>
      </Box>
      {message ? <Alert severity="error" role="alert">{message}</Alert> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        {BUTTONS.map(({ action, label, bg, legal }) => (
          <Button
            key={action}
            variant="contained"
            disabled={!legal(activity) || press.isPending}
            onClick={() => press.mutate(action)}
            data-testid={`terminal-${action}`}
            sx={{ minHeight: 120, fontSize: { xs: '1.5rem', md: '1.75rem' }, textTransform: 'none', fontWeight: 700, transition: 'none', bgcolor: bg, color: '#ffffff', '&:hover': { bgcolor: bg, filter: 'brightness(0.9)' }, '&.Mui-disabled': { bgcolor: '#e0e0e0', color: '#5c5c5c' } }}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Button variant="outlined" size="large" onClick={() => leave()} sx={{ alignSelf: 'start' }}>Abmelden</Button>
    </Stack>
  );
}

export default function TerminalPage({ branch }: { branch: string }): ReactElement {
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string | null>(null);
  // After a wrong code the name stays filled in; after 'Abmelden' the form is empty.
  const [lastName, setLastName] = useState('');
  useEffect(() => {
    document.title = 'Zeiterfassung – Tresen';
  }, []);
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>Zeiterfassung</Typography>
      <Card>
        <CardContent>
          {credentials ? (
            <Clock
              branch={branch}
              credentials={credentials}
              onSignOut={(reason) => {
                setLastName(reason ? credentials.username : '');
                setCredentials(null);
                setError(reason ?? null);
              }}
            />
          ) : (
            <SignIn
              error={error}
              initial={lastName}
              onSignIn={(c) => {
                setError(null);
                setCredentials(c);
              }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
