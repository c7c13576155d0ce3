/**
 * The back-office areas of the signage plugin (slot "backend.resources"). The screens are
 * the shell's generated ones (from the plugin's resources in /api/openapi.json, present
 * while the plugin is enabled); this contribution gives them their German names, field
 * labels and group, names the reference fields for the pickers, and puts the command
 * panel below a TV's edit form (loaded lazily: only the back office ever asks for it).
 */
import type { BackendAreasComponent } from '@tresen/sdk';
import { lazy } from 'react';
import { CHOICES, FIELDS } from './texts';

export const SignageAreas: BackendAreasComponent = Object.assign(() => null, {
  resources: {
    'digital-signage-segments': { plural: 'Filmsequenzen', singular: 'Filmsequenz', group: 'Digital Signage' },
    'digital-signage-streams': { plural: 'Streams', singular: 'Stream', group: 'Digital Signage' },
    'digital-signage-devices': { plural: 'TVs', singular: 'TV', group: 'Digital Signage' },
  },
  fields: FIELDS,
  choices: CHOICES,
  references: { stream: 'digital-signage-streams', segments: 'digital-signage-segments' },
  panels: { 'digital-signage-devices': lazy(() => import('./TvCommands')) },
});
