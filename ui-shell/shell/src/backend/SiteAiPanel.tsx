/**
 * Below a site's edit form: 'Inhalt mit KI erzeugen' (POST
 * /api/content-ai/generate/site/{id}, spec 000 §7 AI). What comes back is a draft shown
 * here; the site stays as it is until a person takes the draft over ('Entwurf übernehmen'
 * saves title, description and content with PUT /api/sites/{id}; whether the site is
 * public stays as set). Failures read as the server says them, in German.
 */
import { ApiError, api, type BackendPanelProps } from '@tresen/sdk';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement } from 'react';

export const TEXTS = {
  title: 'Inhalt mit KI erzeugen',
  prompt: 'Was soll die Seite sagen?',
  promptHint: 'Zum Beispiel: Wer wir sind, was wir anbieten, wie man uns erreicht.',
  generate: 'Inhalt mit KI erzeugen',
  working: 'Die KI schreibt …',
  draft: 'Entwurf',
  draftHint: 'Die Seite bleibt unverändert, bis Sie den Entwurf übernehmen.',
  apply: 'Entwurf übernehmen',
  applied: 'Der Entwurf wurde übernommen.',
  failed: 'Inhalt konnte nicht erzeugt werden.',
  applyFailed: 'Entwurf konnte nicht übernommen werden.',
} as const;

const SITE_FIELDS = ['name', 'path', 'type', 'title', 'seoTitle', 'keywords', 'description', 'seoDescription', 'content', 'isPublic'] as const;

type Block = { type: string; title?: string; text?: string };
type Draft = { id: number; title: string; description: string; content: Block[] | { body: string } };

/** Rich text as plain text for the preview (the server sanitised it already). */
function plain(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function sections(content: Draft['content']): Block[] {
  return Array.isArray(content) ? content : [{ type: 'text', text: content.body }];
}

export default function SiteAiPanel({ record, refresh }: BackendPanelProps): ReactElement {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const reason = (error: unknown, fallback: string): string => (error instanceof ApiError && error.message ? error.message : fallback);

  const generate = useMutation({
    mutationFn: () => api.post<Draft>(`/content-ai/generate/site/${String(record.id)}`, { prompt }, { errorMessage: TEXTS.failed, record: false }),
    onMutate: () => setMessage({ text: TEXTS.working, failed: false }),
    onSuccess: () => setMessage(null),
    onError: (error) => setMessage({ text: reason(error, TEXTS.failed), failed: true }),
  });
  const apply = useMutation({
    mutationFn: (draft: Draft) => {
      const site = Object.fromEntries(SITE_FIELDS.filter((key) => key in record).map((key) => [key, record[key]]));
      return api.put(`/sites/${String(record.id)}`, { ...site, id: record.id, title: draft.title, description: draft.description, content: draft.content }, { errorMessage: TEXTS.applyFailed, record: false });
    },
    onSuccess: () => {
      setMessage({ text: TEXTS.applied, failed: false });
      generate.reset();
      refresh();
    },
    onError: (error) => setMessage({ text: reason(error, TEXTS.applyFailed), failed: true }),
  });

  function submit(event: FormEvent): void {
    event.preventDefault();
    generate.mutate();
  }

  const draft = generate.data;
  return (
    <Box component="section" aria-labelledby={`${ids}-title`} data-testid="site-ai" sx={{ m: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '48rem' }}>
      <Typography component="h2" variant="h6" id={`${ids}-title`}>{TEXTS.title}</Typography>
      <form onSubmit={submit}>
        <TextField
          id={`${ids}-prompt`}
          label={TEXTS.prompt}
          helperText={TEXTS.promptHint}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          inputProps={{ maxLength: 2000 }}
          sx={{ my: 2 }}
        />
        <Button type="submit" variant="contained" disabled={generate.isPending || prompt.trim() === ''}>{TEXTS.generate}</Button>
      </form>
      <Typography role={message?.failed ? 'alert' : 'status'} sx={{ minHeight: '1.5em', mt: 1, color: message?.failed ? '#b71c1c' : '#1b5e20' }}>
        {message?.text ?? ''}
      </Typography>
      {draft ? (
        <Box data-testid="site-ai-draft" sx={{ mt: 2, p: 2, bgcolor: '#f5f5f5', borderRadius: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{TEXTS.draft}: {draft.title}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>{draft.description}</Typography>
          {sections(draft.content).map((block, index) => (
            <Box key={index} sx={{ mb: 1 }}>
              {block.title ? <Typography component="h4" variant="subtitle2">{block.title}</Typography> : null}
              <Typography variant="body2">{plain(block.text ?? '')}</Typography>
            </Box>
          ))}
          <Typography variant="body2" sx={{ my: 1 }}>{TEXTS.draftHint}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => apply.mutate(draft)} disabled={apply.isPending}>{TEXTS.apply}</Button>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
