/**
 * A site's or node's `content` (spec 002 §2.9, §2.10, §3, §5), edited from the schemas the
 * server publishes: a standard page's list of blocks (`oneOf` with a `discriminator`
 * `type`: 'Baustein hinzufügen' picks one of the 24 block types, then exactly that type's
 * fields show with their German titles), link lists the same way (the link types of
 * §2.10), nested documents (slider, halves, form fields, actions) as fieldsets. Items are
 * ordered by dragging (pointer or keyboard, widgets/sortable.tsx) or the up/down buttons.
 * References pick records (products, nodes of a type, sites, branches, departments,
 * uploads, images); rich text is HTML in a text area, sanitised by the server. Inputs sit
 * at the JSON paths of their values, so server errors (`content[2].title`) land at them.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, Button, IconButton, Menu, MenuItem, Paper, TextField as MuiTextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput, useGetList, useGetMany, useInput } from 'react-admin';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fieldLabel } from '../labels';
import { nonNull, refName, resolve, unionOf, type JsonSchema, type OpenApi, type UnionOption } from '../schema';
import { CHOICES, freeKeys, initial, labelOf, NOUNS, nullable, parseFreeKeys, referenceTarget, RICH_TEXT_LENGTH } from './content';
import { ImageInput } from './ImageInput';
import { SortableItem, SortableList } from './sortable';

type Row = { id: number } & Record<string, unknown>;

/** A field's own message; a list's error object names its entries, not itself. */
function getFieldMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function recordName(record: Row | undefined, id: number): string {
  if (!record) return `#${id}`;
  const content = record.content as { name?: string } | undefined;
  return String(record.name ?? content?.name ?? record.title ?? record.identifier ?? record.path ?? `#${id}`);
}

/** One reference (`{id}` or null) or a list of them (`[{id}]`), picked by name. */
export function ReferencePicker({ source, label, resource, filter, multiple, required }: { source: string; label: string; resource: string; filter?: Record<string, string>; multiple: boolean; required?: boolean }): ReactElement {
  const { field, fieldState } = useInput({ source });
  // While a list is reordered an input may see its neighbour's value for a moment.
  const value = field.value as unknown;
  const ids: number[] = multiple
    ? (Array.isArray(value) ? (value as { id?: number }[]) : []).map((ref) => Number(ref?.id)).filter(Boolean)
    : value && typeof value === 'object' && (value as { id?: number }).id ? [Number((value as { id: number }).id)] : [];
  const all = useGetList<Row>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: filter ?? {} });
  const chosen = useGetMany<Row>(resource, { ids }, { enabled: ids.length > 0 });
  const byId = new Map([...(all.data ?? []), ...(chosen.data ?? [])].map((record) => [record.id, record]));
  const options = [...new Set([...(all.data ?? []).map((record) => record.id), ...ids])];
  // A list's error may name one of its entries (`content[1].products[0]`).
  const nested = fieldState.error as unknown as ({ message?: string } | undefined)[] | { message?: string } | undefined;
  const error = Array.isArray(nested) ? nested.find((entry) => entry?.message)?.message : nested?.message;
  const common = {
    options,
    getOptionLabel: (id: number) => recordName(byId.get(id), id),
    noOptionsText: 'Keine Einträge',
    size: 'small' as const,
    sx: { mb: 2, width: '100%', maxWidth: 640 },
  };
  const input = (params: object) => <MuiTextField {...params} label={label} required={required} error={!!error} helperText={error} />;
  return multiple ? (
    <Autocomplete multiple {...common} value={ids} onChange={(_, next) => field.onChange(next.map((id) => ({ id })))} renderInput={input} />
  ) : (
    <Autocomplete {...common} value={ids[0] ?? null} onChange={(_, next) => field.onChange(next == null ? null : { id: next })} renderInput={input} />
  );
}

