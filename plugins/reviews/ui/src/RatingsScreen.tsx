/**
 * Back office, 'Bewertungen': per branch the number of answers and the average of each
 * rating, and the answers themselves, newest first (employees see their branches only —
 * the server filters). From `GET /api/ratings/averages` and `GET /api/ratings`.
 */
import { formatNumber, useFormat, useResource } from '@tresen/sdk';
import { Alert, Box, Button, Card, CardContent, MenuItem, Rating, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { BACKEND, TEXTS } from './texts';

const KEYS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
type Key = (typeof KEYS)[number];

type Average = { branch: { id: number; name: string }; count: number } & Record<Key, string>;
type Answer = { order: { id: number; ticketNumber: number | null }; branch: { id: number }; comment: string | null; createdAt: string } & Record<Key, number>;

export default function RatingsScreen(): ReactElement {
  const [branch, setBranch] = useState('');
  const params = branch ? { branch } : undefined;
  const averages = useResource<Average[]>('/api/ratings/averages', { errorMessage: BACKEND.failed });
  const answers = useResource<Answer[]>('/api/ratings', { params, errorMessage: BACKEND.failed });
  const format = useFormat();
  const names = new Map((averages.data ?? []).map((a) => [a.branch.id, a.branch.name]));
  const error = averages.error ?? answers.error;

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} data-testid="ratings-screen">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{BACKEND.title}</Typography>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => { averages.reload(); answers.reload(); }}>{BACKEND.retry}</Button>}>{error.message}</Alert>
      ) : null}
      {averages.data && averages.data.length === 0 ? <Typography>{BACKEND.none}</Typography> : null}
      {averages.data && averages.data.length > 0 ? (
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{BACKEND.averages}</Typography>
      ) : null}
      {averages.data && averages.data.length > 0 ? (
        <Box component="ul" aria-label={BACKEND.averages} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {averages.data.map((row) => (
            <Card key={row.branch.id} component="li" variant="outlined" data-testid="rating-average">
              <CardContent>
                <Typography component="h3" variant="subtitle1">{row.branch.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{BACKEND.count(row.count)}</Typography>
                {KEYS.map((key) => (
                  <Stack key={key} direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                    <Typography variant="body2">{TEXTS.ratings[key]}</Typography>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Rating value={Number(row[key])} precision={0.1} readOnly size="small" aria-hidden />
                      <Typography variant="body2" sx={{ minWidth: '2.5em', textAlign: 'right' }} data-rating={key}>{formatNumber(row[key], 2)}</Typography>
                    </Stack>
                  </Stack>
                ))}
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography component="h2" variant="h6">{BACKEND.answers}</Typography>
        <TextField select size="small" label={BACKEND.branch} value={branch} onChange={(e) => setBranch(e.target.value)} sx={{ minWidth: 200 }} InputLabelProps={{ shrink: true }} SelectProps={{ displayEmpty: true }}>
          <MenuItem value="">{BACKEND.allBranches}</MenuItem>
          {[...names].map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>{name}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {answers.data && answers.data.length === 0 ? <Typography>{BACKEND.none}</Typography> : null}
      <Stack spacing={1}>
        {(answers.data ?? []).map((answer) => (
          <Card key={answer.order.id} variant="outlined" component="article" data-testid="rating-answer" aria-label={BACKEND.order(answer.order.ticketNumber ?? answer.order.id)}>
            <CardContent>
              <Typography variant="subtitle2" component="h3">
                {BACKEND.order(answer.order.ticketNumber ?? answer.order.id)} · {names.get(answer.branch.id) ?? ''} · {format.dateTime(answer.createdAt)}
              </Typography>
              <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} sx={{ my: 1 }}>
                {KEYS.map((key) => (
                  <Stack key={key} direction="row" spacing={0.5} alignItems="center">
                    <Typography variant="body2">{TEXTS.ratings[key]}</Typography>
                    <Rating value={answer[key]} readOnly size="small" aria-label={`${TEXTS.ratings[key]}: ${TEXTS.stars(answer[key])}`} />
                  </Stack>
                ))}
              </Stack>
              {answer.comment ? <Typography variant="body2">{answer.comment}</Typography> : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
