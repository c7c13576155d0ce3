/**
 * A navigation's items as a tree: each item has a label and a link target (a path of this
 * site or a web address; the site's pages are offered) and may have sub-items. Buttons — or Alt + arrow keys inside an
 * item — move it up or down, indent it under the item above or move it out a level;
 * focus follows the moved item. Saved with the navigation (`items`, PUT /api/navigations).
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { Autocomplete, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useGetList, useInput } from 'react-admin';
import { addChild, at, childrenOf, indent, labelOf, linkOf, move, outdent, remove, update, type NavItem, type Path } from './tree';

type Action = 'up' | 'down' | 'indent' | 'outdent';

interface Site {
  id: number;
  name: string;
  title?: string;
  path: string;
}

/** The link target: any path or address, with this site's pages offered while typing. */
function TargetInput({ value, sites, onChange }: { value: string; sites: Site[]; onChange: (value: string) => void }): ReactElement {
  const names = new Map(sites.map((site) => [`/${site.path}`, site.title || site.name]));
  return (
    <Autocomplete
      freeSolo
      size="small"
      sx={{ flex: 1 }}
      options={[...names.keys()]}
      value={value}
      inputValue={value}
      onChange={(_, next) => onChange(next ?? '')}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {names.get(option)} <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>{option}</Typography>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Ziel" placeholder="/kontakt oder https://…" />}
    />
  );
}

function Tool({ label, action, disabled, onClick, children }: { label: string; action: string; disabled: boolean; onClick: () => void; children: ReactNode }): ReactElement {
  const button = (
    <IconButton size="small" aria-label={label} data-action={action} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

export function NavigationTree({ name, label, withSites }: { name: string; label: string; withSites: boolean }): ReactElement {
  const { field, fieldState } = useInput({ source: name });
  const sites = useGetList<Site>('sites', { pagination: { page: 1, perPage: 100 }, sort: { field: 'path', order: 'ASC' } }, { enabled: withSites });
  const items: NavItem[] = Array.isArray(field.value) ? (field.value as NavItem[]) : [];
  const root = useRef<HTMLDivElement>(null);
  // After a move: the moved item's control to focus again (its rows are keyed by path).
  const [focus, setFocus] = useState<{ path: Path; action: string } | null>(null);

  useEffect(() => {
    if (!focus || !root.current) return;
    const row = root.current.querySelector(`[data-path="${focus.path.join('.')}"]`);
    const target = row?.querySelector<HTMLElement>(`:scope > [data-row] [data-action="${focus.action}"]:not(:disabled)`) ?? row?.querySelector<HTMLInputElement>(':scope > [data-row] input');
    target?.focus();
    setFocus(null);
  }, [focus]);

  const set = (next: NavItem[]) => field.onChange(next);
  const run = (path: Path, action: Action) => {
    const done = action === 'up' ? move(items, path, -1) : action === 'down' ? move(items, path, 1) : action === 'indent' ? indent(items, path) : outdent(items, path);
    if (!done) return;
    set(done[0]);
    setFocus({ path: done[1], action });
  };
  const add = (path: Path) => {
    const siblings = path.length ? childrenOf(at(items, path) ?? {}) : items;
    set(addChild(items, path, { label: '', url: '' }));
    setFocus({ path: [...path, siblings.length], action: 'label' });
  };

  const keys = (path: Path) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const action = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' } as Record<string, Action>)[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    run(path, action);
  };

  const render = (list: NavItem[], parent: Path): ReactElement => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: parent.length ? { xs: 2, sm: 4 } : 0, borderLeft: parent.length ? 2 : 0, borderColor: 'divider' }}>
      {list.map((item, index) => {
        const path = [...parent, index];
        const text = labelOf(item) || 'Neuer Eintrag';
        const kids = childrenOf(item);
        return (
          <Box component="li" key={path.join('.')} data-path={path.join('.')} data-testid="nav-item" aria-label={text} sx={{ mb: 1 }}>
            <Stack data-row direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} onKeyDown={keys(path)} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
              <TextField size="small" label="Bezeichnung" value={labelOf(item)} onChange={(e) => set(update(items, path, { label: e.target.value }))} sx={{ flex: 1 }} inputProps={{ 'data-action': 'label' }} />
              <TargetInput value={linkOf(item)} sites={sites.data ?? []} onChange={(url) => set(update(items, path, { url }))} />
              <Stack direction="row" spacing={0} flexWrap="wrap">
                <Tool label={`Nach oben: ${text}`} action="up" disabled={index === 0} onClick={() => run(path, 'up')}><ArrowUpwardIcon fontSize="small" /></Tool>
                <Tool label={`Nach unten: ${text}`} action="down" disabled={index === list.length - 1} onClick={() => run(path, 'down')}><ArrowDownwardIcon fontSize="small" /></Tool>
                <Tool label={`Einrücken: ${text}`} action="indent" disabled={index === 0} onClick={() => run(path, 'indent')}><FormatIndentIncreaseIcon fontSize="small" /></Tool>
                <Tool label={`Ausrücken: ${text}`} action="outdent" disabled={parent.length === 0} onClick={() => run(path, 'outdent')}><FormatIndentDecreaseIcon fontSize="small" /></Tool>
                <Tool label={`Unterpunkt hinzufügen: ${text}`} action="add" disabled={false} onClick={() => add(path)}><AddIcon fontSize="small" /></Tool>
                <Tool label={`Entfernen: ${text}`} action="remove" disabled={false} onClick={() => set(remove(items, path))}><DeleteIcon fontSize="small" /></Tool>
              </Stack>
            </Stack>
            {kids.length ? <Box sx={{ mt: 1 }}>{render(kids, path)}</Box> : null}
          </Box>
        );
      })}
    </Box>
  );

  return (
    <Box component="fieldset" ref={root} sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} data-testid={`${name}-tree`}>
      <Typography component="legend" variant="subtitle1">{label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Mit Alt + Pfeiltasten in einem Eintrag: nach oben, nach unten, einrücken (→), ausrücken (←).
      </Typography>
      {items.length ? render(items, []) : <Typography variant="body2" sx={{ mb: 1 }}>Noch keine Einträge.</Typography>}
      <Button startIcon={<AddIcon />} onClick={() => add([])}>Eintrag hinzufügen</Button>
      {fieldState.error?.message ? <Typography role="alert" color="error" variant="body2">{fieldState.error.message}</Typography> : null}
    </Box>
  );
}