/** A nullable document (a block's slider, a price list): added on demand, removable. */
function OptionalDoc({ source, label, schema, doc }: { source: string; label: string; schema: JsonSchema; doc: OpenApi }): ReactElement {
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as unknown;
  if (value == null) {
    return (
      <Box sx={{ mb: 2 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setValue(source, initial(doc, schema), { shouldDirty: true })}>
          {label} hinzufügen
        </Button>
      </Box>
    );
  }
  return (
    <Group label={label}>
      <DocFields source={source} schema={schema} doc={doc} />
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setValue(source, null, { shouldDirty: true })}>
        {label} entfernen
      </Button>
    </Group>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>{label}</Typography>
      {children}
    </Box>
  );
}

/** The input of one property of a content document, at `source`. */
function DocInput({ source, name, raw, required, doc }: { source: string; name: string; raw: JsonSchema; required: boolean; doc: OpenApi }): ReactElement | null {
  const s = nonNull(doc, raw) ?? {};
  const label = labelOf(name, raw); // a component's own title ("FileRef") is no label
  const ref = refName(raw);
  if (s.const !== undefined) return null;
  if (s.type === 'array') {
    const itemRef = refName(s.items);
    if (itemRef === 'ImageRef') return <ImageInput name={source} label={label} shape="refs" />;
    if (itemRef === 'Ref') {
      const target = referenceTarget(name, label);
      if (target) return <ReferencePicker source={source} label={label} resource={target.resource} filter={target.filter} multiple />;
    }
    return <ItemList source={source} name={name} label={label} items={s.items} doc={doc} />;
  }
  if (ref === 'ImageRef') return <ImageInput name={source} label={label} shape="ref" />;
  if (ref === 'Ref' || ref === 'FileRef') {
    const target = ref === 'FileRef' ? { resource: 'uploads' } : referenceTarget(name, label);
    if (target) return <ReferencePicker source={source} label={label} resource={target.resource} filter={target.filter} multiple={false} required={required} />;
    return <NumberInput source={`${source}.id`} label={`${label} (Nr.)`} />;
  }
  if (s.properties) {
    if (nullable(raw)) return <OptionalDoc source={source} label={label} schema={s} doc={doc} />;
    return (
      <Group label={label}>
        <DocFields source={source} schema={s} doc={doc} />
      </Group>
    );
  }
  if (s.enum) {
    const choices = s.enum.filter((v) => v !== null).map((v) => ({ id: String(v), name: CHOICES[String(v)] ?? fieldLabel(String(v)) }));
    return <SelectInput source={source} label={label} choices={choices} isRequired={required} emptyText="—" />;
  }
  if (s.type === 'boolean') return <BooleanInput source={source} label={label} />;
  if (s.type === 'integer' || s.type === 'number') return <NumberInput source={source} label={label} isRequired={required} />;
  const rich = (s.maxLength ?? 0) >= RICH_TEXT_LENGTH;
  const long = rich || (s.maxLength ?? 0) > 500;
  return (
    <TextInput
      source={source}
      label={label}
      multiline={long}
      minRows={long ? 3 : undefined}
      fullWidth
      isRequired={required}
      helperText={rich ? 'HTML: Absätze, Überschriften, Listen, Links; wird beim Speichern bereinigt.' : undefined}
      parse={(text: string) => text ?? ''}
    />
  );
}

/** The inputs of a content document's properties (`skip`: the discriminator). */
export function DocFields({ source, schema, doc, skip }: { source: string; schema: JsonSchema | undefined; doc: OpenApi; skip?: string }): ReactElement {
  const s = resolve(doc, schema);
  const props = s?.properties ?? {};
  return (
    <>
      {Object.entries(props)
        .filter(([key]) => key !== skip)
        .map(([key, raw]) => (
          <DocInput key={key} source={`${source}.${key}`} name={key} raw={raw} required={(s?.required ?? []).includes(key)} doc={doc} />
        ))}
    </>
  );
}

