/**
 * /backend/login: username or e-mail and password, or a sign-in link by e-mail. Failures
 * show the server's message (lockout minutes …) or 'Ungültige Anmeldedaten.'. After signing
 * in the page goes back to where the 401 came from (?next=…, only under /backend of this
 * site), with a fresh start-up. A sign-in link that failed comes here with ?link=<reason>.
 */
import { firstServerMessage, readCookie, XSRF_COOKIE, XSRF_HEADER } from '@tresen/sdk';
import { Alert, Box, Button, Card, CardContent, CssBaseline, Link, Stack, TextField, ThemeProvider, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { linkProblem, nextTarget } from './login';
import { theme } from './theme';

const INVALID = 'Ungültige Anmeldedaten.';

async function post(path: string, body: unknown): Promise<{ ok: boolean; message: string | null }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = readCookie(document.cookie, XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  try {
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
    const parsed = await response.json().catch(() => null);
    return { ok: response.ok, message: firstServerMessage(parsed) };
  } catch {
    return { ok: false, message: 'Der Server ist nicht erreichbar.' };
  }
}

export function LoginPage(): ReactElement {
  const [mode, setMode] = useState<'password' | 'link'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() => linkProblem(window.location.search));
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Anmelden';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInfo(null);
    if (mode === 'password') {
      const answer = await post('/api/login', { username, password });
      if (answer.ok) {
        window.location.assign(nextTarget(window.location.search, window.location.origin));
        return;
      }
      setError(answer.message ?? INVALID);
    } else {
      const answer = await post('/api/login-link', { username });
      if (answer.ok) setInfo('Wenn es das Konto gibt, ist ein Anmeldelink unterwegs. Bitte sehen Sie in Ihrem Postfach nach.');
      else setError(answer.message ?? 'Der Anmeldelink konnte nicht gesendet werden.');
    }
    setBusy(false);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: '#f4f4f4' }} data-testid="tresen-login">
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              Anmelden
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {mode === 'password' ? 'Melden Sie sich mit Benutzername oder E-Mail und Passwort an.' : 'Wir senden Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden.'}
            </Typography>
            <form onSubmit={submit} noValidate>
              <Stack spacing={2}>
                <TextField label="Benutzername oder E-Mail" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus fullWidth />
                {mode === 'password' ? (
                  <TextField label="Passwort" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
                ) : null}
                {error ? <Alert severity="error" role="alert" data-testid="login-error">{error}</Alert> : null}
                {info ? <Alert severity="success" role="status">{info}</Alert> : null}
                <Button type="submit" variant="contained" size="large" disabled={busy || !username || (mode === 'password' && !password)}>
                  {mode === 'password' ? 'Anmelden' : 'Link senden'}
                </Button>
                <Link component="button" type="button" variant="body2" onClick={() => { setMode(mode === 'password' ? 'link' : 'password'); setError(null); setInfo(null); }}>
                  {mode === 'password' ? 'Anmeldelink per E-Mail anfordern' : 'Mit Passwort anmelden'}
                </Link>
              </Stack>
            </form>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
