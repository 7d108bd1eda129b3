import { describe, expect, it } from 'vitest';
import { moved } from '../geo/geodesic.ts';
import { areaHa, type LngLat } from '../geo/polygon.ts';
import { coverageAudit, wastedProducts } from './audit.ts';
import { passesFromLines } from './swath.ts';
import type { Area } from './shapes.ts';

// Constructed fields near Sorriso (MT): positions `east` and `north` metres from an origin,
// along geodesics of the WGS 84 ellipsoid. Passes run north for 1 000 m; a swath of 20 m over
// 1 000 m covers 2 ha.
const ORIGIN: LngLat = [-55.73, -12.55];
const at = (east: number, north: number) => moved(moved(ORIGIN, east, 90), north, 0);
const pass = (east: number, length = 1000): LngLat[] => [at(east, 0), at(east, length)];
const rectangle = (west: number, east: number, south = 0, north = 1000): Area => ({
  type: 'Polygon',
  coordinates: [
    [at(west, south), at(east, south), at(east, north), at(west, north), at(west, south)],
  ],
});
/**
 * Within 0,1 % of `expected`; zero within 1 m² (0,0001 ha): the clipping's coordinates are
 * rounded to 1e-8° (about 1 mm), which can leave a sliver of 1 mm along a 1 000 m edge.
 */
const within = (actual: number | null, expected: number) =>
  expected === 0
    ? expect(actual).toBeLessThanOrEqual(0.0001)
    : expect(Math.abs(actual! - expected) / expected).toBeLessThan(0.001);

describe('the area a swath covers', () => {
  it.each([
    // 1 000 m × 20 m = 20 000 m² = 2 ha.
    ['one pass of 1 000 m, swath 20 m: 2 ha', [pass(10)], 20, 2],
    // 1 000 m × 36 m: swaths of 24 m, 12 m apart, overlap by 12 m.
    ['two passes 12 m apart, swath 24 m: 3,6 ha', [pass(0), pass(12)], 24, 3.6],
    // A line of 10 000 positions 0,1 m apart with ±0,2 m of noise: 1 000 m × 20 m still.
    [
      'a noisy track of 10 000 positions: 2 ha',
      [
        Array.from({ length: 10_001 }, (_, i) =>
          moved(at(10 + (i % 2 ? 0.2 : -0.2), 0), i / 10, 0),
        ),
      ],
      20,
      2,
    ],
  ] as [string, LngLat[][], number, number][])('%s', (_name, lines, swath, ha) => {
    const { passes } = passesFromLines(lines, swath);
    within(coverageAudit(passes, null).figures.aplicada_ha, ha);
  });

  it('cuts a serpentine at its turns and leaves the turn out', () => {
    // North 1 000 m, 20 m east (the turn: shorter than two swaths), south 1 000 m.
    const serpentine = [at(10, 0), at(10, 1000), at(30, 1000), at(30, 0)];
    const { passes, turns, lines } = passesFromLines([serpentine], 20);
    expect([passes.length, turns, lines.length]).toEqual([2, 1, 1]);
    const { figures } = coverageAudit(passes, rectangle(0, 40));
    // Two passes side by side: 4 ha applied, nothing twice, the 40 m × 1 000 m plot covered.
    within(figures.aplicada_ha, 4);
    within(figures.sobreposicao_ha, 0);
    within(figures.falhas_ha, 0);
    expect(figures.cobertura_pct).toBeCloseTo(100, 1);
  });
});

