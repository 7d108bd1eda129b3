import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  payrollRunDetail,
  payrollRunView,
  type PayrollRunDetail,
  type PayrollRunView,
} from '../../domain/hr/response-contracts.ts';
import { financeTitles, payrollItems, payrollRuns, payrollSettings } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { hrCompanyWith } from '../test/hr.ts';
import { postRun, runAction } from '../test/payroll.ts';
import { runDetailText } from './run-detail.ts';

// The run's page is one statement whose JSON the database writes (issue 43 item 5): it must
// answer what the run's rows say, in the contract's shape and order, as the server would write
// it from those rows.
const t = useTestApp({ now: new Date('2026-12-21T15:00:00Z') });

type Company = { companyId: string };

/** The run's answer as the one statement writes it, parsed. */
const answered = async (hr: Company, runId: string, full = false) =>
  JSON.parse(
    await t.database.inCompany(hr.companyId, (db) => runDetailText(db, runId, { full })),
  ) as unknown;

/**
 * The run's answer built from its rows read one table at a time, as `JSON.stringify` writes
 * it: the run's columns and its items' totals, its tables' month, its payables not cancelled
 * (net salaries first, then by name) and its items in holerite order.
 */
async function fromRows(runId: string, full: boolean) {
  const [run] = await t.db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  const [settings] = await t.db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.id, run!.settings_id));
  const items = await t.db
    .select()
    .from(payrollItems)
    .where(eq(payrollItems.run_id, runId))
    .orderBy(asc(payrollItems.ordem), asc(payrollItems.id));
  const titles = await t.db
    .select()
    .from(financeTitles)
    .where(eq(financeTitles.payroll_run_id, runId));
  const sum = (
    key:
      | 'proventos_cents'
      | 'descontos_cents'
      | 'liquido_cents'
      | 'inss_cents'
      | 'irrf_cents'
      | 'fgts_cents',
  ) => items.reduce((total, item) => total + item[key], 0);
  const salaries = (descricao: string) => (descricao.startsWith('Salários') ? 0 : 1);
  const answer = {
    id: run!.id,
    tipo: run!.tipo,
    competencia: run!.competencia,
    status: run!.status,
    fechada_at: run!.fechada_at?.toISOString() ?? null,
    funcionario: run!.tipo === 'ferias' ? items[0]!.entrada.funcionario.nome : null,
    funcionarios: items.length,
    proventos_cents: sum('proventos_cents'),
    descontos_cents: sum('descontos_cents'),
    liquido_cents: sum('liquido_cents'),
    inss_cents: sum('inss_cents'),
    irrf_cents: sum('irrf_cents'),
    fgts_cents: sum('fgts_cents'),
    valido_desde: settings!.valido_desde,
    titulos: titles
      .filter((title) => title.cancelado_at === null)
      .sort(
        (a, b) =>
          salaries(a.descricao) - salaries(b.descricao) ||
          (a.descricao < b.descricao ? -1 : a.descricao > b.descricao ? 1 : 0),
      )
      .map((title) => ({
        id: title.id,
        descricao: title.descricao,
        total_cents: title.total_cents,
      })),
    itens: items.map((item) => ({
      id: item.id,
      employee_id: item.employee_id,
      funcionario: item.entrada.funcionario.nome,
      cargo: item.entrada.funcionario.cargo,
      ...(full
        ? { entrada: item.entrada, resultado: item.resultado }
        : {
            proventos_cents: item.proventos_cents,
            descontos_cents: item.descontos_cents,
            liquido_cents: item.liquido_cents,
          }),
    })),
  };
  return answer as PayrollRunView | PayrollRunDetail;
}

