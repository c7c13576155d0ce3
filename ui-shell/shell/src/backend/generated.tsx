/**
 * Screens generated from a resource's schemas: list (paging, sortable columns, the API's
 * filters, search), create and edit forms (inputs chosen from the JSON Schema), delete with
 * a confirmation. German labels come from labels.ts; server errors land at their fields.
 */
import { formatCurrency } from '@tresen/sdk';
import { useMediaQuery, type Theme } from '@mui/material';
import { createContext, useContext, type ReactElement } from 'react';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  AutocompleteInput,
  AutocompleteArrayInput,
  useResourceContext,
} from 'react-admin';
import { CHOICES, choiceLabel, fieldLabel, resourceName } from './labels';
import { EditPanel } from './panels';
import { isRef, nonNull, referenceOf, type JsonSchema, type OpenApi, type ResourceSpec } from './schema';
import { CatalogInput } from './widgets/CatalogInput';
import { ContentInput, DocumentInput, isContent } from './widgets/ContentInput';
import { isDocument } from './widgets/content';
import { HoursInput } from './widgets/HoursInput';
import { ImageInput } from './widgets/ImageInput';
import { NavigationTree } from './widgets/NavigationTree';
import { PartsInput } from './widgets/PartsInput';

export interface SchemaContextValue {
  doc: OpenApi;
  specs: Map<string, ResourceSpec>;
}

export const SchemaContext = createContext<SchemaContextValue>({ doc: { paths: {} }, specs: new Map() });

function useSpec(): { spec: ResourceSpec; doc: OpenApi; known: Set<string> } {
  const resource = useResourceContext() as string;
  const { doc, specs } = useContext(SchemaContext);
  return { spec: specs.get(resource) as ResourceSpec, doc, known: new Set(specs.keys()) };
}

const PREFERRED = ['id', 'name', 'title', 'identifier', 'path', 'lastName', 'firstName', 'username', 'email', 'city', 'price', 'type', 'isEnabled', 'isPublic', 'createdAt'];
const MAX_COLUMNS = 6;

function typeOf(doc: OpenApi, schema: JsonSchema | undefined): string {
  const s = nonNull(doc, schema);
  if (!s) return 'unknown';
  if (s.enum) return 'enum';
  if (s.format === 'decimal') return 'number';
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string' && s.format === 'date-time') return 'datetime';
  return type ?? (s.properties ? 'object' : 'unknown');
}

function columns(doc: OpenApi, spec: ResourceSpec): [string, string][] {
  const props = spec.recordSchema?.properties ?? {};
  // A number with its name beside it (userId, userName) shows the name only.
  const named = (key: string) => key.endsWith('Id') && `${key.slice(0, -2)}Name` in props;
  const scalar = Object.entries(props)
    .filter(([key]) => !named(key))
    .map(([key, schema]) => [key, typeOf(doc, schema)] as [string, string])
    .filter(([, type]) => ['string', 'integer', 'number', 'boolean', 'enum', 'datetime'].includes(type));
  const rank = (key: string) => (PREFERRED.includes(key) ? PREFERRED.indexOf(key) : PREFERRED.length);
  return scalar.sort((a, b) => rank(a[0]) - rank(b[0])).slice(0, MAX_COLUMNS);
}

function known(value: string): string {
  return CHOICES[value] ?? value;
}

function Column({ source, type, sortable }: { source: string; type: string; sortable: boolean; label?: string }): ReactElement {
  const label = fieldLabel(source);
  if (type === 'boolean') return <BooleanField source={source} label={label} sortable={sortable} />;
  if (type === 'datetime') return <DateField source={source} label={label} showTime locales="de-AT" sortable={sortable} />;
  if (/price|gross|total|amount$/i.test(source) && (type === 'number' || type === 'string')) {
    return <FunctionField source={source} label={label} sortable={sortable} render={(r: Record<string, unknown>) => (r[source] == null ? '' : formatCurrency(r[source] as string))} />;
  }
  if (type === 'enum' || type === 'string') {
    // enum values in German (CHOICES); other text as it is
    return <FunctionField source={source} label={label} sortable={sortable} render={(r: Record<string, unknown>) => (r[source] == null ? '' : known(String(r[source])))} />;
  }
  return <TextField source={source} label={label} sortable={sortable} emptyText="" />;
}

function filterInputs(doc: OpenApi, spec: ResourceSpec, known: Set<string>): ReactElement[] {
  return spec.filters.map(([name, schema]) => {
    if (name === 'q') return <SearchInput key={name} source="q" alwaysOn placeholder="Suchen" aria-label="Suchen" />;
    const type = typeOf(doc, schema);
    const label = fieldLabel(name);
    const target = referenceOf(name, known);
    if (target) {
      return (
        <ReferenceInput key={name} source={name} reference={target}>
          <SelectInput label={label} optionText={optionText} />
        </ReferenceInput>
      );
    }
    if (type === 'boolean') return <NullableBooleanInput key={name} source={name} label={label} />;
    if (type === 'integer' || type === 'number') return <NumberInput key={name} source={name} label={label} />;
    if (type === 'enum') return <SelectInput key={name} source={name} label={label} choices={choicesOf(nonNull(doc, schema))} />;
    if (type === 'datetime') return <DateTimeInput key={name} source={name} label={label} />;
    return <TextInput key={name} source={name} label={label} />;
  });
}

