import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { aircraft } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { depreciationByAircraft } from './depreciation.ts';

const t = useTestApp({ now: new Date('2026-11-24T15:00:00Z') });

describe('aircraft depreciation from the register', () => {
  it('refuses a cost without its date and a residual value above the cost, naming the field', async () => {
    const { owner } = await companyReadyToFly(t.app);
    const post = (extra: Record<string, unknown>) =>
      owner({
        method: 'POST',
        url: '/api/registers/aircraft',
        payload: { ...SAMPLE_REGISTERS.aircraft, prefixo: 'PR-DEP', ...extra },
      });
    const fields = async (extra: Record<string, unknown>) => {
      const res = await post(extra);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ custo_aquisicao_cents: '4.800.000,00' })).toEqual({
      data_aquisicao: 'Informe a data de aquisição junto com o custo.',
    });
    expect(
      await fields({
        custo_aquisicao_cents: 100_000,
        data_aquisicao: '2026-01-10',
        valor_residual_cents: 200_000,
      }),
    ).toEqual({ valor_residual_cents: 'Valor residual deve ser no máximo o custo de aquisição.' });
    expect(await fields({ vida_util_meses: 0 })).toEqual({
      vida_util_meses: 'Vida útil deve ser a partir de 1.',
    });
    expect(
      await fields({ custo_aquisicao_cents: '200.000.000,00', data_aquisicao: '2026-01-10' }),
    ).toEqual({
      custo_aquisicao_cents: 'Custo de aquisição deve ser no máximo R$ 100.000.000,00.',
    });
  });

  it("answers each aircraft's month, from the register's cost, date, residual value and life", async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    const sample = (
      await owner({ method: 'GET', url: `/api/registers/aircraft/${ids.aircraft}` })
    ).json();
    // The sample aircraft: R$ 4.800.000,00 on 15/03/2024, residual R$ 1.200.000,00, 120 months:
    // (4.800.000 − 1.200.000) / 120 = R$ 30.000,00 a month.
    const { id: _id, archived_at: _a, created_at: _c, updated_at: _u, ...input } = sample;
    const saved = await owner({
      method: 'PUT',
      url: `/api/registers/aircraft/${ids.aircraft}`,
      payload: {
        ...input,
        custo_aquisicao_cents: 'R$ 4.800.000,00',
        data_aquisicao: '2024-03-15',
        valor_residual_cents: '1.200.000,00',
        vida_util_meses: 120,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      custo_aquisicao_cents: 480_000_000,
      vida_util_meses: 120,
    });
    // A second one bought in December 2026, no residual and no life typed: 120 months by
    // default, R$ 1.200.000,00 / 120 = R$ 10.000,00 a month from December.
    const second = await owner({
      method: 'POST',
      url: '/api/registers/aircraft',
      payload: {
        ...SAMPLE_REGISTERS.aircraft,
        prefixo: 'PT-NEW',
        custo_aquisicao_cents: 120_000_000,
        data_aquisicao: '2026-12-02',
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    // One without a cost depreciates nothing.
    await owner({
      method: 'POST',
      url: '/api/registers/aircraft',
      payload: { ...SAMPLE_REGISTERS.aircraft, prefixo: 'PT-OLD' },
    });
    const month = (mes: string) =>
      t.database.inCompany(companyId, (db) => depreciationByAircraft(db, mes));
    const prefixo = sample.prefixo as string;
    expect(await month('2026-11')).toEqual([
      { aircraft_id: ids.aircraft, prefixo, depreciacao_cents: 3_000_000 },
    ]);
    expect((await month('2026-12')).map((a) => [a.prefixo, a.depreciacao_cents])).toEqual(
      [
        [prefixo, 3_000_000],
        ['PT-NEW', 1_000_000],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await month('2024-02')).toEqual([]);
    // Archived (sold) on 20/11/2026: nothing from December on (the archive's time is set
    // here, not by the route, whose stamp is the real time).
    await t.db
      .update(aircraft)
      .set({ archived_at: new Date('2026-11-20T15:00:00Z') })
      .where(eq(aircraft.id, ids.aircraft));
    expect((await month('2026-11')).map((a) => a.prefixo)).toEqual([prefixo]);
    expect((await month('2026-12')).map((a) => a.prefixo)).toEqual(['PT-NEW']);
  });
});
