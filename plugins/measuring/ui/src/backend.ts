/**
 * The back office of the measuring plugin (slot "backend.resources"): the screen
 * 'Statistiken' (`/backend#/dashboard`, a fixed entry below 'Bestellungen' for staff whose
 * permissions open `statistics`), loaded with its chart library only when staff open it.
 */
import type { BackendAreasComponent } from '@tresen/sdk';

export const MeasuringAreas: BackendAreasComponent = Object.assign(() => null, {
  screens: [
    {
      path: 'dashboard',
      label: 'Statistiken',
      pinned: { testId: 'menu-statistics', icon: 'chart' as const },
      permission: ['statistics', 'read'] as const,
      load: () => import(/* webpackChunkName: "statistics" */ './StatisticsScreen'),
    },
  ],
});
