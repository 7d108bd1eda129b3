import { describe, expect, it } from 'vitest';
import { moved } from '../geo/geodesic.ts';
import type { Boundary } from '../geo/polygon.ts';
import { croquiDrawing, type CroquiShape } from './croqui.ts';

// The dwelling is placed 200 m north along the WGS 84 meridian (GeographicLib), as measured.
const plot: Boundary = {
  type: 'Polygon',
  coordinates: [
    [
      [-55, -12.01],
      [-54.99, -12.01],
      [-54.99, -12],
      [-55, -12],
      [-55, -12.01],
    ],
  ],
};
const dwelling = {
  nome: 'Casa do caseiro',
  distancia_m: 200,
  abaixo: true,
  geometria: {
    type: 'Point' as const,
    coordinates: moved([-54.995, -12], 200, 0),
  },
};

const of = <K extends CroquiShape['kind']>(shapes: CroquiShape[], kind: K, role?: string) =>
  shapes.filter(
    (s): s is Extract<CroquiShape, { kind: K }> =>
      s.kind === kind && (!role || ('role' in s && s.role === role)),
  );

describe('croquiDrawing', () => {
  const drawing = croquiDrawing({
    plot,
    reference: null,
    applied: null,
    points: [dwelling],
    flightBearing: 90,
    wind: [
      { rotulo: 'Início', direcao: 'N', kmh: 8 },
      { rotulo: 'Fim', direcao: 'L', kmh: 10.5 },
    ],
  })!;

  it('keeps metres true: the dwelling stands 200 m × the scale bar’s units per metre above the plot', () => {
    const [bar] = of(drawing.shapes, 'line', 'scale');
    const barText = of(drawing.shapes, 'text').find((t) => /^\d+ m$|km$/.test(t.text))!;
    // The plot is about 1 090 m × 1 112 m: a third of the 364-unit square holds 250 m.
    expect(barText.text).toBe('250 m');
    const perMetre = (bar!.points[1]![0] - bar!.points[0]![0]) / 250;
    const [area] = of(drawing.shapes, 'area', 'plot');
    const northEdge = Math.min(...area!.rings[0]!.map((p) => p[1]));
    const [dot] = of(drawing.shapes, 'dot', 'sensitive');
    expect(northEdge - dot!.at[1]).toBeCloseTo(200 * perMetre, 0);
    expect(dot!.warn).toBe(true);
    expect(of(drawing.shapes, 'text').map((t) => t.text)).toContain('Casa do caseiro · 200 m');
  });

  it('draws north up and each wind going away from where it blows', () => {
    const [north] = of(drawing.shapes, 'line', 'north');
    expect(north!.points[1]![1]).toBeLessThan(north!.points[0]![1]);
    const [start, end] = of(drawing.shapes, 'line', 'wind');
    // A wind from the north goes south: its arrow ends lower on the page.
    expect(start!.points[1]![1]).toBeGreaterThan(start!.points[0]![1]);
    expect(start!.points[1]![0]).toBeCloseTo(start!.points[0]![0], 6);
    // A wind from the east (L) goes west: its arrow ends further left.
    expect(end!.points[1]![0]).toBeLessThan(end!.points[0]![0]);
    const texts = of(drawing.shapes, 'text').map((t) => t.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'N',
        'Início: 8,0 km/h de N',
        'Fim: 10,5 km/h de L',
        'Linhas de voo: 90°',
      ]),
    );
  });

  it('keeps the north mark and the legend right of the ground, never over it', () => {
    const ground = drawing.shapes.flatMap((s) =>
      s.kind === 'area' ? s.rings.flat() : s.kind === 'dot' ? [s.at] : [],
    );
    const legend = of(drawing.shapes, 'line').filter((l) => l.role !== 'scale');
    const groundRight = Math.max(...ground.map(([x]) => x));
    for (const line of legend)
      for (const [x] of line.points) expect(x).toBeGreaterThan(groundRight);
  });

  it('keeps every shape inside its box', () => {
    const points = drawing.shapes.flatMap((s) =>
      s.kind === 'area' ? s.rings.flat() : s.kind === 'line' ? s.points : [s.at],
    );
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(drawing.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(drawing.height);
    }
  });

  it('draws the reference point among the points when there is no boundary; alone, nothing', () => {
    const base = {
      plot: null,
      reference: [-55, -12] as [number, number],
      applied: null,
      flightBearing: null,
      wind: [],
    };
    const point = croquiDrawing({ ...base, points: [dwelling] });
    expect(of(point!.shapes, 'dot', 'reference')).toHaveLength(1);
    expect(croquiDrawing({ ...base, points: [] })).toBeNull();
  });
});
