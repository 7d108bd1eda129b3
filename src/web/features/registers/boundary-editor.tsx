import { useState, type MouseEvent } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import { boundaryAreaHa, type Boundary, type LngLat } from '../../../domain/geo/polygon.ts';
import { counted } from '../../../domain/plural.ts';
import { BoundaryPolygon, NorthArrow } from '../../components/boundary-drawing.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { MapFrame, MapTileLayer, useMapTiles } from '../../components/map-tiles.tsx';

const SIZE = 320; // drawing area, in pixels
const SPAN_M = 4000; // metres across the drawing area
const METRES_PER_DEGREE = 111_320;

/**
 * Draws a boundary by clicking its vertices on a 4 km square centred on the reference point,
 * north up, with a 500 m grid — over map tiles when they are configured, on a plain background
 * otherwise. Answers the closed polygon.
 */
export function BoundaryEditor(props: {
  centre: { latitude: number; longitude: number };
  onDone: (boundary: Boundary) => void;
  onCancel: () => void;
}) {
  const tiles = useMapTiles();
  const { latitude, longitude } = props.centre;
  const cos = Math.cos((latitude * Math.PI) / 180);
  const metresPerPixel = SPAN_M / SIZE;
  const toLngLat = (x: number, y: number): LngLat => {
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return [
      round(longitude + ((x - SIZE / 2) * metresPerPixel) / (METRES_PER_DEGREE * cos)),
      round(latitude - ((y - SIZE / 2) * metresPerPixel) / METRES_PER_DEGREE),
    ];
  };
  const toXY = ([lng, lat]: LngLat) =>
    [
      SIZE / 2 + ((lng - longitude) * METRES_PER_DEGREE * cos) / metresPerPixel,
      SIZE / 2 - ((lat - latitude) * METRES_PER_DEGREE) / metresPerPixel,
    ] as const;
  const [west, north] = toLngLat(0, 0);
  const [east, south] = toLngLat(SIZE, SIZE);
  const [vertices, setVertices] = useState<LngLat[]>([]);
  const add = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = SIZE / box.width;
    setVertices((v) => [
      ...v,
      toLngLat((event.clientX - box.left) * scale, (event.clientY - box.top) * scale),
    ]);
  };
  const closed: Boundary | null =
    vertices.length >= 3 ? { type: 'Polygon', coordinates: [[...vertices, vertices[0]!]] } : null;
  const grid = Array.from({ length: SPAN_M / 500 + 1 }, (_, i) => (i * 500) / metresPerPixel);
  return (
    <div className="mt-2 rounded-xl border border-brand-200 p-3">
      <p className="text-sm text-ink-700">
        Clique nos vértices do contorno, em ordem. Quadrícula de 500 m ao redor do ponto de
        referência; norte para cima.
      </p>
      <MapFrame tiles={tiles} className="mt-2 w-full max-w-xs">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          onClick={add}
          role="application"
          aria-label="Área de desenho do contorno"
          className="block w-full cursor-crosshair rounded-lg border border-brand-100 bg-crop-50"
        >
          {tiles && (
            <MapTileLayer tiles={tiles} view={{ west, south, east, north }} project={toXY} />
          )}
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
          {vertices.length > 0 && (
            <BoundaryPolygon points={vertices.map((v) => toXY(v).join(',')).join(' ')} />
          )}
          {vertices.map((v, i) => {
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
      <p className="mt-2 text-sm text-ink-700" aria-live="polite">
        {counted(vertices.length, 'vértice', 'vértices')}
        {closed && ` · ${formatDecimal(boundaryAreaHa(closed))} ha`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!closed}
          onClick={() => closed && props.onDone(closed)}
          className={`${buttonClasses('brand')} disabled:opacity-50`}
        >
          Usar contorno
        </button>
        <button
          type="button"
          disabled={vertices.length === 0}
          onClick={() => setVertices((v) => v.slice(0, -1))}
          className={`${buttonClasses('outline')} disabled:opacity-50`}
        >
          Desfazer vértice
        </button>
        <button type="button" onClick={props.onCancel} className={buttonClasses('ghost')}>
          Cancelar desenho
        </button>
      </div>
    </div>
  );
}
