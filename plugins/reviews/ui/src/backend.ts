/**
 * The back office of the reviews plugin (slot "backend.resources"): the screen
 * 'Bewertungen', loaded only when staff open it.
 */
import type { BackendAreasComponent } from '@tresen/sdk';

export const ReviewsAreas: BackendAreasComponent = Object.assign(() => null, {
  screens: [{ path: 'ratings', label: 'Bewertungen', group: 'Verkauf', load: () => import('./RatingsScreen') }],
});
