/**
 * Configuration and plugins: every installed plugin with title, version, health and the
 * plugins it needs, a switch for those that can be turned off, and its settings form,
 * generated from the configuration schema (GET /api/config/schema; secret fields masked and
 * only sent when typed). Changes go to POST /api/config: live without a restart, logged.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, Collapse, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { SimpleForm, Title, useNotify, Toolbar, SaveButton } from 'react-admin';
import { call } from './http';
import { SchemaFields } from './generated';
import type { JsonSchema, OpenApi } from './schema';

export interface PluginInfo {
  id: string;
  title: string;
  version: string;
  enabled: boolean;
  builtin: boolean;
  flags: string[];
  requires: string[];
  configFields: string[];
  health: { ok?: boolean; errors?: unknown[]; [key: string]: unknown };
}

const SAVE_FAILED = 'Konfiguration konnte nicht gespeichert werden.';

export function usePlugins() {
  return useQuery({
    queryKey: ['backend', 'plugins'],
    queryFn: async () => (await call<PluginInfo[]>('GET', '/api/plugins', undefined, 'Plugins konnten nicht geladen werden')).data ?? [],
  });
}

function useConfig() {
  return useQuery({
    queryKey: ['backend', 'config'],
    queryFn: async () => {
      const [values, schema] = await Promise.all([
        call<Record<string, unknown>>('GET', '/api/config', undefined, 'Konfiguration konnte nicht geladen werden'),
        call<JsonSchema>('GET', '/api/config/schema', undefined, 'Konfiguration konnte nicht geladen werden'),
      ]);
      return { values: values.data ?? {}, schema: schema.data ?? {} };
    },
  });
}

function healthy(plugin: PluginInfo): boolean {
  const errors = plugin.health?.errors;
  return plugin.health?.ok !== false && !(Array.isArray(errors) && errors.length > 0);
}

function Settings({ plugin, schema, values, onSaved }: { plugin: PluginInfo; schema: JsonSchema; values: Record<string, unknown>; onSaved: () => void }): ReactElement {
  const notify = useNotify();
  const fields = plugin.configFields.filter((f) => !plugin.flags.includes(f));
  const doc: OpenApi = { paths: {}, components: { schemas: schema.$defs ?? {} } };
  const secret = new Set(fields.filter((f) => schema.properties?.[f]?.['x-secret']));
  const record = Object.fromEntries(fields.map((f) => [f, secret.has(f) ? '' : values[f]]));
  const submit = async (data: Record<string, unknown>) => {
    const patch = Object.fromEntries(
      fields
        .filter((f) => (secret.has(f) ? data[f] !== '' && data[f] != null : JSON.stringify(data[f]) !== JSON.stringify(values[f])))
        .map((f) => [f, data[f]]),
    );
    try {
      await call('POST', '/api/config', patch, SAVE_FAILED);
      notify('Gespeichert', { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return ((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}) as Record<string, string>;
    }
  };
  return (
    <SimpleForm record={record} onSubmit={submit} toolbar={<Toolbar><SaveButton label="Speichern" /></Toolbar>} sx={{ px: 0 }}>
      <SchemaFields schema={schema} doc={doc} only={fields} />
    </SimpleForm>
  );
}

function PluginCard({ plugin, schema, values, refresh, titles }: { plugin: PluginInfo; schema: JsonSchema; values: Record<string, unknown>; refresh: () => void; titles: Map<string, string> }): ReactElement {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const flag = plugin.flags[0];
  const settings = plugin.configFields.filter((f) => !plugin.flags.includes(f));
  const toggle = async (on: boolean) => {
    if (!flag) return;
    setBusy(true);
    setRefusal(null);
    try {
      await call('POST', '/api/config', { [flag]: on }, SAVE_FAILED);
      notify(on ? `„${plugin.title}“ ist eingeschaltet.` : `„${plugin.title}“ ist ausgeschaltet.`, { type: 'success' });
      refresh();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const switchId = `plugin-${plugin.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${switchId}-title`} data-testid="plugin" data-plugin={plugin.id}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="h2" variant="h6" id={`${switchId}-title`} sx={{ flexGrow: 1 }}>
            {plugin.title}
          </Typography>
          <Chip size="small" variant="outlined" label={`Version ${plugin.version}`} />
          <Chip size="small" color={healthy(plugin) ? 'success' : 'error'} label={healthy(plugin) ? 'Funktioniert' : 'Fehler'} />
          {flag ? (
            <FormControlLabel
              control={<Switch checked={plugin.enabled} disabled={busy} onChange={(e) => void toggle(e.target.checked)} inputProps={{ 'aria-label': `${plugin.title} eingeschaltet` }} />}
              label={plugin.enabled ? 'Ein' : 'Aus'}
            />
          ) : (
            <Chip size="small" label="Immer eingeschaltet" />
          )}
        </Stack>
        {plugin.requires.length ? (
          <Typography variant="body2" color="text.secondary">Benötigt: {plugin.requires.map((id) => titles.get(id) ?? id).join(', ')}</Typography>
        ) : null}
        {refusal ? <Alert severity="error" sx={{ mt: 1 }} role="alert">{refusal}</Alert> : null}
        {settings.length ? (
          <Box sx={{ mt: 1 }}>
            <Button onClick={() => setOpen(!open)} aria-expanded={open}>{open ? 'Einstellungen schließen' : 'Einstellungen'}</Button>
            <Collapse in={open} unmountOnExit>
              <Settings plugin={plugin} schema={schema} values={values} onSaved={refresh} />
            </Collapse>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PluginsScreen({ onChange }: { onChange: () => void }): ReactElement {
  const plugins = usePlugins();
  const config = useConfig();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['backend'] });
    onChange();
  };
  const failed = plugins.error ?? config.error;
  const titles = new Map((plugins.data ?? []).map((p) => [p.id, p.title]));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="plugins-screen">
      <Title title="Konfiguration und Plugins" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>Konfiguration und Plugins</Typography>
      {failed ? (
        <Stack direction="row" spacing={2} alignItems="center" role="alert">
          <Typography>{(failed as Error).message}</Typography>
          <Button onClick={() => { void plugins.refetch(); void config.refetch(); }}>Erneut versuchen</Button>
        </Stack>
      ) : null}
      <Stack spacing={2}>
        {config.data
          ? (plugins.data ?? [])
              .slice()
              .sort((a, b) => Number(a.builtin) - Number(b.builtin) || a.title.localeCompare(b.title))
              .map((plugin) => <PluginCard key={plugin.id} plugin={plugin} schema={config.data.schema} values={config.data.values} refresh={refresh} titles={titles} />)
          : null}
      </Stack>
    </Box>
  );
}
