import type { MouseEvent } from 'react';
import { flatView } from '../../../domain/geo/flat-view.ts';
import type { LngLat } from '../../../domain/geo/polygon.ts';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import { MapFrame, MapTileLayer, useMapTiles } from '../map-tiles.tsx';
import { layersBounds, type MapLayers, type MapPin } from './layers.ts';
import { BoundaryPolygon, NorthArrow, outerRings } from './svg-parts.tsx';

const SIDE = 300; // the drawing's square, in its own units
const MARGIN = 10;
/** The band along the top where the north mark stands: the layers are drawn below it. */
const NORTH_BAND = 26;

/**
 * The layers drawn north up in SVG (src/domain/geo/flat-view.ts), fitted in a square under the
 * north mark's band: the map where WebGL is missing, and while the map's code loads. Works
 * offline with no map tiles, and has them underneath when they are configured. With a `pin`, a
 * click places it.
 */
export function LayersDrawing(props: {
  layers: MapLayers;
  /** What to show when the layers hold nothing. */
  initialView?: LngLatBounds;
  className?: string;
  label: string;
  pin?: MapPin;
}) {
  const tiles = useMapTiles();
  const bounds = layersBounds(props.layers) ?? props.initialView;
  if (!bounds) return null;
  const { toXY, toLngLat } = flatView(bounds, {
    x: MARGIN,
    y: NORTH_BAND,
    width: SIDE - 2 * MARGIN,
    height: SIDE - NORTH_BAND - MARGIN,
  });
  const [west, north] = toLngLat(0, 0);
  const [east, south] = toLngLat(SIDE, SIDE);
  const view = { west, north, east, south };
  const { pin } = props;
  const place = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = SIDE / (box.width || SIDE);
    pin?.onPlace(toLngLat((event.clientX - box.left) * scale, (event.clientY - box.top) * scale));
  };
  const path = (positions: LngLat[]) => positions.map((p) => toXY(p).join(',')).join(' ');
  return (
    <MapFrame tiles={tiles} className={props.className}>
      <svg
        viewBox={`0 0 ${SIDE} ${SIDE}`}
        className={`block h-full w-full rounded-lg border border-brand-100 bg-crop-50 ${pin ? 'cursor-crosshair' : ''}`}
        role={pin ? 'application' : 'img'}
        aria-label={props.label}
        onClick={pin ? place : undefined}
      >
        {tiles && <MapTileLayer tiles={tiles} view={view} project={toXY} />}
        {(props.layers.polygons ?? []).flatMap((polygon, i) =>
          outerRings(polygon.geometry).map((ring, j) => (
            <BoundaryPolygon key={`${i}-${j}`} points={path(ring)} tone={polygon.tone} />
          )),
        )}
        {(props.layers.lines ?? []).map((line, i) => (
          <polyline
            key={i}
            points={path(line.coordinates)}
            className={`fill-none ${line.tone === 'flight' ? 'stroke-brand-700' : 'stroke-ink-700'}`}
            strokeWidth={1.5}
            strokeDasharray="4 4"
          />
        ))}
        {(props.layers.points ?? []).map((point, i) => {
          const [x, y] = toXY(point.position);
          return (
            <g key={i}>
              <circle
                cx={x}
                cy={y}
                r={5}
                className={`${point.tone === 'reference' ? 'fill-accent-500' : 'fill-red-700'} stroke-white`}
                strokeWidth={1.5}
              />
              <text
                x={x + 8}
                y={y + 4}
                className="fill-ink-900 stroke-white text-[11px]"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {point.label}
              </text>
            </g>
          );
        })}
        {pin?.position && (
          <circle
            cx={toXY(pin.position)[0]}
            cy={toXY(pin.position)[1]}
            r={7}
            className="fill-red-700 stroke-white"
            strokeWidth={2.5}
          />
        )}
        <NorthArrow />
      </svg>
    </MapFrame>
  );
}
