/**
 * The back office of the payments plugin (slot "backend.resources"): the screen
 * 'Zahlungen', loaded only when staff open it.
 */
import type { BackendAreasComponent } from '@tresen/sdk';

export const PaymentsAreas: BackendAreasComponent = Object.assign(() => null, {
  screens: [{ path: 'payments', label: 'Zahlungen', group: 'Verkauf', load: () => import('./PaymentsScreen') }],
});
