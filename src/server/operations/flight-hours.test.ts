import { describe, expect, it } from 'vitest';
import { flightHours } from '../../domain/operations/quantities.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, insertOperation } from '../test/operations.ts';

const t = useTestApp({ now: new Date('2026-11-20T15:00:00Z') });

// Readings whose difference a binary float gets wrong (1234.7 − 1232.3 = 2.4000000000000909).
const READINGS = [
  [1232.3, 1234.7, 2.4],
  [0.1, 0.3, 0.2],
  [999.9, 1001.1, 1.2],
  [4521.6, 4523.0, 1.4],
] as const;

describe('flight hours: one rule for the form, the list, its totals and the dashboard', () => {
  it('reads the same hours everywhere, exact in tenths', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    for (const [index, [start, end]] of READINGS.entries())
      await insertOperation(t.db, companyId, ids, {
        data: `2026-11-0${index + 1}`,
        horimetro_inicio: start,
        horimetro_fim: end,
      });
    const list = (await owner({ method: 'GET', url: '/api/operations' })).json();
    const shown = list.items.map((item: { horas: number }) => item.horas).reverse();
    expect(shown).toEqual(READINGS.map(([start, end]) => flightHours(start, end)));
    expect(shown).toEqual(READINGS.map(([, , hours]) => hours));
    expect(list.totals.horas).toBe(5.2);
    const dashboard = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(dashboard.kpis.find((kpi: { key: string }) => kpi.key === 'hours').current).toBe(5.2);
  });
});