export function optionText(record: Record<string, unknown>): string {
  const text = record.name ?? record.title ?? record.identifier ?? record.path ?? record.username ?? record.lastName ?? timeOf(record) ?? `#${String(record.id)}`;
  return String(text);
}

/** A working time record by its time (activities: the start; shift plans: the day and hours). */
function timeOf(record: Record<string, unknown>): string | undefined {
  if (typeof record.startedAt === 'string') {
    return new Date(record.startedAt).toLocaleString('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });
  }
  if (typeof record.date === 'string' && typeof record.from === 'string') {
    return `${record.date.slice(8, 10)}.${record.date.slice(5, 7)}.${record.date.slice(0, 4)} ${record.from}–${String(record.to ?? '')}`;
  }
  return undefined;
}

function choicesOf(schema: JsonSchema | undefined): { id: string; name: string }[] {
  return (schema?.enum ?? []).filter((v) => v !== null).map((v) => ({ id: String(v), name: choiceLabel(String(v)) }));
}

/** One field of a record as text for the phone list. */
function describe(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (value == null) return '';
  if (typeof value === 'boolean') return `${fieldLabel(key)}: ${value ? 'Ja' : 'Nein'}`;
  if (/price|gross|total/i.test(key)) return `${fieldLabel(key)}: ${formatCurrency(value as string)}`;
  return `${fieldLabel(key)}: ${known(String(value))}`;
}

export function GeneratedList(): ReactElement {
  const { spec, doc, known } = useSpec();
  const cols = columns(doc, spec);
  const name = resourceName(spec.name);
  const sortable = new Set(spec.sortable);
  const defaultSort = spec.sortable.includes('name') ? 'name' : spec.sortable[0] ?? 'id';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const second = cols.find(([key]) => !['id', 'name', 'title', 'identifier', 'path'].includes(key));
  return (
    <List title={name.plural} filters={filterInputs(doc, spec, known)} sort={{ field: defaultSort, order: 'ASC' }} perPage={25} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(record) => optionText(record)}
          secondaryText={second ? (record) => describe(record, second[0]) : undefined}
          linkType={spec.canEdit ? 'edit' : false}
        />
      ) : (
      <Datagrid rowClick={spec.canEdit ? 'edit' : false} bulkActionButtons={false}>
        {cols.map(([source, type]) => (
          <Column key={source} source={source} label={fieldLabel(source)} type={type} sortable={sortable.has(source)} />
        ))}
        {spec.canEdit ? <EditButton label="Bearbeiten" aria-label="Bearbeiten" /> : null}
        {spec.canDelete ? <DeleteWithConfirmButton label="Löschen" confirmTitle={`${name.singular} löschen`} confirmContent="Wollen Sie diesen Eintrag wirklich löschen?" /> : null}
      </Datagrid>
      )}
    </List>
  );
}

