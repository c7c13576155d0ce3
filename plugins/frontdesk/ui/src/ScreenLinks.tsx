/**
 * Below a branch's edit form: links for the branch's counter and kitchen screens (an API
 * key each, shown once — the server keeps only its hash). Whoever has the link sees that
 * branch's orders without signing in, so it is made only when asked for.
 */
import { ApiError, api, type BackendPanelProps } from '@tresen/sdk';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { ScreenKind } from './ScreenBoard';
import { TEXTS } from './texts';

const KINDS: { kind: ScreenKind; label: string }[] = [
  { kind: 'frontdesk', label: TEXTS.counterScreen },
  { kind: 'backoffice', label: TEXTS.kitchenScreen },
];

export default function ScreenLinks({ record }: BackendPanelProps): ReactElement {
  const [links, setLinks] = useState<Partial<Record<ScreenKind, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = String(record.id);
  const create = async (kind: ScreenKind) => {
    setFailure(null);
    try {
      const data = await api.post<{ key: string }>(`/branches/${id}/api-keys`, { kind }, { errorMessage: TEXTS.linkFailed, record: false });
      setLinks((current) => ({ ...current, [kind]: `${window.location.origin}/backend#/${kind}/${id}/${data.key}` }));
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : TEXTS.linkFailed);
    }
  };
  return (
    <Box component="section" aria-labelledby="screen-links" sx={{ m: 2, p: 2, maxWidth: '40rem', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="screen-links">
      <Typography id="screen-links" component="h2" variant="subtitle1">{TEXTS.linksTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{TEXTS.linksHint}</Typography>
      {failure ? <Alert severity="error" sx={{ mb: 1 }}>{failure}</Alert> : null}
      <Stack spacing={1.5}>
        {KINDS.map(({ kind, label }) =>
          links[kind] ? (
            <Stack key={kind} spacing={0.5}>
              <TextField size="small" label={label} value={links[kind]} InputProps={{ readOnly: true }} onFocus={(event) => event.target.select()} />
              <Link href={links[kind]} target="_blank" rel="noopener">{label} {TEXTS.open}</Link>
            </Stack>
          ) : (
            <Button key={kind} variant="outlined" onClick={() => void create(kind)}>{label}: {TEXTS.make}</Button>
          ),
        )}
      </Stack>
    </Box>
  );
}
