// The application's croqui (issue 39 item 4) as one pure drawing: shapes in a box of its own
// units, which the web draws as SVG and the PDF with the same shapes. The ground is laid out
// around its middle by the WGS 84 ellipsoid's distance and heading (an azimuthal equidistant
// view, north up), the ellipsoid the distances are measured on, so a metre is the same length
// everywhere on the drawing and the scale bar tells it.

import { formatDecimal } from '../format.ts';
import { headingFrom, metresBetween } from '../geo/geodesic.ts';
import type { Boundary, LngLat } from '../geo/polygon.ts';
import { WIND_DIRECTIONS, type WindDirection } from '../operations/values.ts';
import { CROQUI_HEIGHT, CROQUI_WIDTH, croquiHasDrawing } from './croqui-input.ts';
import { ringsOf, verticesOf as positionsOf, type Place } from './measure.ts';

export type XY = [number, number];

export type CroquiShape =
  | { kind: 'area'; role: 'plot' | 'applied' | 'sensitive'; warn: boolean; rings: XY[][] }
  | { kind: 'dot'; role: 'sensitive' | 'reference'; warn: boolean; at: XY }
  | { kind: 'line'; role: 'scale' | 'north' | 'wind' | 'flight'; points: XY[]; arrow: boolean }
  | {
      kind: 'text';
      at: XY;
      text: string;
      anchor: 'start' | 'middle' | 'end';
      size: number;
      warn: boolean;
    };

export type CroquiDrawing = { width: number; height: number; shapes: CroquiShape[] };

export type CroquiInput = {
  plot: Boundary | null;
  reference: LngLat | null;
  applied: Boundary | null;
  points: readonly { nome: string; distancia_m: number; abaixo: boolean; geometria: Place }[];
  /** The flight lines' direction, degrees from north. */
  flightBearing: number | null;
  wind: readonly { rotulo: string; direcao: WindDirection | null; kmh: number | null }[];
};

const MAP = { x: 8, y: 8, side: 364 }; // the ground's square; the legend stands right of it
const LEGEND_X = 388;
const TEXT = 10;
const NICE_LENGTHS = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

/** A screen direction (x right, y down) for a bearing in degrees from north. */
const heading = (degrees: number): XY => [
  Math.sin((degrees * Math.PI) / 180),
  -Math.cos((degrees * Math.PI) / 180),
];

const arrow = (centre: XY, degrees: number, length: number): XY[] => {
  const [dx, dy] = heading(degrees);
  return [
    [centre[0] - (dx * length) / 2, centre[1] - (dy * length) / 2],
    [centre[0] + (dx * length) / 2, centre[1] + (dy * length) / 2],
  ];
};

const text = (at: XY, value: string, anchor: 'start' | 'middle' | 'end' = 'start', warn = false) =>
  ({ kind: 'text', at, text: value, anchor, size: TEXT, warn }) as const;

const metres = (value: number) =>
  value >= 1000 ? `${formatDecimal(value / 1000, value % 1000 ? 1 : 0)} km` : `${value} m`;

