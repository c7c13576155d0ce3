/**
 * The back-office areas of the signage plugin (slot "backend.resources"). The screens are
 * the shell's generated ones (from the plugin's resources in /api/openapi.json, present
 * while the plugin is enabled); this contribution gives them their German names and group.
 */
export function SignageAreas(): null {
  return null;
}

SignageAreas.resources = {
  'digital-signage-segments': { plural: 'Filmsequenzen', singular: 'Filmsequenz', group: 'Digital Signage' },
  'digital-signage-streams': { plural: 'Streams', singular: 'Stream', group: 'Digital Signage' },
  'digital-signage-devices': { plural: 'TVs', singular: 'TV', group: 'Digital Signage' },
};
