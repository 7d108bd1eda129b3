import { useState } from 'react';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import { useMapTiles } from '../map-tiles.tsx';
import type { MapLayers, MapPin } from './layers.ts';
import { LayersDrawing } from './layers-drawing.tsx';
import { isFallback, useMapModule, type Fallback } from './map-engine.ts';

const loadMapCanvas = () => import('./map-canvas.tsx');

/** The note under the plain drawing, saying why the map is not there and what to do. */
export function FallbackNote({ reason, doing }: { reason: Fallback; doing: string }) {
  return (
    <p className="mt-1 text-xs text-ink-600">
      {reason === 'no-webgl'
        ? 'Este navegador não oferece WebGL, que o mapa interativo usa'
        : 'O mapa interativo não pôde ser carregado sem conexão'}
      : {doing}
    </p>
  );
}

/**
 * A map of layers (polygons, labelled points, lines) fitted to them: MapLibre over the
 * configured tiles or a plain background; the SVG drawing while its code loads, where WebGL is
 * missing and offline before its code was ever fetched.
 */
export function MapView(props: {
  layers: MapLayers;
  label: string;
  /** Size of the box, e.g. 'h-72 w-full' (the map fills it). */
  className: string;
  initialView?: LngLatBounds;
  /** A point being placed by a click, moved by a drag (the typed coordinates stay beside it). */
  pin?: MapPin;
}) {
  const tiles = useMapTiles();
  const engine = useMapModule(loadMapCanvas);
  const [lost, setLost] = useState(false);
  const drawing = (
    <LayersDrawing
      layers={props.layers}
      initialView={props.initialView}
      className={props.className}
      label={props.label}
      pin={props.pin}
    />
  );
  if (isFallback(engine) || lost)
    return (
      <div>
        {drawing}
        <FallbackNote
          reason={isFallback(engine) ? engine : 'no-webgl'}
          doing="mostramos o desenho simplificado."
        />
      </div>
    );
  if (!engine) return drawing;
  return (
    <engine.MapCanvas
      layers={props.layers}
      tiles={tiles}
      initialView={props.initialView}
      label={props.label}
      className={props.className}
      pin={props.pin}
      onUnavailable={() => setLost(true)}
    />
  );
}