describe('the coverage audit against the plot', () => {
  it.each([
    {
      name: 'three passes on a plot of two: the third outside',
      // Plot 40 m × 1 000 m = 4 ha; passes centred at 10, 30 and 50 m, swath 20 m.
      lines: [pass(10), pass(30), pass(50)],
      plot: rectangle(0, 40),
      expected: { aplicada_ha: 6, dentro_ha: 4, fora_ha: 2, falhas_ha: 0, sobreposicao_ha: 0 },
      pct: { cobertura_pct: 100, fora_pct: 33.33, falhas_pct: 0 },
    },
    {
      name: 'a pass missing in the middle: a gap of 20 m',
      // Plot 60 m × 1 000 m = 6 ha; passes at 10 and 50 m: the strip 20–40 m (2 ha) unsprayed.
      lines: [pass(10), pass(50)],
      plot: rectangle(0, 60),
      expected: { aplicada_ha: 4, dentro_ha: 4, fora_ha: 0, falhas_ha: 2, sobreposicao_ha: 0 },
      pct: { cobertura_pct: 66.67, fora_pct: 0, falhas_pct: 33.33 },
    },
    {
      name: 'passes 16 m apart with a 20 m swath: 4 m overlapped on each side',
      // Plot 0–52 m; passes at 10, 26, 42 m cover 0–52 m: 5,2 ha; overlaps 16–20 and 32–36 m:
      // 2 × 4 m × 1 000 m = 0,8 ha.
      lines: [pass(10), pass(26), pass(42)],
      plot: rectangle(0, 52),
      expected: {
        aplicada_ha: 5.2,
        dentro_ha: 5.2,
        fora_ha: 0,
        falhas_ha: 0,
        sobreposicao_ha: 0.8,
      },
      pct: { cobertura_pct: 100, fora_pct: 0, falhas_pct: 0 },
    },
  ])('$name', ({ lines, plot, expected, pct }) => {
    const { passes } = passesFromLines(lines, 20);
    const { figures, shapes } = coverageAudit(passes, plot);
    for (const [key, ha] of Object.entries(expected))
      within(figures[key as keyof typeof expected], ha);
    for (const [key, value] of Object.entries(pct))
      expect(figures[key as keyof typeof pct]).toBeCloseTo(value, 1);
    within(figures.talhao_ha, areaHa(plot));
    // The shapes drawn hold the same areas (simplified within half a metre).
    if (expected.fora_ha) within(areaHa(shapes.fora!), expected.fora_ha);
    if (expected.falhas_ha) within(areaHa(shapes.falhas!), expected.falhas_ha);
  });

  it('counts a strip sprayed three times twice in the excess, once in the overlap', () => {
    // The same 1 000 m line flown three times, swath 20 m: 2 ha covered, 2 ha covered more than
    // once, 4 ha sprayed in excess (3 × 2 ha − 2 ha).
    const { passes } = passesFromLines([pass(10), pass(10), pass(10)], 20);
    const { figures } = coverageAudit(passes, rectangle(0, 20));
    within(figures.aplicada_ha, 2);
    within(figures.sobreposicao_ha, 2);
    within(figures.excesso_ha, 4);
    expect(figures.sobreposicao_pct).toBeCloseTo(100, 1);
  });

  it('without a plot answers the applied area and its overlap only', () => {
    const { passes } = passesFromLines([pass(10), pass(26)], 20);
    const { figures, shapes } = coverageAudit(passes, null);
    within(figures.aplicada_ha, 3.6);
    within(figures.sobreposicao_ha, 0.4);
    expect([figures.talhao_ha, figures.dentro_ha, figures.fora_ha, figures.falhas_ha]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([shapes.fora, shapes.falhas]).toEqual([null, null]);
  });
});

describe('product sprayed again', () => {
  it.each([
    // 1,5 L/ha × 0,4 ha = 0,6 L; at R$ 89,90 the litre: 0,6 × 8 990 = 5 394 centavos.
    [
      0.4,
      { nome: 'Fungicida', unidade: 'L', dose_por_ha: 1.5, custo_unitario_cents: 8990 },
      0.6,
      5394,
    ],
    // 0,250 kg/ha × 1,2345 ha = 0,309 kg (0,30862 to the gram); before any consumption, no cost.
    [
      1.2345,
      { nome: 'Inseticida', unidade: 'kg', dose_por_ha: 0.25, custo_unitario_cents: null },
      0.309,
      null,
    ],
    [0, { nome: 'Adjuvante', unidade: 'L', dose_por_ha: 0.5, custo_unitario_cents: 1500 }, 0, 0],
  ] as const)('%f ha in excess', (excess, product, quantidade, custo) => {
    expect(wastedProducts(excess, [product])).toEqual([
      { nome: product.nome, unidade: product.unidade, quantidade, custo_cents: custo },
    ]);
  });
});
