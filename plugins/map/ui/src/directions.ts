/** The branch data the map needs, and the external route directions of a marker. */
import type { Branch } from '@tresen/sdk';

export interface Place {
  identifier: string;
  name: string;
  lngLat: [number, number];
  directions: string;
}

/** Branches a visitor may see that have coordinates (0/0 is "not set"). */
export function places(branches: Branch[]): Place[] {
  return branches.flatMap((branch) => {
    const lat = Number(branch.latitude);
    const lon = Number(branch.longitude);
    const shown = branch.isPublic !== false && branch.isEnabled !== false;
    if (!shown || branch.latitude == null || branch.longitude == null || !Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return [];
    const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lon}`)}`;
    return [{ identifier: branch.identifier, name: branch.name, lngLat: [lon, lat] as [number, number], directions }];
  });
}
