/**
 * Opening and delivery hours (spec 001 §4 rules): one row per rule — day (daily, a
 * weekday or one date), closed, from, to — instead of JSON text, and below it what
 * customers read, from the branch's `/state` (the saved rules; it updates after saving).
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { ArrayInput, BooleanInput, DateInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, useRecordContext } from 'react-admin';
import { call } from '../http';

const DAYS = [
  { id: 'daily', name: 'Täglich' },
  { id: 'monday', name: 'Montag' },
  { id: 'tuesday', name: 'Dienstag' },
  { id: 'wednesday', name: 'Mittwoch' },
  { id: 'thursday', name: 'Donnerstag' },
  { id: 'friday', name: 'Freitag' },
  { id: 'saturday', name: 'Samstag' },
  { id: 'sunday', name: 'Sonntag' },
  { id: 'once', name: 'An einem Datum' },
];

interface BranchState {
  openingHours: string[];
  deliveryHours: string[] | null;
}

/** What customers read, from the saved rules. */
function Preview({ name }: { name: 'openingHours' | 'deliveryHours' }): ReactElement | null {
  const record = useRecordContext<{ id?: number; updatedAt?: string }>();
  const state = useQuery({
    queryKey: ['backend', 'branch-state', record?.id, record?.updatedAt],
    enabled: !!record?.id,
    queryFn: async () => (await call<BranchState>('GET', `/api/branches/${record!.id}/state`, undefined, 'Öffnungszeiten konnten nicht geladen werden.')).data,
  });
  const lines = state.data?.[name];
  if (!lines?.length) return null;
  return (
    <Box component="section" aria-label="So sehen es Ihre Gäste" sx={{ mt: 1, mb: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid={`${name}-preview`}>
      <Typography variant="subtitle2" component="h3">So sehen es Ihre Gäste</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">{line}</Typography>
      ))}
    </Box>
  );
}

export function HoursInput({ name, label }: { name: 'openingHours' | 'deliveryHours'; label: string }): ReactElement {
  return (
    <Box sx={{ width: '100%' }} data-testid={`${name}-editor`}>
      <ArrayInput source={name} label={label}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="type" label="Tag" choices={DAYS} defaultValue="daily" isRequired />
          <FormDataConsumer<{ type?: string }>>
            {({ scopedFormData }) => (scopedFormData?.type === 'once' ? <DateInput source="date" label="Datum" isRequired /> : null)}
          </FormDataConsumer>
          <BooleanInput source="isClosed" label="Geschlossen" defaultValue={false} />
          <FormDataConsumer<{ isClosed?: boolean }>>
            {({ scopedFormData }) =>
              scopedFormData?.isClosed ? null : (
                <>
                  {/* Text, not type="time": a rule may end at 24:00, which a time input cannot hold. */}
                  <TextInput source="from" label="Von" defaultValue="11:00" placeholder="HH:mm" inputProps={{ inputMode: 'numeric', maxLength: 5 }} sx={{ width: '7em' }} />
                  <TextInput source="to" label="Bis" defaultValue="22:00" placeholder="HH:mm" inputProps={{ inputMode: 'numeric', maxLength: 5 }} sx={{ width: '7em' }} helperText="00:00–24:00: ganztägig" />
                </>
              )
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <Preview name={name} />
    </Box>
  );
}
