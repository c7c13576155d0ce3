/**
 * A product's configuration (`config.parts`, spec 002 §3): groups the guest chooses from
 * (select: one option, multiselect: several) or fills in (text, image, file), each
 * required or optional, with options that add to, subtract from or replace the price.
 * Amounts are Decimal strings ("1.50"; a German "1,50" is read as such). Server errors
 * (JSON paths like `config.parts[0].options[1].value`) land at their inputs.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import { choiceRule, decimalText } from './parts';

const TYPES = [
  { id: 'select', name: 'Eine Option wählen' },
  { id: 'multiselect', name: 'Mehrere Optionen wählen' },
  { id: 'text', name: 'Text (einzeilig)' },
  { id: 'textarea', name: 'Text (mehrzeilig)' },
  { id: 'image', name: 'Ein Bild' },
  { id: 'images', name: 'Mehrere Bilder' },
  { id: 'file', name: 'Eine Datei' },
  { id: 'files', name: 'Mehrere Dateien' },
];

const MODIFIERS = [
  { id: 'add', name: 'Aufpreis' },
  { id: 'subtract', name: 'Abzug' },
  { id: 'overwrite', name: 'Ersetzt den Preis' },
];

const CHOICE = new Set(['select', 'multiselect']);

interface PartData {
  type?: string;
  optional?: boolean;
}

/** The iterator's add button with its words (the generic one is a bare icon). */
function AddButton({ label }: { label: string }): ReactElement {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
}

export function PartsInput({ name, label }: { name: string; label: string }): ReactElement {
  return (
    <Box sx={{ width: '100%' }} data-testid="parts-editor">
      <Typography component="h3" variant="subtitle1">{label}: Auswahlgruppen</Typography>
      <ArrayInput source={`${name}.parts`} label={false}>
        <SimpleFormIterator
          disableClear
          fullWidth
          getItemLabel={(index) => `Gruppe ${index + 1}`}
          addButton={<AddButton label="Gruppe hinzufügen" />}
          removeButton={<RemoveItemButton label="Gruppe entfernen" aria-label="Gruppe entfernen" />}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1, mb: 1 } }}
        >
          <TextInput source="name" label="Name der Gruppe" isRequired helperText="z. B. Größe, Beilage, Extras" />
          <SelectInput source="type" label="Art" choices={TYPES} defaultValue="select" isRequired />
          <BooleanInput source="optional" label="Optional" defaultValue={false} />
          <FormDataConsumer<PartData>>
            {({ scopedFormData }) => (
              <Typography variant="body2" color="text.secondary" data-testid="part-rule" sx={{ mb: 1 }}>
                {choiceRule(scopedFormData?.type, scopedFormData?.optional)}
              </Typography>
            )}
          </FormDataConsumer>
          {/* The API wants text here, never null: an empty field stays ''. */}
          <TextInput source="description" label="Beschreibung" multiline fullWidth defaultValue="" parse={(text: string) => text ?? ''} />
          <FormDataConsumer<PartData>>
            {({ scopedFormData }) =>
              CHOICE.has(scopedFormData?.type ?? 'select') ? (
                <ArrayInput source="options" label="Optionen">
                  <SimpleFormIterator
                    inline
                    disableClear
                    addButton={<AddButton label="Option hinzufügen" />}
                    removeButton={<RemoveItemButton label="Option entfernen" aria-label="Option entfernen" />}
                  >
                    <TextInput source="name" label="Option" isRequired />
                    <SelectInput source="modifier" label="Preiswirkung" choices={MODIFIERS} defaultValue="add" isRequired />
                    <TextInput source="value" label="Betrag (€)" defaultValue="0.00" parse={decimalText} inputProps={{ inputMode: 'decimal' }} sx={{ width: '9em' }} />
                  </SimpleFormIterator>
                </ArrayInput>
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
