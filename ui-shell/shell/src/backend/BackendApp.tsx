/**
 * /backend/* — the staff back office (lazy chunk, staff only): react-admin with its own
 * hash router (/backend#/products, spec 000 §2), German texts, the areas generated from
 * the server's OpenAPI document, live orders and the plugins screen. /backend/login is the
 * sign-in form; everything else needs a staff session.
 */
import { isStaff, slotRegistry, useCurrentUser, useInit } from '@tresen/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Admin, AppBar, CustomRoutes, Layout, Logout, Resource, UserMenu, useGetIdentity, type LayoutProps } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { HashRouter, Route } from 'react-router-dom';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { GeneratedCreate, GeneratedEdit, GeneratedList, SchemaContext } from './generated';
import { loginUrl } from './http';
import { i18nProvider } from './i18n';
import { resourceName } from './labels';
import { LiveProvider } from './live';
import { LoginPage } from './LoginPage';
import { BackendMenu } from './menu';
import { OrdersScreen } from './OrdersScreen';
import { AREAS, allowed, NotAllowed, permitted, PermissionsContext, type Permissions } from './permissions';
import { PluginsScreen } from './PluginsScreen';
import { resources, type OpenApi } from './schema';
import { KeyedScreen, keyedScreenOf, looksKeyed, PluginScreen, ScreensProvider, useKeyedScreens, usePluginAreas } from './screens';
import { shareLibraries } from './shareLibraries';
import { theme } from './theme';
import { INIT_KEY } from '../query';

shareLibraries();

/** The clock at the door (/backend/terminal/{branch}) and the time sheets: own chunks. */
const TerminalPage = lazy(() => import(/* webpackChunkName: "backend-terminal" */ './TerminalPage'));
const TimeSheetsScreen = lazy(() => import(/* webpackChunkName: "backend-time-sheets" */ './TimeSheetsScreen'));
const TERMINAL = /^\/backend\/terminal\/([^/]+)\/?$/;
const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The app bar's user menu is named with the visible user name (axe: label-content-name-mismatch). */
function BackendAppBar(): ReactElement {
  const { identity } = useGetIdentity();
  return (
    <AppBar
      userMenu={
        <UserMenu label={`Profil ${identity?.fullName ?? ''}`.trim()}>
          <Logout />
        </UserMenu>
      }
    />
  );
}

function BackendLayout({ children }: LayoutProps): ReactElement {
  return (
    <LiveProvider>
      <Layout menu={BackendMenu} appBar={BackendAppBar}>{children}</Layout>
    </LiveProvider>
  );
}

function Failed({ retry }: { retry: () => void }): ReactElement {
  return (
    <Stack component="main" spacing={2} sx={{ p: 3 }} role="alert">
      <Typography component="h1" variant="h5">Daten konnten nicht geladen werden.</Typography>
      <Button variant="contained" onClick={retry} sx={{ alignSelf: 'start' }}>Erneut versuchen</Button>
    </Stack>
  );
}

/**
 * The plugins' UI follows the enabled set while the back office is open: when the init
 * payload is read again (live event `plugins`, or a switch on the plugins screen), newly
 * enabled plugins' modules load and disabled ones' fills leave their slots.
 */
function usePluginSync(): void {
  const init = useInit();
  const started = useRef(init.plugins);
  useEffect(() => {
    if (init.plugins === started.current) return; // loaded by the start-up
    started.current = init.plugins;
    void import(/* webpackChunkName: "plugins" */ '../plugins/start').then((m) => m.syncPlugins(init, slotRegistry, window.__TRESEN__?.errors ?? []));
  }, [init]);
}

