import { describe, expect, it } from 'vitest';
import { aircraftMargins } from '../../domain/accounting/report-contracts.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { aircraft } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { seedWorkedMonth, WORKED_NOW } from '../test/accounting-month.ts';
import { answer } from '../test/contracts.ts';
import { addEmployee, EMPLOYEE } from '../test/hr.ts';
import { postRun, runAction } from '../test/payroll.ts';

const t = useTestApp({ now: WORKED_NOW });

describe('the margins per aircraft with the pilots’ pay', () => {
  it('spread the closed payroll of each pilot over the aircraft by the hours flown that month', async () => {
    const { owner, ids, second } = await seedWorkedMonth(t.app);
    // The worked month's pilot (every November flight: PR-AGV 5,5 h, PR-IPA 1,5 h), a pilot with
    // no flight (not linked to the pilot register) and a mechanic (not a pilot: left out).
    await addEmployee(owner, { ...EMPLOYEE.pilot, pilot_id: ids.pilot });
    const grounded = await addEmployee(owner, {
      ...EMPLOYEE.agronomist,
      nome: 'Paulo Reis',
      cargo: 'piloto_agricola',
    });
    await addEmployee(owner, EMPLOYEE.mechanic);
    const run = await postRun(owner, '2026-11');
    // October's run is left open: only closed runs count.
    await postRun(owner, '2026-10');
    const closed = await runAction(owner, run.id, 'fechar');
    const cost = (nome: string) => {
      const { resultado } = closed.itens.find((i) => i.funcionario === nome)!;
      return resultado.totalProventos - resultado.descontoFaltas + resultado.fgts;
    };

    // Carlos Mendes, November: R$ 12.000,00 + commission R$ 1,50 × 1.000 ha = 1.500,00 + its DSR
    // 1.500,00 × 7/23 = 456,52 → gross 13.956,52; FGTS 8 % = 1.116,52 → 1.507.304 ¢ (the INSS
    // and IRRF are withheld from the gross, not added). Spread by 5,5 h and 1,5 h (of 7,0 h):
    //   PR-AGV 1.507.304 × 55/70 = 1.184.310,29 → 1.184.310 (remainder ,29)
    //   PR-IPA 1.507.304 × 15/70 =   322.993,71 →   322.994 (remainder ,71: the centavo left)
    // Paulo Reis: R$ 9.500,00 + FGTS 760,00 = 1.026.000 ¢, no flight: not allocated.
    expect(cost('Carlos Mendes')).toBe(1_507_304);
    expect(cost('Paulo Reis')).toBe(1_026_000);
    const res = await owner({
      method: 'GET',
      url: '/api/accounting/aeronaves?de=2026-11&ate=2026-11',
    });
    const margins = answer(res, 200, aircraftMargins);
    const figures = Object.fromEntries(margins.aeronaves.map((a) => [a.aircraft_id, a]));
    // PR-AGV: the worked month's costs 4.155.000 + 1.184.310 = 5.339.310 ¢ over 820 ha and 5,5 h:
    //   cost/ha 6.511,35 → 6.511   cost/h 970.783,64 → 970.784
    //   margin 7.380.000 − 5.339.310 = 2.040.690   /ha 2.488,65 → 2.489   /h 371.034,55 → 371.035
    expect(figures[ids.aircraft]).toMatchObject({
      pilotos_cents: 1_184_310,
      custos_cents: 5_339_310,
      custo_por_hectare_cents: 6_511,
      custo_por_hora_cents: 970_784,
      margem_cents: 2_040_690,
      margem_por_hectare_cents: 2_489,
      margem_por_hora_cents: 371_035,
    });
    // PR-IPA: 322.994 ¢ over 180 ha and 1,5 h: cost/ha 1.794,41 → 1.794, cost/h 215.329,33 →
    //   215.329; margin 1.620.000 − 322.994 = 1.297.006.
    expect(figures[second]).toMatchObject({
      pilotos_cents: 322_994,
      custos_cents: 322_994,
      custo_por_hectare_cents: 1_794,
      custo_por_hora_cents: 215_329,
      margem_cents: 1_297_006,
    });
    expect(margins.pilotos_sem_voo).toEqual([
      { employee_id: grounded.id, nome: 'Paulo Reis', mes: '2026-11', custo_cents: 1_026_000 },
    ]);
    // The fleet carries all the pay: 1.507.304 + 1.026.000 = 2.533.304; its costs 4.155.000 +
    // 2.533.304 = 6.688.304 over 1.000 ha (6.688,30 → 6.688) and 7 h (955.472); margin
    // 9.000.000 − 6.688.304 = 2.311.696 (/ha 2.311,70 → 2.312, /h 330.242,29 → 330.242).
    expect(margins.total).toMatchObject({
      pilotos_cents: 2_533_304,
      custos_cents: 6_688_304,
      custo_por_hectare_cents: 6_688,
      custo_por_hora_cents: 955_472,
      margem_cents: 2_311_696,
      margem_por_hectare_cents: 2_312,
      margem_por_hora_cents: 330_242,
    });
  });

  it('carry each aircraft’s depreciation month by month, one archived in the period until then', async () => {
    const { owner, second, companyId } = await seedWorkedMonth(t.app);
    const db: Db = t.app.database.db;
    // PR-IPA bought 20/01/2025 for R$ 960.000,00, no residual, the default 120 months:
    //   96.000.000 / 120 = 800.000 ¢ a month → October and November: 1.600.000 ¢.
    await db
      .update(aircraft)
      .set({ custo_aquisicao_cents: 96_000_000, data_aquisicao: '2025-01-20' })
      .where(eq(aircraft.id, second));
    // PR-OLD, idle, archived on 15/10/2026: R$ 120.000,00 over 60 months = 200.000 ¢ a month,
    //   October only (in the fleet on its first day, not on November's).
    const [old] = await db
      .insert(aircraft)
      .values({
        company_id: companyId,
        prefixo: 'PR-OLD',
        fabricante: 'Embraer',
        modelo: 'EMB-201A',
        custo_aquisicao_cents: 12_000_000,
        data_aquisicao: '2026-01-05',
        vida_util_meses: 60,
        archived_at: new Date('2026-10-15T15:00:00Z'),
      })
      .returning();
    const res = await owner({
      method: 'GET',
      url: '/api/accounting/aeronaves?de=2026-10&ate=2026-11',
    });
    const margins = answer(res, 200, aircraftMargins);
    const figures = Object.fromEntries(margins.aeronaves.map((a) => [a.aircraft_id, a]));
    // PR-IPA: 180 ha, 1,5 h, R$ 16.200,00; costs 1.600.000 → cost/ha 8.888,89 → 8.889,
    //   cost/h 1.066.666,67 → 1.066.667; margin 1.620.000 − 1.600.000 = 20.000.
    expect(figures[second]).toMatchObject({
      depreciacao_cents: 1_600_000,
      custos_cents: 1_600_000,
      custo_por_hectare_cents: 8_889,
      custo_por_hora_cents: 1_066_667,
      margem_cents: 20_000,
    });
    expect(figures[old!.id]).toMatchObject({
      hectares: 0,
      depreciacao_cents: 200_000,
      custos_cents: 200_000,
      custo_por_hectare_cents: null,
      margem_cents: -200_000,
    });
    expect(margins.total.depreciacao_cents).toBe(1_800_000);
  });

  it('take the cost of the maintenance recorded in Frota by its day (issue 40 item 4)', async () => {
    const { owner, ids } = await seedWorkedMonth(t.app);
    const url = '/api/accounting/aeronaves?de=2026-11&ate=2026-11';
    const before = answer(await owner({ method: 'GET', url }), 200, aircraftMargins);
    const record = (data: string, custo_cents: number) =>
      owner({
        method: 'POST',
        url: `/api/frota/aeronaves/${ids.aircraft}/manutencao/realizadas`,
        payload: { data, descricao: 'Troca do filtro de óleo', custo_cents },
      });
    // 05/11 in the period, R$ 1.200,00; 02/12 after it, left out.
    expect((await record('2026-11-05', 120_000)).statusCode).toBe(201);
    expect((await record('2026-12-02', 90_000)).statusCode).toBe(201);
    const after = answer(await owner({ method: 'GET', url }), 200, aircraftMargins);
    const of = (m: typeof before) => m.aeronaves.find((a) => a.aircraft_id === ids.aircraft)!;
    // PR-AGV's maintenance, costs and margin move by the 120.000 ¢ of November's record alone.
    expect(of(after).manutencao_cents - of(before).manutencao_cents).toBe(120_000);
    expect(of(after).custos_cents - of(before).custos_cents).toBe(120_000);
    expect(of(before).margem_cents - of(after).margem_cents).toBe(120_000);
  });
});
