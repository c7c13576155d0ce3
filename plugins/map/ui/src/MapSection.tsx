/**
 * Fill of slot "home.sections": the branch map (001 §2), shown only once the visitor has
 * accepted cookies. Before that nothing is rendered and MapLibre GL is not even fetched
 * (it lives in its own chunk, ./BranchMap).
 */
import { useConfig, useConsent, useResource, type Branch } from '@tresen/sdk';
import { Suspense, lazy, useMemo } from 'react';
import { places } from './directions';
import { TEXTS } from './texts';

const BranchMap = lazy(() => import('./BranchMap'));

const CSS = `
.t-map { margin: 2rem 0 0; display: grid; gap: .75rem; }
.t-map h2 { margin: 0; }
.t-map__canvas { height: clamp(18rem, 55vh, 32rem); border-radius: var(--t-radius-lg, .5rem); overflow: hidden; background: #1b1d21; }
.t-map__marker { display: block; width: 2.75rem; height: 2.75rem; cursor: pointer; }
.t-map__pin { position: absolute; left: .5rem; top: .25rem; width: 1.75rem; height: 1.75rem; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: var(--t-primary, #000); border: 3px solid #fff; box-shadow: 0 2px 6px rgba(0,0,0,.5); }
.t-map__marker:focus-visible { outline: 3px solid var(--t-focus, #2563eb); outline-offset: 2px; }
`;

const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function MapOnConsent() {
  const config = useConfig();
  const { data } = useResource<Branch[]>('/api/branches', { record: false });
  const shown = useMemo(() => places(Array.isArray(data) ? data : []), [data]);
  // Defaults of 001 §9 in case the configuration document predates the plugin.
  const zoom = number(config.mapZoom, 19);
  const pitch = number(config.mapPitch, 55);
  const bearing = number(config.mapBearing, -85);
  const view = useMemo(() => ({ zoom, pitch, bearing }), [zoom, pitch, bearing]);
  if (!shown.length) return null;
  return (
    <section className="t-map" aria-labelledby="t-map-title" data-testid="map-section">
      <style>{CSS}</style>
      <h2 id="t-map-title">{TEXTS.heading}</h2>
      <Suspense fallback={<div className="t-map__canvas" />}>
        <BranchMap places={shown} view={view} />
      </Suspense>
    </section>
  );
}

export function MapSection() {
  return useConsent() ? <MapOnConsent /> : null;
}