/** One input for one property of a request schema. */
function Input({ name, schema, doc, known, required }: { name: string; schema: JsonSchema; doc: OpenApi; known: Set<string>; required: boolean }): ReactElement {
  const resource = useResourceContext();
  const label = fieldLabel(name);
  const s = nonNull(doc, schema) ?? {};
  const type = typeOf(doc, schema);
  const target = referenceOf(name, known);
  const secret = !!s['x-secret'] || /password|secret|token|apiKey/i.test(name);
  // Hand-made widgets where a generic field is poor (spec 000 §2).
  if (name === 'openingHours' || name === 'deliveryHours') return <HoursInput name={name} label={label} />;
  if (resource === 'navigations' && name === 'items') return <NavigationTree name={name} label={label} withSites={known.has('sites')} />;
  if (name === 'config' && s.properties?.parts) return <PartsInput name={name} label={label} />;
  if (name === 'catalog' && known.has('categories') && known.has('products')) return <CatalogInput name={name} label={label} />;
  if (known.has('images') && (name === 'image' || name === 'logo' || name === 'images')) {
    return <ImageInput name={name} label={label} shape={type === 'array' ? 'ids' : isRef(doc, schema) ? 'ref' : 'id'} />;
  }
  if (name === 'content' && isDocument(doc, schema)) return <DocumentInput name={name} label={label} schema={schema} doc={doc} />;
  if (name === 'content' && isContent(doc, schema)) return <ContentInput name={name} label={label} schema={schema} doc={doc} />;
  if (isRef(doc, schema)) {
    if (target) {
      return (
        <ReferenceInput source={`${name}.id`} reference={target}>
          <AutocompleteInput label={label} optionText={optionText} fullWidth isRequired={required} />
        </ReferenceInput>
      );
    }
    return <NumberInput source={`${name}.id`} label={`${label} (Nr.)`} />;
  }
  if (type === 'array') {
    const items = nonNull(doc, s.items) ?? {};
    if (isRef(doc, items) && target) {
      return (
        <ReferenceArrayInput source={name} reference={target} format={(v: { id: number }[] | undefined) => (v ?? []).map((x) => x.id)} parse={(v: number[]) => (v ?? []).map((id) => ({ id }))}>
          <AutocompleteArrayInput label={label} optionText={optionText} fullWidth />
        </ReferenceArrayInput>
      );
    }
    if (items.enum) return <SelectArrayInput source={name} label={label} choices={choicesOf(items)} />;
    if (items.type === 'string' || items.type === 'integer' || items.type === 'number') {
      return (
        <ArrayInput source={name} label={label}>
          <SimpleFormIterator inline disableReordering>
            {items.type === 'string' ? <TextInput source="" label={label} /> : <NumberInput source="" label={label} />}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
    if (items.properties && Object.keys(items.properties).length <= 8) {
      return (
        <ArrayInput source={name} label={label}>
          <SimpleFormIterator inline>
            {Object.entries(items.properties).map(([key, sub]) => (
              <Input key={key} name={key} schema={sub} doc={doc} known={known} required={(items.required ?? []).includes(key)} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
    return <JsonInput name={name} label={label} />;
  }
  if (type === 'object' || type === 'unknown') return <JsonInput name={name} label={label} />;
  if (type === 'boolean') return <BooleanInput source={name} label={label} />;
  if (type === 'enum') return <SelectInput source={name} label={label} choices={choicesOf(s)} isRequired={required} emptyText="—" />;
  if (type === 'integer' || type === 'number') return <NumberInput source={name} label={label} isRequired={required} />;
  if (type === 'datetime') return <DateTimeInput source={name} label={label} isRequired={required} />;
  const long = (s.maxLength ?? 0) > 500;
  return <TextInput source={name} label={label} type={secret ? 'password' : s.format === 'email' ? 'email' : 'text'} multiline={long && !secret} minRows={long ? 3 : undefined} fullWidth isRequired={required} />;
}

/** Anything the generic inputs do not cover, as JSON text (the server validates it). */
function JsonInput({ name, label }: { name: string; label: string }): ReactElement {
  return (
    <TextInput
      source={name}
      label={`${label} (JSON)`}
      multiline
      minRows={3}
      fullWidth
      format={(value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2))}
      parse={(text: string) => {
        try {
          return JSON.parse(text);
        } catch {
          return text;
        }
      }}
    />
  );
}

/** The inputs of a request schema's properties (`only`: a subset, in that order). */
export function SchemaFields({ schema, doc, only }: { schema: JsonSchema | undefined; doc?: OpenApi; only?: string[] }): ReactElement {
  const context = useContext(SchemaContext);
  const known = new Set(context.specs.keys());
  const props = schema?.properties ?? {};
  const names = only ?? Object.keys(props);
  return (
    <>
      {names.filter((key) => props[key]).map((key) => (
        <Input key={key} name={key} schema={props[key]} doc={doc ?? context.doc} known={known} required={(schema?.required ?? []).includes(key)} />
      ))}
    </>
  );
}

function Fields({ schema }: { schema: JsonSchema | undefined }): ReactElement {
  return <SchemaFields schema={schema} />;
}

function FormToolbar(): ReactElement {
  return (
    <Toolbar>
      <SaveButton label="Speichern" />
    </Toolbar>
  );
}

export function GeneratedEdit(): ReactElement {
  const { spec } = useSpec();
  const name = resourceName(spec.name);
  return (
    <Edit title={name.singular} mutationMode="pessimistic">
      <SimpleForm toolbar={<FormToolbar />}>
        <Fields schema={spec.editSchema} />
      </SimpleForm>
      <EditPanel resource={spec.name} />
    </Edit>
  );
}

/** The schema's defaults (switches start as the server would set them). */
function defaultsOf(schema: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {})
      .filter(([, sub]) => sub.default !== undefined && sub.default !== null)
      .map(([key, sub]) => [key, sub.default]),
  );
}

export function GeneratedCreate(): ReactElement {
  const { spec } = useSpec();
  const name = resourceName(spec.name);
  return (
    <Create title={`${name.singular} erstellen`} redirect="edit">
      <SimpleForm toolbar={<FormToolbar />} defaultValues={defaultsOf(spec.createSchema)}>
        <Fields schema={spec.createSchema} />
      </SimpleForm>
    </Create>
  );
}
