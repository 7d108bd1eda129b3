import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccount } from '../../domain/accounting/response-contracts.ts';
import { payrollSettingsVersions } from '../../domain/hr/response-contracts.ts';
import { ACCOUNT, payRequest } from '../test/accounting.ts';
import { auditLogs, financeInstallments, financeTitles } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { joinCompany } from '../test/session.ts';
import { caller } from '../test/operations.ts';
import { hrCompanyWith } from '../test/hr.ts';
import { postRun, runAction, runPayables, settingsPayload } from '../test/payroll.ts';

// The clock stopped after the payments below (a payment may not be dated in the future).
const t = useTestApp({ now: new Date('2026-12-21T15:00:00Z') });

const staffedCompany = () => hrCompanyWith(t.app, ['pilot', 'agronomist', 'clerk']);

/** The run's payables as accounting holds them (test/payroll.ts). */
const payablesOf = (runId: string) => runPayables(t.db, runId);

describe('closing a payroll run', () => {
  it('writes the net salaries, INSS, IRRF and FGTS as payables, each due by law', async () => {
    const hr = await staffedCompany();
    const draft = await postRun(hr.owner, '2026-11');
    const closed = await runAction(hr.owner, draft.id, 'fechar');
    expect(closed).toMatchObject({ status: 'fechada', liquido_cents: draft.liquido_cents });
    expect(closed.fechada_at).not.toBeNull();
    const payables = await payablesOf(draft.id);
    const common = {
      origem: 'folha',
      lado: 'pagar',
      folha_mes: '2026-11-01',
      categoria: 'salarios',
      motivo: null,
    };
    expect(payables).toEqual([
      {
        descricao: 'FGTS — Folha mensal 11/2026',
        total: draft.fgts_cents,
        vencimento: '2026-12-18',
        ...common,
      },
      {
        descricao: 'INSS retido — Folha mensal 11/2026',
        total: draft.inss_cents,
        vencimento: '2026-12-18',
        ...common,
      },
      // IRRF follows the payment (4 December): the 20th of the next month (Lei 11.196/2005
      // art. 70 I d), Wednesday 20 January 2027.
      {
        descricao: 'IRRF retido — Folha mensal 11/2026',
        total: draft.irrf_cents,
        vencimento: '2027-01-20',
        ...common,
      },
      // The 5th business day of December 2026 (CLT art. 459), Saturdays counted (IN SRT 1/1989):
      // Tue 1, Wed 2, Thu 3, Fri 4, Sat 5 → paid through the bank by Friday 4.
      {
        descricao: 'Salários líquidos — Folha mensal 11/2026',
        total: draft.liquido_cents,
        vencimento: '2026-12-04',
        ...common,
      },
    ]);
    expect(closed.titulos.map((title) => title.descricao)).toEqual([
      'Salários líquidos — Folha mensal 11/2026',
      'FGTS — Folha mensal 11/2026',
      'INSS retido — Folha mensal 11/2026',
      'IRRF retido — Folha mensal 11/2026',
    ]);
  });

  it.each([
    // The 13º's 1st installment withholds nothing: only the net (30 Nov) and the FGTS.
    [
      'decimo_terceiro_1',
      '2026-11',
      {},
      [
        ['FGTS', '2026-12-18'],
        ['Salários líquidos', '2026-11-30'],
      ],
    ],
    // The 13º's 2nd installment: net by 20 December (a Sunday → Friday 18); its INSS on
    // 20 December too (Decreto 3.048/1999 art. 216 §1º), not 20 January; FGTS by the 20th after
    // the month paid (20 January 2027); the IRRF by the 20th after the payment's month (also
    // 20 January 2027).
    [
      'decimo_terceiro_2',
      '2026-12',
      {},
      [
        ['FGTS', '2027-01-20'],
        ['INSS retido', '2026-12-18'],
        ['IRRF retido', '2027-01-20'],
        ['Salários líquidos', '2026-12-18'],
      ],
    ],
    // Férias from Monday 6 July: paid two days before, on Saturday → Friday 3 July.
    [
      'ferias',
      '2026-07',
      { inicio: '2026-07-06', dias: 30 },
      [
        ['FGTS', '2026-08-20'],
        ['INSS retido', '2026-08-20'],
        ['IRRF retido', '2026-08-20'],
        ['Salários líquidos', '2026-07-03'],
      ],
    ],
  ])(
    'a %s run skips what is zero and is due on its own dates',
    async (tipo, competencia, extra, due) => {
      const hr = await staffedCompany();
      const employee = tipo === 'ferias' ? { employee_id: hr.employees.agronomist } : {};
      const run = await postRun(hr.owner, competencia, { tipo, ...employee, ...extra });
      await runAction(hr.owner, run.id, 'fechar');
      const payables = await payablesOf(run.id);
      expect(payables.map((p) => [p.descricao.split(' — ')[0], p.vencimento])).toEqual(due);
    },
  );

  it('locks the month and its tables until the owner reopens it, audited, cancelling its payables', async () => {
    const hr = await staffedCompany();
    const admin = caller(
      t.app,
      (await joinCompany(t.app, hr.companyId, 'admin', 'adm@aerosul.com.br')).cookie,
    );
    const run = await postRun(hr.owner, '2026-11');
    const stillOpen = await hr.owner({ method: 'POST', url: `/api/hr/folhas/${run.id}/reabrir` });
    expect([stillOpen.statusCode, stillOpen.json().error.code]).toEqual([409, 'PAYROLL_RUN_OPEN']);
    await runAction(admin, run.id, 'fechar');

    const item = run.itens[0]!.id;
    const locked = [
      {
        method: 'PATCH' as const,
        url: `/api/hr/folhas/${run.id}/itens/${item}`,
        payload: { dias_faltas: 1 },
      },
      { method: 'POST' as const, url: `/api/hr/folhas/${run.id}/recalcular` },
      { method: 'POST' as const, url: `/api/hr/folhas/${run.id}/fechar` },
      { method: 'DELETE' as const, url: `/api/hr/folhas/${run.id}` },
    ];
    for (const call of locked) {
      const res = await hr.owner(call);
      expect([res.statusCode, res.json().error.code], call.url).toEqual([
        409,
        'PAYROLL_RUN_CLOSED',
      ]);
    }
    const [tables] = answer(
      await hr.owner({ method: 'GET', url: '/api/hr/tabelas' }),
      200,
      payrollSettingsVersions,
    );
    expect(tables!.em_uso).toBe(true);
    const replace = await hr.owner({
      method: 'POST',
      url: '/api/hr/tabelas',
      payload: settingsPayload('2026-01'),
    });
    expect([replace.statusCode, replace.json().error.code]).toEqual([
      409,
      'PAYROLL_SETTINGS_IN_USE',
    ]);

    expect(
      (await admin({ method: 'POST', url: `/api/hr/folhas/${run.id}/reabrir` })).statusCode,
    ).toBe(403);
    const reopened = await runAction(hr.owner, run.id, 'reabrir');
    expect(reopened).toMatchObject({ status: 'rascunho', fechada_at: null, titulos: [] });
    expect((await payablesOf(run.id)).map((p) => p.motivo)).toEqual(
      Array(4).fill('Folha reaberta'),
    );
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.record_id, run.id));
    expect(audit).toMatchObject([
      {
        action_type: 'payroll_reopened',
        table_name: 'payroll_runs',
        company_id: hr.companyId,
        severity: 'medium',
        metadata: { competencia: '2026-11-01', tipo: 'mensal' },
      },
    ]);
    // Closed again: four new payables beside the four cancelled.
    expect((await runAction(hr.owner, run.id, 'fechar')).titulos).toHaveLength(4);
    expect(await payablesOf(run.id)).toHaveLength(8);
  });

  it('once reopened may be deleted, its cancelled payables kept in accounting', async () => {
    const hr = await staffedCompany();
    const run = await runAction(hr.owner, (await postRun(hr.owner, '2026-11')).id, 'fechar');
    await runAction(hr.owner, run.id, 'reabrir');
    const removed = await hr.owner({ method: 'DELETE', url: `/api/hr/folhas/${run.id}` });
    expect(removed.statusCode).toBe(204);
    const kept = await t.db
      .select({ motivo: financeTitles.motivo_cancelamento, run: financeTitles.payroll_run_id })
      .from(financeTitles)
      .where(eq(financeTitles.folha_mes, '2026-11-01'));
    expect(kept).toEqual(Array(4).fill({ motivo: 'Folha reaberta', run: null }));
  });

  it('is not reopened while any of its payables has a payment', async () => {
    const hr = await staffedCompany();
    const account = answer(
      await hr.owner({ method: 'POST', url: '/api/accounting/contas', payload: ACCOUNT }),
      201,
      bankAccount,
    );
    const run = await runAction(hr.owner, (await postRun(hr.owner, '2026-11')).id, 'fechar');
    const fgts = run.titulos.find((title) => title.descricao.startsWith('FGTS'))!;
    const [installment] = await t.db
      .select({ id: financeInstallments.id })
      .from(financeInstallments)
      .where(eq(financeInstallments.title_id, fgts.id));
    const paid = await hr.owner(payRequest(installment!.id, account.id, 1_000, '2026-12-10'));
    expect(paid.statusCode).toBe(201);
    const refused = await hr.owner({ method: 'POST', url: `/api/hr/folhas/${run.id}/reabrir` });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'PAYROLL_TITLES_PAID']);
    expect((await payablesOf(run.id)).every((p) => p.motivo === null)).toBe(true);
    const detail = await hr.owner({ method: 'GET', url: `/api/hr/folhas/${run.id}` });
    expect(detail.json().status).toBe('fechada');
  });
});
