import { describe, expect, it } from 'vitest';
import {
  endpointVerdicts,
  HEALTH_CHECK,
  overallHealth,
  tableVerdict,
  type EndpointProbe,
  type HealthStatus,
} from './monitoring.ts';

describe('HEALTH_CHECK (spec part 2 §9)', () => {
  it('runs 2 s after opening, then every 5 min; slow above 5000 ms (tables) and 3000 ms (endpoints)', () => {
    expect(HEALTH_CHECK).toEqual({
      firstAfterMs: 2_000,
      everyMs: 300_000,
      databaseSlowMs: 5_000,
      endpointSlowMs: 3_000,
    });
  });
});

describe('tableVerdict (§8, §9)', () => {
  it.each([
    [{ ms: 12 }, 'healthy', 'Tabela acessível'],
    [{ ms: 5_000 }, 'healthy', 'Tabela acessível'],
    [{ ms: 5_001 }, 'warning', 'Resposta lenta (5001 ms)'],
    [
      { ms: 3, error: { code: 'PGRST116', message: 'no rows' } },
      'healthy',
      'Tabela protegida por RLS',
    ],
    [
      { ms: 3, error: { message: 'new row violates row-level security policy' } },
      'healthy',
      'Tabela protegida por RLS',
    ],
    [
      { ms: 3, error: { code: '42501', message: 'permission denied for table clients' } },
      'healthy',
      'Tabela protegida por RLS',
    ],
    [
      { ms: 3, error: { code: '42P01', message: 'relation "clients" does not exist' } },
      'error',
      'Erro: relation "clients" does not exist',
    ],
    [{ ms: 9_000, error: { message: 'timeout' } }, 'error', 'Erro: timeout'],
  ])('%j → %s, %s', (probe, status, message) => {
    expect(tableVerdict(probe)).toEqual({ status, message });
  });
});

const probe = (ms: number, over: Partial<EndpointProbe> = {}): EndpointProbe => ({
  ms,
  ok: true,
  critical: true,
  httpStatus: 200,
  ...over,
});

describe('endpointVerdicts (§8, §9)', () => {
  it.each([
    ['all fast', [probe(40), probe(3_000)], ['healthy', 'healthy']],
    ['one slow: still healthy', [probe(3_001), probe(40)], ['healthy', 'healthy']],
    [
      'two slow: both warnings',
      [probe(3_001), probe(4_000), probe(40)],
      ['warning', 'warning', 'healthy'],
    ],
    ['a critical failure', [probe(40, { ok: false, httpStatus: 503 })], ['error']],
    [
      'a non-critical failure stays healthy',
      [probe(40, { ok: false, critical: false, httpStatus: 500 })],
      ['healthy'],
    ],
  ] as const)('%s', (_case, probes, statuses) => {
    expect(endpointVerdicts(probes).map((v) => v.status)).toEqual(statuses);
  });

  it('says why', () => {
    expect(
      endpointVerdicts([
        probe(40),
        probe(3_400.4),
        probe(40, { ok: false, httpStatus: 503 }),
        probe(40, { ok: false, critical: false, httpStatus: 500 }),
      ]).map((v) => v.message),
    ).toEqual([
      'Respondendo normalmente',
      'Resposta lenta (3400 ms)',
      'Falhou (HTTP 503)',
      'Falha não crítica (HTTP 500)',
    ]);
  });
});

describe('overallHealth (§4)', () => {
  it.each<[HealthStatus[], HealthStatus]>([
    [['healthy', 'healthy'], 'healthy'],
    [['healthy', 'warning'], 'warning'],
    [['warning', 'error', 'healthy'], 'error'],
    [['error'], 'error'],
    [[], 'healthy'],
  ])('%j → %s', (statuses, overall) => {
    expect(overallHealth(statuses)).toBe(overall);
  });
});