function Staff(): ReactNode {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  usePluginSync();
  const screens = usePluginAreas();
  const openapi = useQuery({
    queryKey: ['backend', 'openapi'],
    queryFn: async () => {
      const response = await fetch('/api/openapi.json', { credentials: 'same-origin' });
      if (!response.ok) throw new Error('Daten konnten nicht geladen werden.');
      return (await response.json()) as OpenApi;
    },
  });
  // What this user may do (the server's permission table): the areas and menu follow it.
  const permissions = useQuery({
    queryKey: ['backend', 'permissions'],
    queryFn: async () => {
      const response = await fetch('/api/permissions', { credentials: 'same-origin' });
      if (!response.ok) throw new Error('Daten konnten nicht geladen werden.');
      return ((await response.json()) as { data: Permissions }).data;
    },
  });
  const doc = openapi.data;
  const may = permissions.data;
  const context = useMemo(() => {
    const specs = new Map(permitted(doc ? resources(doc) : [], may).map((spec) => [spec.name, spec]));
    return { doc: doc ?? { paths: {} }, specs };
  }, [doc, may]);
  const dataProvider = useMemo(
    () => createDataProvider((resource) => {
      const schema = context.specs.get(resource)?.editSchema ?? context.specs.get(resource)?.createSchema;
      return schema?.properties;
    }),
    [context],
  );
  const authProvider = useMemo(() => createAuthProvider(user), [user]);
  if (openapi.isError || permissions.isError) {
    return <Failed retry={() => { void openapi.refetch(); void permissions.refetch(); }} />;
  }
  if (!doc || !may) return null;
  const open = (area: keyof typeof AREAS) => allowed(may, AREAS[area][0], AREAS[area][1]);
  const refreshAreas = () => {
    void queryClient.invalidateQueries({ queryKey: ['backend', 'openapi'] });
    void queryClient.invalidateQueries({ queryKey: INIT_KEY });
    void queryClient.invalidateQueries({ queryKey: ['backend', 'permissions'] });
  };

  return (
    <PermissionsContext.Provider value={may}>
    <SchemaContext.Provider value={context}>
      <ScreensProvider value={screens}>
      <HashRouter>
        <Admin
          title="Tresen"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          theme={theme}
          layout={BackendLayout}
          dashboard={OrdersScreen}
          catchAll={NotAllowed}
          requireAuth
          disableTelemetry
        >
          {[...context.specs.values()].map((spec) => (
            <Resource
              key={spec.name}
              name={spec.name}
              options={{ label: resourceName(spec.name).plural }}
              list={GeneratedList}
              edit={spec.canEdit ? GeneratedEdit : undefined}
              create={spec.canCreate ? GeneratedCreate : undefined}
            />
          ))}
          <CustomRoutes>
            <Route path="/orders" element={<OrdersScreen />} />
            <Route path="/plugins" element={open('configuration') ? <PluginsScreen onChange={refreshAreas} /> : <NotAllowed />} />
            <Route path="/time-sheets" element={open('timeSheets') ? <Suspense fallback={null}><TimeSheetsScreen /></Suspense> : <NotAllowed />} />
            {screens.map((screen) => (
              <Route
                key={screen.path}
                path={`/${screen.path}`}
                element={!screen.permission || allowed(may, ...screen.permission) ? <PluginScreen screen={screen} /> : <NotAllowed />}
              />
            ))}
          </CustomRoutes>
        </Admin>
      </HashRouter>
      </ScreensProvider>
    </SchemaContext.Provider>
    </PermissionsContext.Provider>
  );
}

/** Seconds a keyed link waits for the plugins' modules before it is called invalid. */
const KEYED_WAIT_MS = 5000;

/** A link shaped like a plugin's keyed screen while no enabled plugin (yet) offers it. */
function KeyedPending(): ReactElement {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), KEYED_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box component="main" sx={{ p: 2 }} data-testid="order-screen">
      {waited ? <Alert severity="error">Dieser Bildschirm-Link ist ungültig.</Alert> : <CircularProgress aria-label="Wird geladen" />}
    </Box>
  );
}

export default function BackendApp() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const keyed = keyedScreenOf(window.location.hash, useKeyedScreens());
  if (pathname.replace(/\/+$/, '') === '/backend/login') return <LoginPage />;
  const terminal = TERMINAL.exec(pathname);
  if (terminal) {
    // The tablet at the door: no staff session, the person's access code instead.
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>
          <TerminalPage branch={decoded(terminal[1])} />
        </Suspense>
      </ThemeProvider>
    );
  }
  if (keyed || (looksKeyed(window.location.hash) && !isStaff(user))) {
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {keyed ? <KeyedScreen {...keyed} /> : <KeyedPending />}
      </ThemeProvider>
    );
  }
  if (!isStaff(user)) return <Navigate to={loginUrl().replace(/^\/backend\/login/, '/backend/login')} replace />;
  return <Staff />;
}