/** Both answers of the run (its page's and in full) equal its rows', key for key and in order. */
async function expectAsItsRows(hr: Company, runId: string) {
  for (const full of [false, true]) {
    const sent = await answered(hr, runId, full);
    const expected = await fromRows(runId, full);
    // The contract's shape, exactly (strict objects: no field more or less).
    (full ? payrollRunDetail : payrollRunView).parse(sent);
    expect(sent).toEqual(expected);
    // The same keys in the same order as the server wrote them.
    expect(JSON.stringify(sent)).toBe(JSON.stringify(expected));
  }
  return (await answered(hr, runId)) as PayrollRunView;
}

describe("a run's answer in one statement", () => {
  it("is a draft's rows: its totals, its tables' month, its items in order", async () => {
    const hr = await hrCompanyWith(t.app, ['pilot', 'agronomist', 'clerk']);
    const run = await postRun(hr.owner, '2026-11');
    const view = await expectAsItsRows(hr, run.id);
    expect(view).toMatchObject({ status: 'rascunho', fechada_at: null, titulos: [] });
    expect(view.funcionario).toBeNull();
    expect(view.funcionarios).toBe(3);
    expect(view.liquido_cents).toBeGreaterThan(0);
  });

  it("is a closed run's: when it closed as toISOString writes it, its payables not cancelled", async () => {
    const hr = await hrCompanyWith(t.app, ['pilot', 'agronomist', 'clerk']);
    const run = await postRun(hr.owner, '2026-11');
    await runAction(hr.owner, run.id, 'fechar');
    await runAction(hr.owner, run.id, 'reabrir');
    const closed = await runAction(hr.owner, run.id, 'fechar');
    // A time with microseconds: the answer keeps its milliseconds, as a JavaScript date would.
    await t.db.execute(
      sql`update ${payrollRuns} set fechada_at = '2026-12-21 12:00:00.123987-03'
        where ${payrollRuns.id} = ${run.id}`,
    );
    const view = await expectAsItsRows(hr, run.id);
    expect(view.fechada_at).toBe('2026-12-21T15:00:00.123Z');
    const payables = await t.db
      .select({ cancelado_at: financeTitles.cancelado_at })
      .from(financeTitles)
      .where(eq(financeTitles.payroll_run_id, run.id));
    expect(payables.filter((p) => p.cancelado_at !== null)).toHaveLength(4);
    expect(view.titulos).toEqual(closed.titulos);
    expect(view.titulos).toHaveLength(4);
    expect(view.titulos[0]!.descricao).toMatch(/^Salários/);
  });

  it("is a férias run's, with the employee's name, and a run without items answers zeros", async () => {
    const hr = await hrCompanyWith(t.app, ['pilot', 'agronomist', 'clerk']);
    const vacation = {
      tipo: 'ferias',
      employee_id: hr.employees.agronomist,
      inicio: '2026-07-06',
      dias: 20,
    };
    const ferias = await postRun(hr.owner, '2026-07', vacation);
    expect(await expectAsItsRows(hr, ferias.id)).toMatchObject({
      funcionario: 'Ana Souza',
      funcionarios: 1,
    });
    const emptied = await postRun(hr.owner, '2026-11');
    await t.db.delete(payrollItems).where(eq(payrollItems.run_id, emptied.id));
    expect(await expectAsItsRows(hr, emptied.id)).toMatchObject({
      funcionario: null,
      funcionarios: 0,
      proventos_cents: 0,
      descontos_cents: 0,
      liquido_cents: 0,
      inss_cents: 0,
      irrf_cents: 0,
      fgts_cents: 0,
      itens: [],
    });
  });

  it("answers NOT_FOUND for no run and for another company's", async () => {
    const hr = await hrCompanyWith(t.app, ['agronomist']);
    const stranger = await hrCompanyWith(t.app, ['agronomist'], 'dono@outra.com.br');
    const theirs = await postRun(stranger.owner, '2026-11');
    for (const runId of [theirs.id, '00000000-0000-4000-8000-000000000000'])
      await expect(
        t.database.inCompany(hr.companyId, (db) => runDetailText(db, runId)),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
