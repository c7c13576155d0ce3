/**
 * The plugins' contributions to slot "backend.resources" (typed in the SDK as
 * `BackendAreas`): German names for their generated areas (and their fields, enum values
 * and reference fields), panels below an edit form (panels.tsx) and screens of their
 * own, each loaded when staff first open it.
 */
import { useSlotFills, type BackendAreasComponent, type BackendScreen } from '@tresen/sdk';
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
