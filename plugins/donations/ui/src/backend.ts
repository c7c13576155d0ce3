/**
 * The back-office areas of the donations plugin (slot "backend.resources"). The screens are
 * the shell's generated ones (from the plugin's resources in /api/openapi.json, present
 * while the plugin is enabled); this contribution gives them their German names and group.
 */
export function DonationsAreas(): null {
  return null;
}

DonationsAreas.resources = {
  donatees: { plural: 'Spendenempfänger', singular: 'Spendenempfänger', group: 'Verkauf' },
};
