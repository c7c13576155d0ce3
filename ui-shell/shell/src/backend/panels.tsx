/**
 * Panels plugins add below a resource's edit form (slot backend.resources, static
 * `panels`): e.g. the signage plugin's "send a command to this TV". A panel gets the
 * record and `refresh` (reload the record after an action); it sits in the slot's error
 * boundary and a Suspense, so a lazy panel that fails to load leaves the form working.
 * The shell's own panels (the device tests below a device, AI content below a site, the rendered image template) sit in a Suspense likewise.
 */
import { FillBoundary, SlotRegistryContext, type BackendPanelProps, type SlotFill } from '@tresen/sdk';
import { lazy, Suspense, useContext, type ComponentType, type ReactElement } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';

const PANELS: Record<string, { panel: ComponentType<BackendPanelProps>; fill: SlotFill }> = {};
/** The shell's panels for its built-in resources. */
const BUILT_IN: Record<string, ComponentType<BackendPanelProps>> = {
  devices: lazy(() => import('./DevicePanel')),
  sites: lazy(() => import('./SiteAiPanel')),
  'image-templates': lazy(() => import('./TemplatePreview')),
};

export function addEditPanel(resource: string, panel: ComponentType<BackendPanelProps>, fill: SlotFill): void {
  PANELS[resource] = { panel, fill };
}

export function EditPanel({ resource }: { resource: string }): ReactElement | null {
  const record = useRecordContext();
  const refresh = useRefresh();
  const registry = useContext(SlotRegistryContext);
  const found = PANELS[resource];
  const Own = BUILT_IN[resource];
  if (Own && record && !found) {
    return (
      <Suspense fallback={null}>
        <Own record={record as Record<string, unknown>} refresh={refresh} />
      </Suspense>
    );
  }
  if (!found || !record) return null;
  const Panel = found.panel;
  return (
    <FillBoundary fill={found.fill} registry={registry} fallback={null}>
      <Suspense fallback={null}>
        <Panel record={record as Record<string, unknown>} refresh={refresh} />
      </Suspense>
    </FillBoundary>
  );
}
