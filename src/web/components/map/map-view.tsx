import { Suspense, useState } from 'react';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useMapTiles } from '../map-tiles.tsx';
import type { MapLayers } from './layers.ts';
import { LayersDrawing } from './layers-drawing.tsx';
import { webglAvailable } from './webgl.ts';

const MapCanvas = lazyComponent(() => import('./map-canvas.tsx').then((m) => m.MapCanvas));

/** The note under the plain drawing where the map cannot run. */
export function NoWebglNote({ doing }: { doing: string }) {
  return (
    <p className="mt-1 text-xs text-ink-600">
      Este navegador não oferece WebGL, que o mapa interativo usa: {doing}
    </p>
  );
}

/**
 * A map of layers (polygons, labelled points, lines) fitted to them: MapLibre over the
 * configured tiles or a plain background; the SVG drawing while its code loads and where
 * WebGL is missing.
 */
export function MapView(props: {
  layers: MapLayers;
  label: string;
  /** Size of the box, e.g. 'h-72 w-full' (the map fills it). */
  className: string;
  initialView?: LngLatBounds;
}) {
  const tiles = useMapTiles();
  const [unavailable, setUnavailable] = useState(() => !webglAvailable());
  const drawing = (
    <LayersDrawing
      layers={props.layers}
      initialView={props.initialView}
      className={props.className}
      label={props.label}
    />
  );
  if (unavailable)
    return (
      <div>
        {drawing}
        <NoWebglNote doing="mostramos o desenho simplificado." />
      </div>
    );
  return (
    <Suspense fallback={drawing}>
      <MapCanvas
        layers={props.layers}
        tiles={tiles}
        initialView={props.initialView}
        label={props.label}
        className={props.className}
        onUnavailable={() => setUnavailable(true)}
      />
    </Suspense>
  );
}
