/**
 * The map itself (its own chunk with MapLibre GL, fetched only after consent): the
 * configured style (/api/map/style says where), the view of 001 §9 (zoom, pitch, bearing from
 * the plugin's settings), 3D buildings from zoom 15 when the style has a building source,
 * a marker per branch linking to external route directions, and a flight to the branch
 * whose card (any element with data-branch, e.g. slot home.branches' cards) scrolls into view.
 */
import { useApi } from '@tresen/sdk';
import maplibregl, { type Map as MapLibre, type StyleSpecification } from 'maplibre-gl';
import css from 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import type { Place } from './directions';
import { TEXTS } from './texts';

export interface View {
  zoom: number;
  pitch: number;
  bearing: number;
}

const BUILDINGS_LAYER = 'tresen-3d-buildings';
/** 001 §9: 3D buildings from zoom 15. */
const BUILDINGS_MIN_ZOOM = 15;

let styled = false;
function adoptCss(): void {
  if (styled) return;
  styled = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The style's building source: a vector layer "building" (OpenMapTiles) or a source named "buildings". */
function buildingSource(style: StyleSpecification): { source: string; sourceLayer?: string } | null {
  for (const layer of style.layers) {
    if ('source-layer' in layer && layer['source-layer'] === 'building' && typeof layer.source === 'string') return { source: layer.source, sourceLayer: 'building' };
  }
  return style.sources.buildings ? { source: 'buildings' } : null;
}

function addBuildings(map: MapLibre): boolean {
  const found = buildingSource(map.getStyle());
  if (!found || map.getLayer(BUILDINGS_LAYER)) return !!found;
  map.addLayer({
    id: BUILDINGS_LAYER,
    type: 'fill-extrusion',
    source: found.source,
    ...(found.sourceLayer ? { 'source-layer': found.sourceLayer } : {}),
    minzoom: BUILDINGS_MIN_ZOOM,
    paint: {
      'fill-extrusion-color': '#3b3f47',
      'fill-extrusion-height': ['coalesce', ['get', 'render_height'], ['get', 'height'], 8],
      'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], ['get', 'min_height'], 0],
      'fill-extrusion-opacity': 0.9,
    },
  });
  return true;
}

function marker(place: Place): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 't-map__marker';
  link.href = place.directions;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.title = link.ariaLabel = TEXTS.route(place.name);
  link.dataset.branch = place.identifier;
  link.appendChild(document.createElement('span')).className = 't-map__pin';
  return link;
}

/** Fly to a branch when an element carrying its identifier becomes mostly visible. */
function followCards(fly: (identifier: string) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.find((e) => e.isIntersecting && (e.target as HTMLElement).dataset.branch);
      if (seen) fly((seen.target as HTMLElement).dataset.branch as string);
    },
    { threshold: 0.6 },
  );
  const watched = new Set<Element>();
  const scan = () => {
    for (const card of document.querySelectorAll('main [data-branch]:not(.t-map__marker)')) {
      if (!watched.has(card)) {
        watched.add(card);
        observer.observe(card);
      }
    }
  };
  scan();
  // Cards may render after the map (their data, the homepage plugin's module).
  const mutations = new MutationObserver(scan);
  mutations.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  return () => {
    mutations.disconnect();
    observer.disconnect();
  };
}

export default function BranchMap({ places, view }: { places: Place[]; view: View }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [buildings, setBuildings] = useState(false);
  const [active, setActive] = useState(places[0]?.identifier ?? '');
  const api = useApi();
  const [style, setStyle] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.get<{ url: string }>('/api/map/style', { record: false }).then(
      (answer) => !cancelled && setStyle(answer.url),
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  useEffect(() => {
    if (!container.current || !places.length || !style) return;
    adoptCss();
    let map: MapLibre;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style,
        center: places[0].lngLat,
        zoom: view.zoom,
        pitch: view.pitch,
        bearing: view.bearing,
        maxPitch: 85,
        cooperativeGestures: true,
        attributionControl: { compact: true },
      });
    } catch {
      setState('error'); // no WebGL
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'top-right');
    for (const place of places) new maplibregl.Marker({ element: marker(place), anchor: 'bottom' }).setLngLat(place.lngLat).addTo(map);
    // The view once a move ends (zoom, pitch, bearing), for people reading the page's markup and for tests.
    const shown = (n: number) => String(Math.round(n * 10) / 10);
    map.on('movestart', () => {
      if (container.current) delete container.current.dataset.view;
    });
    map.on('moveend', () => {
      if (container.current) container.current.dataset.view = [map.getZoom(), map.getPitch(), map.getBearing()].map(shown).join(' ');
    });
    map.on('load', () => {
      setBuildings(addBuildings(map));
      setState('ready');
    });
    map.on('error', (event) => {
      if (!map.isStyleLoaded() && !map.loaded() && (event.error as { status?: number } | undefined)?.status) setState('error');
    });
    const byId = new Map(places.map((p) => [p.identifier, p]));
    const stop = followCards((identifier) => {
      const place = byId.get(identifier);
      if (!place) return;
      setActive(identifier);
      map.flyTo({ center: place.lngLat, zoom: view.zoom, pitch: view.pitch, bearing: view.bearing, essential: false });
    });
    return () => {
      stop();
      map.remove();
    };
  }, [places, style, view.zoom, view.pitch, view.bearing]);

  return (
    <>
      <div
        ref={container}
        className="t-map__canvas"
        role="region"
        aria-label={TEXTS.label}
        data-testid="map"
        data-state={state}
        data-buildings={buildings ? '1' : '0'}
        data-active={active}
      />
      {state === 'error' && <p role="alert">{TEXTS.failed}</p>}
    </>
  );
}
