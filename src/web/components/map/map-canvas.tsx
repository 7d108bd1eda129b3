import 'maplibre-gl/dist/maplibre-gl.css';
import {
  AttributionControl,
  Map as MapLibre,
  Marker,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapMouseEvent,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import type { MapTiles } from '../../lib/public-config.ts';
import {
  layerData,
  layersBounds,
  MAP_COLOURS,
  mapStyle,
  type MapLayers,
  type MapPin,
} from './layers.ts';

setWorkerUrl(workerUrl);

/** The controls' texts in pt-BR (MapLibre's own are English). */
const LOCALE = {
  'Map.Title': 'Mapa',
  'NavigationControl.ZoomIn': 'Aproximar',
  'NavigationControl.ZoomOut': 'Afastar',
  'NavigationControl.ResetBearing': 'Norte para cima',
  'AttributionControl.ToggleAttribution': 'Mostrar ou ocultar os créditos',
};

export type MapCanvasProps = {
  layers: MapLayers;
  tiles: MapTiles | null;
  /** The view to start from when the layers hold nothing to fit (a drawing's square). */
  initialView?: LngLatBounds;
  label: string;
  role?: 'application' | 'img';
  className?: string;
  /** The map could not start (WebGL refused, context lost): the caller draws without it. */
  onUnavailable: () => void;
  /** The map once its style has loaded (the polygon editor draws on it). */
  onReady?: (map: MapLibre) => void;
  /** A point being placed: a click puts it, a drag moves it. */
  pin?: MapPin;
};

const asBox = (b: LngLatBounds): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];

/**
 * The MapLibre map: north up (no rotation), zoom buttons with the compass, a metric scale,
 * the tiles' credit; fitted to the layers. Loaded only by the pages that draw a map.
 */
export function MapCanvas(props: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // One map for the component's life; tiles changing (online/offline) restyles it below.
  useEffect(() => {
    const container = box.current!;
    const fit = layersBounds(latest.current.layers) ?? latest.current.initialView;
    let created: MapLibre;
    try {
      created = new MapLibre({
        container,
        style: mapStyle(latest.current.tiles, latest.current.layers),
        ...(fit ? { bounds: asBox(fit), fitBoundsOptions: { padding: 24, maxZoom: 17 } } : {}),
        dragRotate: false,
        touchPitch: false,
        pitchWithRotate: false,
        attributionControl: false,
        maxZoom: 19,
        locale: LOCALE,
      });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(
      new NavigationControl({ showCompass: true, visualizePitch: false }),
      'top-right',
    );
    created.addControl(new ScaleControl({ unit: 'metric', maxWidth: 100 }), 'bottom-left');
    created.addControl(new AttributionControl({ compact: false }), 'bottom-right');
    created.on('webglcontextlost', () => latest.current.onUnavailable());
    // A tile that fails to load (offline, the server's error) leaves the background showing,
    // as the drawings drop theirs; any other error is reported as MapLibre would.
    created.on('error', (event) => {
      if ((event as { sourceId?: string }).sourceId !== 'tiles') console.error(event.error);
    });
    created.once('load', () => {
      container.dataset.map = 'ready';
      setMap(created);
      latest.current.onReady?.(created);
    });
    return () => {
      setMap(null);
      created.remove();
    };
  }, []);

  // The layers' data, and the tiles when they come and go.
  const { layers, tiles } = props;
  useEffect(() => {
    if (!map) return;
    const data = layerData(layers);
    for (const name of ['polygons', 'lines', 'points'] as const)
      map.getSource<GeoJSONSource>(name)?.setData(data[name]);
  }, [map, layers]);
  const styledTiles = useRef(tiles);
  useEffect(() => {
    if (!map || styledTiles.current === tiles) return;
    styledTiles.current = tiles;
    // The tiles' source and layer alone, taken out and put back under the drawings: a new style
    // would drop what others added to the map (Terra Draw's sources, whose next clear() then
    // threw when the tiles' address arrived after the map had loaded).
    if (map.getLayer('tiles')) map.removeLayer('tiles');
    if (map.getSource('tiles')) map.removeSource('tiles');
    const source = mapStyle(tiles, latest.current.layers).sources.tiles;
    if (!source) return;
    map.addSource('tiles', source);
    map.addLayer({ id: 'tiles', type: 'raster', source: 'tiles' }, 'polygon-fill');
  }, [map, tiles]);

  // Points' labels as HTML beside the dot: the style has no glyphs to draw text with.
  useEffect(() => {
    if (!map) return;
    const markers = (layers.points ?? []).map((point) => {
      const element = document.createElement('span');
      element.className =
        'pointer-events-none ml-3 rounded bg-white/90 px-1 text-xs font-medium whitespace-nowrap text-ink-900 shadow-sm';
      element.textContent = point.label;
      return new Marker({ element, anchor: 'left' }).setLngLat(point.position).addTo(map);
    });
    return () => markers.forEach((marker) => marker.remove());
  }, [map, layers.points]);

  // A point being placed: a click on the map puts the pin there; the pin is dragged to move it.
  const placing = Boolean(props.pin);
  useEffect(() => {
    if (!map || !placing) return;
    const place = (event: MapMouseEvent) =>
      latest.current.pin?.onPlace([event.lngLat.lng, event.lngLat.lat]);
    map.on('click', place);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', place);
      map.getCanvas().style.cursor = '';
    };
  }, [map, placing]);
  const [pinLng, pinLat] = props.pin?.position ?? [null, null];
  useEffect(() => {
    if (!map || pinLng === null || pinLat === null) return;
    const marker = new Marker({ draggable: true, color: MAP_COLOURS.sensitive })
      .setLngLat([pinLng, pinLat])
      .addTo(map);
    marker.on('dragend', () => {
      const { lng, lat } = marker.getLngLat();
      latest.current.pin?.onPlace([lng, lat]);
    });
    return () => {
      marker.remove();
    };
  }, [map, pinLng, pinLat]);

  return (
    <div
      ref={box}
      role={props.role ?? (placing ? 'application' : 'img')}
      aria-label={props.label}
      className={`relative overflow-hidden rounded-lg border border-brand-100 ${props.className ?? ''}`}
    />
  );
}
