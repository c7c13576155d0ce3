/**
 * A menu's catalogue (`catalog: [{category: {id}, products: [{id}]}]`): its categories in
 * display order, each with its products in display order, both ordered by dragging
 * (pointer or keyboard, widgets/sortable.tsx); categories and products added by name and
 * removed by a button. The order is the array's order, saved with the menu (PUT /api/menus).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, IconButton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useGetList, useGetMany, useInput } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { arrayMove, SortableItem, SortableList } from './sortable';

interface Ref {
  id: number;
}
interface Section {
  category: Ref;
  products: Ref[];
}
interface Named {
  id: number;
  name: string;
}

const PAGE = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

/** Names of the records these ids point to (the first 100 by name, the rest one by one). */
function useNames(resource: string, ids: number[]): { all: Named[]; name: (id: number) => string } {
  const list = useGetList<Named>(resource, PAGE);
  const listed = new Map((list.data ?? []).map((r) => [r.id, r.name]));
  const missing = ids.filter((id) => !listed.has(id));
  const more = useGetMany<Named>(resource, { ids: missing }, { enabled: !list.isPending && missing.length > 0 });
  for (const r of more.data ?? []) listed.set(r.id, r.name);
  return { all: list.data ?? [], name: (id) => listed.get(id) ?? `#${id}` };
}

/** Several sections may show the same category: the n-th one gets its own key. */
function keys(values: number[], prefix: string): string[] {
  const seen = new Map<number, number>();
  return values.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n ? `${prefix}${id}-${n}` : `${prefix}${id}`;
  });
}

/** The server's message for one part of the catalogue (`catalog[1].products[0]` → its row). */
function errorAt(errors: FieldErrors, path: (string | number)[]): string | undefined {
  let node: unknown = errors;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

function FieldMessage({ text }: { text: string | undefined }): ReactElement | null {
  return text ? <Typography role="alert" color="error" variant="body2">{text}</Typography> : null;
}

function Picker({ label, options, onPick }: { label: string; options: Named[]; onPick: (id: number) => void }): ReactElement {
  return (
    <Autocomplete
      size="small"
      sx={{ maxWidth: 360 }}
      options={options}
      getOptionLabel={(option) => option.name}
      value={null}
      blurOnSelect
      onChange={(_, option) => option && onPick(option.id)}
      renderInput={(params) => <MuiTextField {...params} label={label} />}
      noOptionsText="Keine Einträge"
    />
  );
}

export function CatalogInput({ name, label }: { name: string; label: string }): ReactElement {
  const { field, fieldState } = useInput({ source: name });
  const { errors } = useFormState({ name });
  const sections: Section[] = Array.isArray(field.value) ? (field.value as Section[]) : [];
  const categories = useNames('categories', sections.map((s) => s.category?.id));
  const products = useNames('products', sections.flatMap((s) => (s.products ?? []).map((p) => p.id)));
  const set = (next: Section[]) => field.onChange(next);
  const sectionKeys = keys(sections.map((s) => s.category?.id), 'c');
  const byKey = new Map(sectionKeys.map((key, i) => [key, categories.name(sections[i].category?.id)]));
  const setProducts = (index: number, next: Ref[]) => set(sections.map((s, i) => (i === index ? { ...s, products: next } : s)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} data-testid={`${name}-editor`}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Reihenfolge durch Ziehen am Griff ändern – oder Griff fokussieren, Leertaste, Pfeiltasten, Leertaste.
      </Typography>
      <SortableList ids={sectionKeys} label="Kategorien" sx={{ display: 'grid', gap: 1.5 }} name={(key) => byKey.get(key) ?? key} onMove={(from, to) => set(arrayMove(sections, from, to))}>
        {sections.map((section, index) => {
          const title = categories.name(section.category?.id);
          const items = section.products ?? [];
          const productKeys = keys(items.map((p) => p.id), 'p');
          const productByKey = new Map(productKeys.map((key, i) => [key, products.name(items[i].id)]));
          const inSection = new Set(items.map((p) => p.id));
          return (
            <SortableItem key={sectionKeys[index]} id={sectionKeys[index]} label={title} testId="catalog-section">
              <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
                <Stack direction="row" alignItems="center" justifyContent="space-between">
                  <Typography component="h3" variant="subtitle2" data-testid="catalog-category">{title}</Typography>
                  <IconButton size="small" aria-label={`Kategorie entfernen: ${title}`} onClick={() => set(sections.filter((_, i) => i !== index))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
                <FieldMessage text={errorAt(errors, [name, index, 'category'])} />
                <SortableList ids={productKeys} label={`Produkte in ${title}`} sx={{ mb: 1 }} name={(key) => productByKey.get(key) ?? key} onMove={(from, to) => setProducts(index, arrayMove(items, from, to))}>
                  {items.map((product, j) => {
                    const productName = products.name(product.id);
                    return (
                      <SortableItem key={productKeys[j]} id={productKeys[j]} label={productName} testId="catalog-product">
                        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ minHeight: 34 }}>
                          <Typography variant="body2" data-testid="catalog-product-name">{productName}</Typography>
                          <IconButton size="small" aria-label={`Produkt entfernen: ${productName}`} onClick={() => setProducts(index, items.filter((_, k) => k !== j))}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Stack>
                        <FieldMessage text={errorAt(errors, [name, index, 'products', j])} />
                      </SortableItem>
                    );
                  })}
                </SortableList>
                {items.length === 0 ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Noch keine Produkte.</Typography> : null}
                <Picker label={`Produkt zu ${title} hinzufügen`} options={products.all.filter((p) => !inSection.has(p.id))} onPick={(id) => setProducts(index, [...items, { id }])} />
              </Box>
            </SortableItem>
          );
        })}
      </SortableList>
      <Box sx={{ mt: 1.5 }}>
        <Picker
          label="Kategorie hinzufügen"
          options={categories.all.filter((c) => !sections.some((s) => s.category?.id === c.id))}
          onPick={(id) => set([...sections, { category: { id }, products: [] }])}
        />
      </Box>
      <FieldMessage text={fieldState.error?.message} />
    </Box>
  );
}
