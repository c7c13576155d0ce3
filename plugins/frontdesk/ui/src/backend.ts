/**
 * The frontdesk plugin in the back office (slot "backend.resources"): the screen links on
 * a branch's edit form ('Theken-Bildschirm', 'Küchen-Bildschirm'), and the two screens a
 * link opens without signing in: `/backend#/frontdesk/{branchId}/{apiKey}` (the counter:
 * open orders) and `/backend#/backoffice/{branchId}/{apiKey}` (the kitchen: the last day's
 * orders). Everything is loaded only when shown.
 */
import type { BackendAreasComponent } from '@tresen/sdk';
import { lazy } from 'react';
import { TEXTS } from './texts';

export const FrontdeskAreas: BackendAreasComponent = Object.assign(() => null, {
  choices: { frontdesk: TEXTS.frontdesk, backoffice: TEXTS.backoffice },
  panels: { branches: lazy(() => import('./ScreenLinks')) },
  keyedScreens: [
    { prefix: 'frontdesk', load: () => import('./FrontdeskScreen') },
    { prefix: 'backoffice', load: () => import('./KitchenScreen') },
  ],
});
