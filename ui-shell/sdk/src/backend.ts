/**
 * What a plugin adds to the staff back office, as its contribution to slot
 * "backend.resources": German names for the areas the shell generates from the plugin's
 * resources in /api/openapi.json, and screens of its own (a menu entry plus a page at
 * `/backend#/<path>`).
 *
 * A screen is loaded only when staff open it (`load`), so the plugin's storefront module
 * stays small; inside it the plugin may import react-admin and MUI (declare them in its
 * ui/package.json peerDependencies): /backend registers the shell's copies for it.
 */
import type { ComponentType } from 'react';
import type { BackendResourcesProps, FrontendPageProps } from './slotProps';

/** The German names of one generated area. */
export interface BackendAreaName {
  plural: string;
  singular: string;
  /** "konnte" for a singular collective noun (Planung), else "konnten". */
  pluralVerb?: 'konnte' | 'konnten';
  /** Menu group, e.g. 'Verkauf', 'Inhalte', 'Digital Signage' (default 'Plugins'). */
  group?: string;
}

/** A page of the plugin's own in the back office. */
export interface BackendScreen {
  /** Path under the back office's hash router, without slash: `donation-totals`. */
  path: string;
  /** Menu entry and page title. */
  label: string;
  group?: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * A fixed entry below 'Bestellungen' instead of one in a group, with this test id and
   * icon (e.g. the measuring plugin's 'Statistiken').
   */
  pinned?: { testId: string; icon?: 'chart' };
  /** The row of the server's permission table that opens it (`['statistics', 'read']`); else every staff member. */
  permission?: readonly [resource: string, operation: string];
}

/** What a keyed screen gets: the path segments after its prefix (`['3', 'key…']`). */
export interface KeyedScreenProps {
  segments: string[];
}

/**
 * A screen opened by a link that carries its own key, without a staff session
 * (`/backend#/<prefix>/<segments…>`, e.g. a branch's counter screen): the screen checks the
 * key with the server itself and shows the server's 404 as an invalid link.
 */
export interface BackendKeyedScreen {
  /** First segment of the hash path: `frontdesk` opens `/backend#/frontdesk/3/key…`. */
  prefix: string;
  load: () => Promise<{ default: ComponentType<KeyedScreenProps> }>;
}

/** What a panel below a generated edit form gets: the record and a way to reload it. */
export interface BackendPanelProps {
  record: Record<string, unknown>;
  refresh: () => void;
}

export interface BackendAreas {
  resources?: Record<string, BackendAreaName>;
  screens?: BackendScreen[];
  /** German labels of the plugin's fields (`duration` → 'Dauer (Sekunden)'). */
  fields?: Record<string, string>;
  /** German names of the plugin's enum values (`pending` → 'Offen'). */
  choices?: Record<string, string>;
  /** Reference fields → the resource they name, for pickers (`stream` → its resource). */
  references?: Record<string, string>;
  /** Resource → component shown below its edit form (make it `lazy()`: back office only). */
  panels?: Record<string, ComponentType<BackendPanelProps>>;
  /** Screens opened by a keyed link, without signing in. */
  keyedScreens?: BackendKeyedScreen[];
}

/**
 * The contribution component: renders nothing, carries the plugin's areas (types only, so
 * the storefront pays no byte for it):
 * `api.contribute('backend.resources', Object.assign(() => null, { resources, screens }))`.
 */
export type BackendAreasComponent = ComponentType<BackendResourcesProps> & BackendAreas;

/**
 * A page a plugin adds to the public front end (slot "frontend.page"): the component with
 * the paths it draws, the same as its manifest's `pages`:
 * `Object.assign(lazy(() => import('./Planner')), { paths: ['/test/terrace-planner'] })`.
 */
export type FrontendPageComponent = ComponentType<FrontendPageProps> & { paths: string[] };
