/**
 * Images of a record (`image: {id}`, `logo: id`, `images: [id]`, a block's `images: [{id}]`): thumbnails of what is
 * chosen, an upload with preview (the image API's JSON data-URL upload) and a choice of the
 * images already uploaded — instead of a bare number field.
 */
import { Autocomplete, Box, Button, IconButton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useId, useState, type ChangeEvent, type ReactElement } from 'react';
import { useGetList, useGetMany, useInput, useNotify } from 'react-admin';
import { call } from '../http';

interface Image {
  id: number;
  name: string;
  alt: string;
  url: string;
}

type Shape = 'ref' | 'id' | 'ids' | 'refs';

/** The field's value as a list of ids, and back. */
const toIds = (shape: Shape, value: unknown): number[] => {
  if (shape === 'ids') return Array.isArray(value) ? (value as number[]) : [];
  if (shape === 'refs') return Array.isArray(value) ? (value as { id?: number }[]).map((ref) => Number(ref?.id)).filter(Boolean) : [];
  if (shape === 'ref') return value && typeof value === 'object' && 'id' in value ? [(value as { id: number }).id] : [];
  return typeof value === 'number' ? [value] : [];
};
const fromIds = (shape: Shape, ids: number[]): unknown => {
  if (shape === 'ids') return ids;
  if (shape === 'refs') return ids.map((id) => ({ id }));
  return ids.length ? (shape === 'ref' ? { id: ids[0] } : ids[0]) : null;
};
const many = (shape: Shape) => shape === 'ids' || shape === 'refs';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageInput({ name, label, shape }: { name: string; label: string; shape: Shape }): ReactElement {
  const { field, fieldState } = useInput({ source: name });
  const notify = useNotify();
  const uploadId = useId();
  const [busy, setBusy] = useState(false);
  const ids = toIds(shape, field.value);
  const chosen = useGetMany<Image>('images', { ids }, { enabled: ids.length > 0 });
  const all = useGetList<Image>('images', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });
  const set = (next: number[]) => field.onChange(fromIds(shape, many(shape) ? next : next.slice(-1)));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const data = await readAsDataUrl(file);
      const created = await call<Image>('POST', '/api/images', { file: { name: file.name, data } }, 'Bild konnte nicht erstellt werden.');
      set([...ids, created.data.id]);
      void all.refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const byId = new Map([...(all.data ?? []), ...(chosen.data ?? [])].map((image) => [image.id, image]));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} data-testid={`${name}-images`}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>{label}</Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        {ids.map((id) => {
          const image = byId.get(id);
          return (
            <Box key={id} sx={{ position: 'relative', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
              {image ? <img src={image.url} alt={image.alt || image.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
              <IconButton size="small" aria-label={`Bild entfernen: ${image?.name ?? id}`} onClick={() => set(ids.filter((x) => x !== id))} sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <Button component="label" htmlFor={uploadId} variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
          Bild hochladen
          <input id={uploadId} type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml" hidden onChange={(event) => void upload(event)} />
        </Button>
        <Autocomplete
          size="small"
          sx={{ minWidth: 240 }}
          options={(all.data ?? []).filter((image) => !ids.includes(image.id))}
          getOptionLabel={(image) => image.name}
          value={null}
          onChange={(_, image) => image && set([...ids, image.id])}
          renderInput={(params) => <MuiTextField {...params} label="Vorhandenes Bild wählen" />}
          noOptionsText="Keine Bilder"
        />
      </Stack>
      {fieldState.error?.message ? <Typography role="alert" color="error" variant="body2">{fieldState.error.message}</Typography> : null}
    </Box>
  );
}
