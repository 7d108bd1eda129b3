import { destination } from '@turf/destination';
import { describe, expect, it } from 'vitest';
import type { Boundary, LngLat } from '../geo/polygon.ts';
import { distanceWarnings, measurePoints, nearbyFindings, type SensitivePoint } from './check.ts';
import { distanceBetween, type Place } from './measure.ts';
import { DISTANCE_RULE_SETS, ruleSetFor } from './rules.ts';

// turf measures on a sphere of radius R = 6 371 008,8 m (its earthRadius): one degree of a
// meridian is R × π/180 = 111 195,08 m. Points `metres` north of another are placed by turf's
// own destination on that sphere.
const northOf = (lng: number, lat: number, metres: number) =>
  destination([lng, lat], metres, 0, { units: 'meters' }).geometry.coordinates[1]!;

const square = (west: number, south: number, east: number, north: number): Boundary => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});
const point = (lng: number, lat: number): Place => ({
  type: 'Point',
  coordinates: [lng, lat] as LngLat,
});

// The treated plot: about 1,1 km × 1,1 km in Mato Grosso, between 55,00° and 54,99° W, 12,01°
// and 12,00° S.
const plot = square(-55, -12.01, -54.99, -12);

describe('distanceBetween (geodesic, metres)', () => {
  it.each([
    {
      case: 'two points 0,002° apart on a meridian',
      a: point(-55, -12),
      b: point(-55, -11.998),
      // R × 0,002 × π/180 = 6 371 008,8 × 3,49066·10⁻⁵ = 222,390 m
      expected: 222.39,
    },
    {
      case: 'a dwelling 0,002° north of the plot’s north edge',
      a: plot,
      b: point(-54.995, -11.998),
      // The nearest point is straight south on the edge: R × 0,002 × π/180 = 222,390 m
      expected: 222.39,
    },
    {
      case: 'a dwelling 200 m north of the edge',
      a: plot,
      // 200 m / R in degrees = 0,0017986°
      b: point(-54.995, northOf(-54.995, -12, 200)),
      expected: 200,
    },
    {
      case: 'a town 0,005° of longitude east of the plot (areas side by side)',
      a: plot,
      b: square(-54.985, -12.01, -54.975, -12),
      // The nearest vertices share the parallel 12,01° S, 0,005° apart (the great circle between
      // them, by the haversine): 2R·asin(cos 12,01° · sin(0,0025°)) = 2 × 6 371 008,8 ×
      // asin(0,978113 × 4,36332·10⁻⁵) = 543,806 m
      expected: 543.806,
    },
    { case: 'a water source inside the plot', a: plot, b: point(-54.995, -12.005), expected: 0 },
    {
      case: 'a pasture overlapping the plot',
      a: plot,
      b: square(-54.992, -12.005, -54.98, -12.001),
      expected: 0,
    },
  ])('$case', ({ a, b, expected }) => {
    expect(distanceBetween(a, b)).toBeCloseTo(expected, 1);
    expect(distanceBetween(b, a)).toBeCloseTo(expected, 1);
  });
});

describe('ruleSetFor: the set in force on the day for the aircraft', () => {
  it.each([
    // IN MAPA nº 2/2008 (DOU 08/01/2008), Art. 10: every aerial application.
    { kind: 'aviao', day: '2026-12-06', id: 'in-mapa-2-2008' },
    { kind: 'aviao', day: '2008-01-08', id: 'in-mapa-2-2008' },
    { kind: 'aviao', day: '2008-01-07', id: null },
    // Portaria MAPA nº 298/2021 (DOU 24/09/2021, in force 01/10/2021): drones (ARP).
    { kind: 'drone', day: '2021-09-30', id: 'in-mapa-2-2008' },
    { kind: 'drone', day: '2021-10-01', id: 'portaria-mapa-298-2021' },
    { kind: 'drone', day: '2028-02-29', id: 'portaria-mapa-298-2021' },
  ] as const)('$kind on $day → $id', ({ kind, day, id }) => {
    expect(ruleSetFor(kind, day)?.id ?? null).toBe(id);
  });

  it('takes a later set of the same aircraft from its first day (a new norm is a new entry)', () => {
    const revised = {
      ...DISTANCE_RULE_SETS[0]!,
      id: 'revised',
      vigenteDesde: '2027-01-01',
      aeronaves: ['aviao'] as const,
    };
    const sets = [...DISTANCE_RULE_SETS, revised];
    expect(ruleSetFor('aviao', '2026-12-31', sets)?.id).toBe('in-mapa-2-2008');
    expect(ruleSetFor('aviao', '2027-01-01', sets)?.id).toBe('revised');
  });
});

describe('measurePoints: Art. 10 against the treated area', () => {
  const north = (metres: number) => northOf(-54.995, -12, metres);
  const points: SensitivePoint[] = [
    { tipo: 'moradia', nome: 'Casa do caseiro', geometria: point(-54.995, north(200)) },
    { tipo: 'povoacao', nome: 'Vila Esperança', geometria: point(-54.995, north(700)) },
    { tipo: 'captacao_publica', nome: null, geometria: point(-54.995, north(480)) },
    { tipo: 'apiario', nome: null, geometria: point(-54.995, north(249.9)) },
    { tipo: 'outro', nome: 'Escola rural', geometria: point(-54.995, north(30)) },
    { tipo: 'manancial', nome: 'Córrego', geometria: point(-54.995, north(1500)) },
  ];

  it('an aeroplane: 250 m (Art. 10, I, b) and 500 m (Art. 10, I, a); "outro" is never warned', () => {
    const findings = measurePoints(plot, points, ruleSetFor('aviao', '2026-12-06'));
    expect(findings.map((f) => [f.nome, f.distancia_m, f.minimo_m, f.abaixo])).toEqual([
      ['Escola rural', 30, null, false],
      ['Casa do caseiro', 200, 250, true],
      // 249,9 m is written 249 m: under 250 m.
      ['Apiário', 249, 250, true],
      ['Captação de água para abastecimento público', 480, 500, true],
      ['Vila Esperança', 700, 500, false],
      ['Córrego', 1500, 250, false],
    ]);
    expect(distanceWarnings(findings)).toEqual([
      'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).',
      'Apiário a 249 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).',
      'Captação de água para abastecimento público a 480 m da área tratada, abaixo do mínimo de 500 m (IN MAPA nº 2/2008, Art. 10, I, a).',
    ]);
    // The croqui and the report keep those within 1 km: the stream at 1,5 km is left out.
    expect(nearbyFindings(findings).map((f) => f.nome)).not.toContain('Córrego');
  });

  it('a drone: 20 m of Portaria MAPA nº 298/2021 for every kind', () => {
    const findings = measurePoints(plot, points, ruleSetFor('drone', '2026-12-06'));
    expect(findings.every((f) => f.minimo_m === (f.tipo === 'outro' ? null : 20))).toBe(true);
    expect(distanceWarnings(findings)).toEqual([]);
    const close = measurePoints(
      plot,
      [{ tipo: 'moradia', nome: null, geometria: point(-54.995, north(15)) }],
      ruleSetFor('drone', '2026-12-06'),
    );
    expect(distanceWarnings(close)).toEqual([
      'Moradia isolada a 15 m da área tratada, abaixo do mínimo de 20 m (Portaria MAPA nº 298/2021, Art. 10).',
    ]);
  });
});
