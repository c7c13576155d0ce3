/**
 * The plugins' contributions to slot "backend.resources" (typed in the SDK as
 * `BackendAreas`): German names for their generated areas (and their fields, enum values
 * and reference fields), panels below an edit form (panels.tsx) and screens of their
 * own, each loaded when staff first open it.
 */
import { useSlotFills, type BackendAreasComponent, type BackendKeyedScreen, type BackendScreen } from '@tresen/sdk';
import { CircularProgress } from '@mui/material';
import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactElement } from 'react';
import { Title } from 'react-admin';
import { nameChoices, nameFields, nameResource } from './labels';
import { addEditPanel } from './panels';
import { nameReferences } from './schema';

const ScreensContext = createContext<BackendScreen[]>([]);
export const ScreensProvider = ScreensContext.Provider;
export const useScreens = (): BackendScreen[] => useContext(ScreensContext);

/** Names the plugins' generated areas and returns their own screens. */
export function usePluginAreas(): BackendScreen[] {
  const screens: BackendScreen[] = [];
  for (const fill of useSlotFills('backend.resources')) {
    const areas = fill.component as BackendAreasComponent;
    for (const [resource, name] of Object.entries(areas.resources ?? {})) nameResource(resource, name);
    nameFields(areas.fields ?? {});
    nameChoices(areas.choices ?? {});
    nameReferences(areas.references ?? {});
    for (const [resource, panel] of Object.entries(areas.panels ?? {})) addEditPanel(resource, panel, fill);
    screens.push(...(areas.screens ?? []));
  }
  return screens;
}

const components = new Map<BackendScreen['load'], ComponentType>();

export function PluginScreen({ screen }: { screen: BackendScreen }): ReactElement {
  let Screen = components.get(screen.load);
  if (!Screen) {
    Screen = lazy(screen.load);
    components.set(screen.load, Screen);
  }
  return (
    <>
      <Title title={screen.label} />
      <Suspense fallback={<CircularProgress aria-label="Wird geladen" sx={{ m: 3 }} />}>
        <Screen />
      </Suspense>
    </>
  );
}

/** The plugins' keyed screens (opened by a link with its own key, no staff session). */
export function useKeyedScreens(): BackendKeyedScreen[] {
  return useSlotFills('backend.resources').flatMap((fill) => (fill.component as BackendAreasComponent).keyedScreens ?? []);
}

/** `#/frontdesk/3/key…` → ['frontdesk', '3', 'key…']; a keyed link has a prefix and at least one more segment. */
export function hashSegments(hash: string): string[] {
  return hash.replace(/^#\/?/, '').split('/').filter((part) => part !== '');
}

/** The keyed screen `hash` opens (and the segments after its prefix), else null. */
export function keyedScreenOf(hash: string, screens: BackendKeyedScreen[]): { screen: BackendKeyedScreen; segments: string[] } | null {
  const [prefix, ...segments] = hashSegments(hash);
  const screen = screens.find((candidate) => candidate.prefix === prefix);
  return screen && segments.length > 0 ? { screen, segments } : null;
}

/** The shape of a keyed link (`#/name/<digits>/<key>`): shown as waiting, not as a sign-in, while plugins load. */
export function looksKeyed(hash: string): boolean {
  return /^#\/[a-z][a-z-]*\/\d+\/[A-Za-z0-9_-]+$/.test(hash);
}

const keyedComponents = new Map<BackendKeyedScreen['load'], ComponentType<{ segments: string[] }>>();

/** A keyed screen, loaded on first use. */
export function KeyedScreen({ screen, segments }: { screen: BackendKeyedScreen; segments: string[] }): ReactElement {
  let Screen = keyedComponents.get(screen.load);
  if (!Screen) {
    Screen = lazy(screen.load);
    keyedComponents.set(screen.load, Screen);
  }
  return (
    <Suspense fallback={<CircularProgress aria-label="Wird geladen" sx={{ m: 3 }} />}>
      <Screen segments={segments} />
    </Suspense>
  );
}