/** The shapes of the croqui, or null with no area nor sensitive point to draw. */
export function croquiDrawing(input: CroquiInput): CroquiDrawing | null {
  const ground: LngLat[] = [
    ...(input.plot ? ringsOf(input.plot).flat() : []),
    ...(input.applied ? ringsOf(input.applied).flat() : []),
    ...input.points.flatMap((p) => positionsOf(p.geometria)),
    ...(input.plot || !input.reference ? [] : [input.reference]),
  ];
  if (!croquiHasDrawing(input)) return null;
  const lngs = ground.map((p) => p[0]);
  const lats = ground.map((p) => p[1]);
  const middle: LngLat = [
    (Math.min(...lngs) + Math.max(...lngs)) / 2,
    (Math.min(...lats) + Math.max(...lats)) / 2,
  ];
  // East and north of the middle, in metres.
  const local = (p: LngLat): XY => {
    const d = metresBetween(middle, p);
    const [east, south] = heading(headingFrom(middle, p));
    return [d * east, -d * south];
  };
  const laid = ground.map(local);
  const [minE, maxE] = [Math.min(...laid.map((p) => p[0])), Math.max(...laid.map((p) => p[0]))];
  const [minN, maxN] = [Math.min(...laid.map((p) => p[1])), Math.max(...laid.map((p) => p[1]))];
  const span = Math.max(maxE - minE, maxN - minN, 100);
  const inner = MAP.side - 40; // room for the labels and the scale bar
  const scale = inner / span;
  const [left, top] = [
    MAP.x + 20 + (inner - (maxE - minE) * scale) / 2,
    MAP.y + 12 + (inner - (maxN - minN) * scale) / 2,
  ];
  const project = (p: LngLat): XY => {
    const [e, n] = local(p);
    return [left + (e - minE) * scale, top + (maxN - n) * scale];
  };
  const projectArea = (area: Boundary) => ringsOf(area).map((ring) => ring.map(project));

  const shapes: CroquiShape[] = [];
  if (input.plot)
    shapes.push({ kind: 'area', role: 'plot', warn: false, rings: projectArea(input.plot) });
  else if (input.reference)
    shapes.push({ kind: 'dot', role: 'reference', warn: false, at: project(input.reference) });
  if (input.applied)
    shapes.push({ kind: 'area', role: 'applied', warn: false, rings: projectArea(input.applied) });
  for (const point of input.points) {
    const label = `${point.nome} · ${metres(point.distancia_m)}`;
    if (point.geometria.type === 'Point') {
      const at = project(point.geometria.coordinates);
      shapes.push({ kind: 'dot', role: 'sensitive', warn: point.abaixo, at });
      shapes.push(text([at[0] + 6, at[1] - 4], label, 'start', point.abaixo));
    } else {
      const rings = projectArea(point.geometria);
      shapes.push({ kind: 'area', role: 'sensitive', warn: point.abaixo, rings });
      const outer = rings[0] ?? [];
      const at: XY = [
        outer.reduce((s, p) => s + p[0], 0) / (outer.length || 1),
        outer.reduce((s, p) => s + p[1], 0) / (outer.length || 1),
      ];
      shapes.push(text(at, label, 'middle', point.abaixo));
    }
  }

  // The scale bar: the longest round length within a third of the square.
  const length = NICE_LENGTHS.filter((l) => l * scale <= MAP.side / 3).at(-1) ?? NICE_LENGTHS[0]!;
  const [barY, barEnd] = [MAP.y + MAP.side - 10, MAP.x + 12 + length * scale];
  const bar: XY[] = [
    [MAP.x + 12, barY],
    [barEnd, barY],
  ];
  shapes.push({ kind: 'line', role: 'scale', points: bar, arrow: false });
  shapes.push(text([barEnd + 4, barY + 3], metres(length)));

  // The legend: north, the wind at start and end, the flight lines' direction.
  shapes.push({
    kind: 'line',
    role: 'north',
    points: [
      [LEGEND_X + 10, 46],
      [LEGEND_X + 10, 18],
    ],
    arrow: true,
  });
  shapes.push(text([LEGEND_X + 10, 14], 'N', 'middle'));
  let y = 96;
  if (input.wind.some((reading) => reading.direcao !== null))
    shapes.push(text([LEGEND_X, 72], 'Vento'));
  for (const reading of input.wind) {
    if (reading.direcao === null) continue;
    // The wind is named by where it comes from: its arrow points where it goes.
    const from = WIND_DIRECTIONS.indexOf(reading.direcao) * 22.5;
    shapes.push({
      kind: 'line',
      role: 'wind',
      points: arrow([LEGEND_X + 10, y], from + 180, 22),
      arrow: true,
    });
    const speed = reading.kmh === null ? '' : ` ${formatDecimal(reading.kmh, 1)} km/h`;
    shapes.push(text([LEGEND_X + 26, y + 3], `${reading.rotulo}:${speed} de ${reading.direcao}`));
    y += 36;
  }
  if (input.flightBearing !== null) {
    shapes.push({
      kind: 'line',
      role: 'flight',
      points: arrow([LEGEND_X + 10, y], input.flightBearing, 22),
      arrow: false,
    });
    shapes.push(
      text([LEGEND_X + 26, y + 3], `Linhas de voo: ${Math.round(input.flightBearing % 180)}°`),
    );
  }
  return { width: CROQUI_WIDTH, height: CROQUI_HEIGHT, shapes };
}