/** A list of documents: of several types (blocks, links; chosen when adding) or of one. */
export function ItemList({ source, name, label, items, doc }: { source: string; name: string; label: string; items: JsonSchema | undefined; doc: OpenApi }): ReactElement {
  const union = unionOf(doc, items);
  const single = resolve(doc, items);
  const options: UnionOption[] = union?.options ?? [{ value: '', title: NOUNS[name] ?? 'Eintrag', schema: single ?? {} }];
  const key = union?.key;
  // The 24 block types (a product's classes also have a 'text' type, but no 'spacer').
  const isBlocks = !!union && options.some((option) => option.value === 'text') && options.some((option) => option.value === 'spacer');
  const noun = isBlocks ? 'Baustein' : NOUNS[name] ?? 'Eintrag';
  const { fields, append, remove, move } = useFieldArray({ name: source });
  // An error of the list itself (too many entries), not of one of its entries.
  const { errors } = useFormState({ name: source });
  const listError = getFieldMessage(get(errors, source));
  const values = (useWatch({ name: source }) as Record<string, unknown>[] | undefined) ?? [];
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const optionOf = (index: number) => (key ? options.find((option) => option.value === values[index]?.[key]) : options[0]);
  const titleOf = (index: number) => {
    const title = (values[index]?.title ?? values[index]?.label ?? values[index]?.name) as string | undefined;
    const kind = optionOf(index)?.title ?? noun;
    return `${index + 1}. ${kind}${title ? `: ${title}` : ''}`;
  };
  const add = (option: UnionOption) => {
    append(initial(doc, option.schema));
    setMenu(null);
  };
  const ids = fields.map((field) => field.id);
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2, width: '100%' }} data-testid={isBlocks ? 'blocks-editor' : `list-${name}`}>
      <Typography component={isBlocks ? 'h2' : 'h3'} variant={isBlocks ? 'h6' : 'subtitle2'} sx={{ mb: 1 }}>{label}</Typography>
      {listError ? <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>{listError}</Typography> : null}
      {fields.length === 0 ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Noch keine Einträge.</Typography> : null}
      <SortableList ids={ids} label={label} name={(id) => titleOf(ids.indexOf(id))} onMove={(from, to) => move(from, to)}>
        {fields.map((field, index) => {
          const option = optionOf(index);
          const title = titleOf(index);
          return (
            <SortableItem key={field.id} id={field.id} label={title} testId={isBlocks ? 'block' : `${name}-item`}>
              <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, mb: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
                  <Typography component={isBlocks ? 'h3' : 'h4'} variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} data-testid={isBlocks ? 'block-title' : undefined}>
                    {title}
                  </Typography>
                  <IconButton size="small" aria-label={`„${title}“ nach oben`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`„${title}“ nach unten`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`„${title}“ entfernen`} onClick={() => remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
                {option ? <DocFields source={`${source}.${index}`} schema={option.schema} doc={doc} skip={key} /> : <Typography color="error">Unbekannter Typ</Typography>}
              </Paper>
            </SortableItem>
          );
        })}
      </SortableList>
      {union ? (
        <>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
            {noun} hinzufügen
          </Button>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
            {options.map((option) => (
              <MenuItem key={option.value} onClick={() => add(option)}>{option.title}</MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => add(options[0])}>
          {noun} hinzufügen
        </Button>
      )}
    </Box>
  );
}

/** Content documents this widget edits: a list of typed blocks or per-type documents. */
export function isContent(doc: OpenApi, schema: JsonSchema | undefined): boolean {
  const options = resolve(doc, schema)?.anyOf ?? [];
  return options.some((option) => /Content$/.test(refName(option) ?? '') || !!unionOf(doc, resolve(doc, option)?.items));
}

/**
 * `content` of a site or node: the schema's `anyOf` has one shape per kind of record; the
 * record's `type` picks it (a node's `wood` → `WoodContent`; a site's `simple` → the text
 * page, else the list of blocks). A type the editor changes starts the content afresh.
 */
