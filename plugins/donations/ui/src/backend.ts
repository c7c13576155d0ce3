/**
 * The back office of the donations plugin (slot "backend.resources"): the German name of
 * its generated area (recipients, from the plugin's resources in /api/openapi.json) and
 * its own screen 'Spendensummen', loaded only when staff open it.
 */
import type { BackendAreasComponent } from '@tresen/sdk';

export const DonationsAreas: BackendAreasComponent = Object.assign(() => null, {
  resources: {
    donatees: { plural: 'Spendenempfänger', singular: 'Spendenempfänger', group: 'Verkauf' },
  },
  screens: [{ path: 'donation-totals', label: 'Spendensummen', group: 'Verkauf', load: () => import('./TotalsScreen') }],
});
