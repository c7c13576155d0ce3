/**
 * What the signed-in staff member may do, as the server's permission table answers it
 * (GET /api/permissions: per resource and operation none | own | branch | all). The menu
 * and the registered areas follow it: an employee sees only the areas they may open, and
 * an area they may not open says so instead of an empty list or an error.
 */
import { Alert, Box } from '@mui/material';
import { createContext, useContext, type ReactElement } from 'react';
import { Title } from 'react-admin';
import type { ResourceSpec } from './schema';

export type Scope = 'none' | 'own' | 'branch' | 'all';
export interface Permissions {
  role: string;
  resources: Record<string, Record<string, Scope>>;
}

/** Whether `op` on `resource` is open (a resource the answer does not name: as the server decides). */
export function allowed(permissions: Permissions | undefined, resource: string, op: string): boolean {
  const scope = permissions?.resources[resource]?.[op];
  return scope === undefined ? true : scope !== 'none';
}

/** The generated areas the user may open, with the writes they may not do switched off. */
export function permitted(specs: ResourceSpec[], permissions: Permissions | undefined): ResourceSpec[] {
  return specs
    .filter((spec) => allowed(permissions, spec.name, 'list'))
    .map((spec) => ({
      ...spec,
      canCreate: spec.canCreate && allowed(permissions, spec.name, 'create'),
      canEdit: spec.canEdit && allowed(permissions, spec.name, 'update'),
      canDelete: spec.canDelete && allowed(permissions, spec.name, 'delete'),
    }));
}

/** The hand-written areas: which row of the table opens each. */
export const AREAS = {
  timeSheets: ['time-sheets', 'read'],
  configuration: ['configuration', 'update'],
} as const;

export const PermissionsContext = createContext<Permissions | undefined>(undefined);

export function useArea(area: keyof typeof AREAS): boolean {
  const [resource, op] = AREAS[area];
  return allowed(useContext(PermissionsContext), resource, op);
}

/** An area the user may not open (or that does not exist). */
export function NotAllowed(): ReactElement {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Title title="Kein Zugriff" />
      <Alert severity="info" data-testid="not-allowed">
        Dieser Bereich ist für Sie nicht freigegeben. Bitte wählen Sie einen Bereich aus dem Menü.
      </Alert>
    </Box>
  );
}
