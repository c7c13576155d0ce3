/**
 * Below an image template's edit form: the template rendered by the server (GET
 * /api/image-templates/{id}/render, Pillow), refreshed after every save, and links to
 * download it as PNG or JPEG.
 */
import type { BackendPanelProps } from '@tresen/sdk';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';

export const TEXTS = {
  title: 'Vorschau',
  alt: 'Vorschau der Bildvorlage {name}',
  failed: 'Die Vorlage kann so nicht gezeichnet werden. Bitte prüfen Sie die Ebenen.',
  png: 'Als PNG herunterladen',
  jpeg: 'Als JPEG herunterladen',
} as const;

export default function TemplatePreview({ record }: BackendPanelProps): ReactElement {
  const ids = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const version = encodeURIComponent(String(record.updatedAt ?? ''));
  const base = `/api/image-templates/${String(record.id)}/render`;
  const src = `${base}?format=png&v=${version}`;
  return (
    <Box component="section" aria-labelledby={`${ids}-title`} data-testid="template-preview" sx={{ m: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '48rem' }}>
      <Typography component="h2" variant="h6" id={`${ids}-title`}>{TEXTS.title}</Typography>
      {failed === src ? (
        <Typography role="alert" sx={{ color: '#b71c1c', my: 1 }}>{TEXTS.failed}</Typography>
      ) : (
        <img
          src={src}
          alt={TEXTS.alt.replace('{name}', String(record.name ?? ''))}
          style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '8px 0', border: '1px solid #ddd' }}
          onError={() => setFailed(src)}
        />
      )}
      <Stack direction="row" spacing={2}>
        <Link href={`${base}?format=png`} download>{TEXTS.png}</Link>
        <Link href={`${base}?format=jpeg`} download>{TEXTS.jpeg}</Link>
      </Stack>
    </Box>
  );
}
