/**
 * On a branch's edit screen: links for the branch's counter and kitchen screens (an API key
 * each, shown once — the server keeps only its hash). Whoever has the link sees that
 * branch's orders without signing in, so it is made only when asked for.
 */
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { call } from '../http';
import type { ScreenKind } from '../ScreenBoard';

const KINDS: { kind: ScreenKind; label: string }[] = [
  { kind: 'frontdesk', label: 'Theken-Bildschirm' },
  { kind: 'backoffice', label: 'Küchen-Bildschirm' },
];

export function ScreenLinks(): ReactElement | null {
  const record = useRecordContext<{ id: number }>();
  const notify = useNotify();
  const [links, setLinks] = useState<Partial<Record<ScreenKind, string>>>({});
  if (!record) return null;
  const create = async (kind: ScreenKind) => {
    try {
      const { data } = await call<{ key: string }>('POST', `/api/branches/${record.id}/api-keys`, { kind }, 'Bildschirm-Link konnte nicht erstellt werden.');
      setLinks((current) => ({ ...current, [kind]: `${window.location.origin}/backend#/${kind}/${record.id}/${data.key}` }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="screen-links" sx={{ width: { md: 320 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 }, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'start' }} data-testid="screen-links">
      <Typography id="screen-links" component="h2" variant="subtitle1">Bildschirme der Filiale</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Wer den Link hat, sieht die Bestellungen dieser Filiale ohne Anmeldung. Der Link wird nur einmal angezeigt.
      </Typography>
      <Stack spacing={1.5}>
        {KINDS.map(({ kind, label }) =>
          links[kind] ? (
            <Stack key={kind} spacing={0.5}>
              <TextField size="small" label={label} value={links[kind]} InputProps={{ readOnly: true }} onFocus={(event) => event.target.select()} />
              <Link href={links[kind]} target="_blank" rel="noopener">{label} öffnen</Link>
            </Stack>
          ) : (
            <Button key={kind} variant="outlined" onClick={() => void create(kind)}>{label}: Link erstellen</Button>
          ),
        )}
      </Stack>
    </Box>
  );
}
