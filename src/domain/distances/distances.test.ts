import { describe, expect, it } from 'vitest';
import { moved } from '../geo/geodesic.ts';
import type { Boundary, LngLat } from '../geo/polygon.ts';
import { distanceWarnings, measurePoints, nearbyFindings, type SensitivePoint } from './check.ts';
import { distanceBetween, type Place } from './measure.ts';
import { DISTANCE_RULE_SETS, ruleSetFor } from './rules.ts';

// Distances are measured on the WGS 84 ellipsoid: a = 6 378 137 m, f = 1/298,257223563, so
// e² = f(2 − f) = 0,00669438. Near 12° S a meridian's radius of curvature is
// M = a(1 − e²) / (1 − e² sin²φ)^1,5 and a parallel's N cos φ, with N = a / √(1 − e² sin²φ).
// Points `metres` north of another are placed along the ellipsoid's meridian (GeographicLib).
const northOf = (lng: number, lat: number, metres: number) => moved([lng, lat], metres, 0)[1];

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
      // M at 11,999° S: 6 335 439,33 / (1 − 0,00669438 × 0,04322)^1,5 = 6 338 189,89 m;
      // × 0,002 × π/180 = 6 338 189,89 × 3,49066·10⁻⁵ = 221,245 m
      expected: 221.245,
    },
    {
      case: 'a dwelling 0,002° north of the plot’s north edge',
      a: plot,
      b: point(-54.995, -11.998),
      // The nearest point is straight south on the edge: the same 221,245 m
      expected: 221.245,
    },
    {
      case: 'a dwelling 200 m north of the edge',
      a: plot,
      // 200 m / R in degrees = 0,0017986°
      b: point(-54.995, northOf(-54.995, -12, 200)),
      expected: 200,
    },
    {
      case: 'a dwelling 249 m north of the edge (turf’s sphere read it 250,29 m: no warning)',
      a: plot,
      // On the sphere R = 6 371 008,8 m the same arc reads 249 × R / M = 249 × 1,005178 = 250,29 m
      b: point(-54.995, northOf(-54.995, -12, 249)),
      expected: 249,
    },
    {
      case: 'a town 0,005° of longitude east of the plot (areas side by side)',
      a: plot,
      b: square(-54.985, -12.01, -54.975, -12),
      // The nearest vertices share the parallel 12,01° S, 0,005° apart (the geodesic between them
      // is shorter than the parallel's arc by far less than a millimetre at this length):
      // N cos φ × 0,005 × π/180 = 6 379 061,57 × 0,978111 × 8,72665·10⁻⁵ = 544,493 m
      expected: 544.493,
    },
    { case: 'a water source inside the plot', a: plot, b: point(-54.995, -12.005), expected: 0 },
    {
      case: 'a pasture overlapping the plot',
      a: plot,
      b: square(-54.992, -12.005, -54.98, -12.001),
      expected: 0,
    },
  ])('$case', ({ a, b, expected }) => {
    expect(distanceBetween(a, b)).toBeCloseTo(expected, 2);
    expect(distanceBetween(b, a)).toBeCloseTo(expected, 2);
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