export function ContentInput({ name, label, schema, doc }: { name: string; label: string; schema: JsonSchema; doc: OpenApi }): ReactElement {
  const kind = useWatch({ name: 'type' }) as string | undefined;
  const value = useWatch({ name }) as unknown;
  const { setValue, getFieldState } = useFormContext();
  const options = resolve(doc, schema)?.anyOf ?? [schema];
  const capital = kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : '';
  const named = options.find((option) => refName(option) === `${capital}Content`);
  const lists = options.filter((option) => resolve(doc, option)?.type === 'array');
  const docs = options.filter((option) => resolve(doc, option)?.type !== 'array' && option.type !== 'null');
  const perType = options.some((option) => /Content$/.test(refName(option) ?? ''));
  const chosen = named ?? (perType ? undefined : kind === 'simple' ? docs[0] : lists[0] ?? docs[0]);
  const shape = resolve(doc, chosen);
  const isList = shape?.type === 'array';
  const previous = useRef(kind);
  useEffect(() => {
    // The editor changed the type (not: another record was opened in the same form).
    const changed = previous.current !== undefined && previous.current !== kind && getFieldState('type').isDirty;
    previous.current = kind;
    if (!shape) return;
    if (isList && !Array.isArray(value)) setValue(name, [], { shouldDirty: changed });
    else if (!isList && (changed || !value || typeof value !== 'object' || Array.isArray(value))) setValue(name, initial(doc, shape), { shouldDirty: changed });
  }, [kind, isList]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!shape) return <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{label}: bitte zuerst den Typ wählen.</Typography>;
  if (isList) return <ItemList source={name} name={name} label={label} items={shape.items} doc={doc} />;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return <></>;
  return (
    <Group label={label}>
      <DocFields source={name} schema={shape} doc={doc} />
    </Group>
  );
}

/** The free keys of a document (`additionalProperties`) as JSON text; each key is set on
 * its own, so the typed lists beside it keep their state. */
function FreeKeys({ source, known }: { source: string; known: string[] }): ReactElement {
  const value = useWatch({ name: source }) as unknown;
  const { setValue } = useFormContext();
  const shown = JSON.stringify(freeKeys(value, known), null, 2);
  const [text, setText] = useState(shown);
  const [error, setError] = useState('');
  const last = useRef(shown);
  useEffect(() => {
    if (shown !== last.current) {
      last.current = shown; // another record, or a change from elsewhere
      setText(shown);
    }
  }, [shown]);
  return (
    <MuiTextField
      label="Weitere Angaben (JSON)"
      multiline
      minRows={3}
      fullWidth
      size="small"
      sx={{ mb: 2 }}
      value={text}
      error={!!error}
      helperText={error || 'z. B. merge_number, dimensions, weight, linked_products, configuration_tree, site'}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseFreeKeys(event.target.value, known);
        if (!next) {
          setError('Dieser Wert sollte gültiges JSON sein.');
          return;
        }
        setError('');
        const before = freeKeys(value, known);
        for (const key of Object.keys(before)) if (!(key in next)) setValue(`${source}.${key}`, undefined, { shouldDirty: true });
        for (const [key, item] of Object.entries(next)) setValue(`${source}.${key}`, item, { shouldDirty: true });
        last.current = JSON.stringify(next, null, 2);
      }}
    />
  );
}

/** A content document of one shape (a product's `content`: classes, profiles and free
 * keys): its typed fields, the free keys as JSON. */
export function DocumentInput({ name, label, schema, doc }: { name: string; label: string; schema: JsonSchema; doc: OpenApi }): ReactElement {
  const shape = nonNull(doc, schema);
  return (
    <Group label={label}>
      <DocFields source={name} schema={shape} doc={doc} />
      {shape?.additionalProperties ? <FreeKeys source={name} known={Object.keys(shape.properties ?? {})} /> : null}
    </Group>
  );
}
