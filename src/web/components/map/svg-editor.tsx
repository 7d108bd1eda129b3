import type { MouseEvent } from 'react';
import { flatView, squareAround } from '../../../domain/geo/flat-view.ts';
import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';
import { MapFrame, MapTileLayer, useMapTiles } from '../map-tiles.tsx';
import { BoundaryPolygon, NorthArrow, outerRings } from './svg-parts.tsx';

const SIZE = 320; // drawing area, in pixels

/**
 * The polygon editor without a map engine: vertices clicked on a square of `spanM` metres
 * centred on the reference point, north up, with a 500 m grid, over map tiles when they are
 * configured. Used where WebGL is missing.
 */
export function SvgPolygonEditor(props: {
  centre: { latitude: number; longitude: number };
  spanM: number;
  value: LngLat[];
  onChange: (vertices: LngLat[]) => void;
  /** A boundary drawn beneath, for reference. */
  under?: Boundary | null | undefined;
  label: string;
}) {
  const tiles = useMapTiles();
  const square = squareAround(props.centre, props.spanM);
  const view = flatView(square, { x: 0, y: 0, width: SIZE, height: SIZE });
  const metresPerPixel = props.spanM / SIZE;
  const toLngLat = (x: number, y: number): LngLat => {
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    const [lng, lat] = view.toLngLat(x, y);
    return [round(lng), round(lat)];
  };
  const toXY = view.toXY;
  const [west, north] = toLngLat(0, 0);
  const [east, south] = toLngLat(SIZE, SIZE);
  const add = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = SIZE / box.width;
    props.onChange([
      ...props.value,
      toLngLat((event.clientX - box.left) * scale, (event.clientY - box.top) * scale),
    ]);
  };
  const grid = Array.from({ length: props.spanM / 500 + 1 }, (_, i) => (i * 500) / metresPerPixel);
  return (
    <MapFrame tiles={tiles} className="w-full max-w-xs">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        onClick={add}
        role="application"
        aria-label={props.label}
        className="block w-full cursor-crosshair rounded-lg border border-brand-100 bg-crop-50"
      >
        {tiles && <MapTileLayer tiles={tiles} view={{ west, south, east, north }} project={toXY} />}
        {grid.map((p) => (
          <g key={p} className="stroke-brand-100">
            <line x1={p} y1={0} x2={p} y2={SIZE} />
            <line x1={0} y1={p} x2={SIZE} y2={p} />
          </g>
        ))}
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={4}
          className="fill-accent-500 stroke-white"
          strokeWidth={1.5}
        />
        {outerRings(props.under).map((ring, i) => (
          <BoundaryPolygon key={i} points={ring.map((v) => toXY(v).join(',')).join(' ')} />
        ))}
        {props.value.length > 0 && (
          <BoundaryPolygon points={props.value.map((v) => toXY(v).join(',')).join(' ')} />
        )}
        {props.value.map((v, i) => {
          const [x, y] = toXY(v);
          return (
            <circle
              key={i}
              cx={x}
              cy={y}
              r={4}
              className="fill-crop-700 stroke-white"
              strokeWidth={1.5}
            />
          );
        })}
        <NorthArrow />
      </svg>
    </MapFrame>
  );
}
