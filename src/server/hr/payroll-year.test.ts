// A working year through the API (issue 42 'Done when'): one employee admitted in January 2026
// with overtime and commissions every month, the 13º in two installments, and 20 days of férias
// in the thirteenth month split across January and February 2027. Each month is created,
// typed, closed and checked against the rules:
// - salary days + férias days = the days employed in the month, a 30-day commercial month
//   (decision 032; days-worked.ts);
// - INSS never above the ceiling in any competência: the month's INSS plus its share of the
//   férias receipt's (Lei 8.212/1991 art. 28 §5º: the salário de contribuição is capped);
// - FGTS deposits are 8 % of each month's base (Lei 8.036/1990 art. 15), the férias' too;
// - the averages of the variable pay: the 13º's of January to November (Decreto 57.155/1965
//   art. 2º), the férias' of the 12 months before (CLT art. 142 §§3º, 5º).
// Issue 42 items 2 and 5 extend this year: the abono pecuniário of these férias (VACATION) is
// outside the INSS and FGTS bases, and the rescisão sem justa causa in the fifteenth month
// fines 40 % of the account the year deposited, its payables its totals on their dates.
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../domain/dates.ts';
import { daysWorked } from '../../domain/hr/days-worked.ts';
import { inss } from '../../domain/hr/inss.ts';
import { payrollItem, type PayrollItem } from '../../domain/hr/response-contracts.ts';
import { applyRate, roundHalfUp } from '../../domain/hr/rates.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { eq } from 'drizzle-orm';
import { rescissionDetail } from '../../domain/hr/rescission-contracts.ts';
import { financeInstallments, financeTitles } from '../db/schema/index.ts';
import { addEmployee, hrCompany, SPARE_CPF, type EmployeePayload } from '../test/hr.ts';
import { postRun, refusedRun, runAction } from '../test/payroll.ts';

const t = useTestApp({ now: new Date('2027-03-10T15:00:00Z') });

/** Admitted on 12/01/2026: January has 20 days employed (12–31). */
const ADMISSAO = '2026-01-12';
const WORKER: EmployeePayload = {
  nome: 'Marcos Lima',
  cpf: SPARE_CPF,
  cargo: 'piloto_agricola',
  admissao: ADMISSAO,
  salario_base_cents: 700_000,
  dependentes: 1,
};

/**
 * 20 days from 18/01/2027: 14 in January (18–31), 6 in February (1–6); the other 10 of the
 * 30 earned sold as abono pecuniário (CLT art. 143).
 */
const VACATION = { inicio: '2027-01-18', dias: 20, abono: 10 };

/** The rescisão sem justa causa in the fifteenth month, the aviso indenizado. */
const DISMISSAL = { tipo: 'sem_justa_causa', data: '2027-03-09', aviso: 'indenizado' };

/** January 2026 to February 2027: the fourteen months before the rescisão's. */
const MONTHS = Array.from({ length: 14 }, (_, i) => addMonths('2026-01-01', i));

/** What the office types in month `i`: overtime at 50 % and commissions that vary. */
const typed = (i: number) => ({
  horas_extras_50: 6 + (i % 5) * 2.5,
  comissoes_cents: 120_000 + i * 7_550,
});

/** The 2026 ceiling of the project's tables: INSS on 8.475,55 = 988,09. */
const CEILING = inss(TABLES_2026.inss.at(-1)!.limite, TABLES_2026);

/** The variable lines a month pays: overtime, commissions and their DSR. */
const VARIABLES = ['hora_extra_50', 'comissoes', 'dsr_horas_extras', 'dsr_comissoes'];
const variablesOf = (item: PayrollItem) =>
  item.resultado.linhas
    .filter((line) => VARIABLES.includes(line.codigo))
    .reduce((sum, line) => sum + line.valor, 0);
const averageOf = (items: PayrollItem[]) =>
  roundHalfUp(
    BigInt(items.reduce((sum, item) => sum + variablesOf(item), 0)),
    BigInt(items.length),
  );

/** The salary days an item paid: its salary line's reference ('19 dias'), none → 0. */
const salaryDays = (item: PayrollItem) =>
  Number(
    item.resultado.linhas.find((l) => l.codigo === 'salario_base')?.referencia?.split(' ')[0] ?? 0,
  );

describe('a working year', () => {
  it('pays every month, the 13º and the férias by the rules, the competências never above the INSS ceiling', async () => {
    expect(CEILING).toBe(98809);
    const hr = await hrCompany(t.app);
    const employee = await addEmployee(hr.owner, WORKER);
    const monthly = new Map<string, PayrollItem>();
    let vacationItem: PayrollItem | undefined;
    const thirteenth: PayrollItem[] = [];

    for (const [i, competencia] of MONTHS.entries()) {
      const month = competencia.slice(0, 7);
      // The férias of the thirteenth month are closed before its payroll (paid 2 days ahead).
      if (competencia === '2027-01-01') {
        const run = await postRun(hr.owner, month, {
          tipo: 'ferias',
          employee_id: employee.id,
          ...VACATION,
        });
        vacationItem = (await runAction(hr.owner, run.id, 'fechar')).itens[0]!;
      }
      // The 13º's installments are paid by 30 November and 20 December, before the month's
      // payroll is closed: the 1st averages January to October, the 2nd January to November.
      if (month.endsWith('-11') || month.endsWith('-12')) {
        const tipo = month.endsWith('-11') ? 'decimo_terceiro_1' : 'decimo_terceiro_2';
        const installment = await postRun(hr.owner, month, { tipo });
        thirteenth.push((await runAction(hr.owner, installment.id, 'fechar')).itens[0]!);
      }
      const run = await postRun(hr.owner, month);
      const itemId = run.itens[0]!.id;
      answer(
        await hr.owner({
          method: 'PATCH',
          url: `/api/hr/folhas/${run.id}/itens/${itemId}`,
          payload: typed(i),
        }),
        200,
        payrollItem,
      );
      monthly.set(competencia, (await runAction(hr.owner, run.id, 'fechar')).itens[0]!);
    }

    const snapshot = { admissao: ADMISSAO, demissao: null };
    for (const [competencia, item] of monthly) {
      const ferias = item.entrada.ferias_no_mes ?? null;
      // Salary days + férias days = the days employed (20 in January 2026, else 30).
      const employed = daysWorked(snapshot, competencia) ?? 30;
      expect(salaryDays(item) + (ferias?.dias ?? 0), competencia).toBe(employed);
      // The competência's INSS: the month's and the receipt's share, at most the ceiling.
      expect(item.resultado.descontoINSS + (ferias?.inss ?? 0), competencia).toBeLessThanOrEqual(
        CEILING,
      );
      // FGTS: 8 % of the month's base, which is all it paid (no absences).
      expect(item.resultado.baseFGTS, competencia).toBe(item.resultado.totalProventos);
      expect(item.resultado.fgts, competencia).toBe(applyRate(item.resultado.baseFGTS, 8));
      // The weekly rest on the month's variables is its own line.
      expect(
        item.resultado.linhas.map((l) => l.codigo),
        competencia,
      ).toEqual(expect.arrayContaining(['dsr_horas_extras', 'dsr_comissoes']));
    }
    expect(daysWorked(snapshot, '2026-01-01')).toBe(20);
    // January 2027: 16 salary days, the variables and the férias' 14 days pass the ceiling's
    // 8.475,55, so the competência withholds exactly 988,09 (the month less the receipt's share).
    const january = monthly.get('2027-01-01')!.resultado;
    expect(january.baseINSS).toBeGreaterThan(TABLES_2026.inss.at(-1)!.limite);
    expect(january.descontoINSS + january.feriasNoMes!.inss).toBe(CEILING);

    // The férias: 14 days in January, 6 in February; the receipt's shares add up to it.
    const receipt = vacationItem!.resultado;
    const shares = ['2027-01-01', '2027-02-01'].map((m) => monthly.get(m)!.entrada.ferias_no_mes!);
    expect(shares.map((share) => share.dias)).toEqual([14, 6]);
    expect(shares.reduce((sum, share) => sum + share.inss, 0)).toBe(receipt.descontoINSS);
    expect(shares.reduce((sum, share) => sum + share.base, 0)).toBe(receipt.baseINSS);
    expect(receipt.descontoINSS).toBeLessThanOrEqual(CEILING);
    expect(receipt.fgts).toBe(applyRate(receipt.baseFGTS, 8));
    // Its average: the variables of the 12 closed months before January 2027, per month.
    const year2026 = MONTHS.slice(0, 12).map((m) => monthly.get(m)!);
    expect(vacationItem!.entrada.media_variaveis_cents).toBe(averageOf(year2026));
    expect(receipt.linhas.find((l) => l.codigo === 'media_ferias')?.valor).toBe(
      roundHalfUp(BigInt(averageOf(year2026)) * 20n, 30n),
    );

    // The 13º: 12 months counted (January's 20 days are 15 or more), the average of January to
    // November in both installments; its INSS is its own competência, at most the ceiling.
    const januaryToNovember = year2026.slice(0, 11);
    expect(
      thirteenth.map((item) => [item.entrada.meses, item.entrada.media_variaveis_cents]),
    ).toEqual([
      [12, averageOf(year2026.slice(0, 10))],
      [12, averageOf(januaryToNovember)],
    ]);
    expect(thirteenth[1]!.resultado.descontoINSS).toBeLessThanOrEqual(CEILING);

    // The abono pecuniário: 10 days of the remuneração and their third, outside the INSS and
    // FGTS bases (Lei 8.212 art. 28 §9º e 6; Lei 8.036 art. 15 §6º) and the IRRF's.
    const abono = (code: string) => receipt.linhas.find((l) => l.codigo === code)?.valor;
    expect(abono('abono_pecuniario')).toBe(roundHalfUp(700_000n * 10n, 30n));
    expect(abono('terco_abono')).toBe(roundHalfUp(BigInt(abono('abono_pecuniario')!), 3n));
    expect(receipt.baseFGTS).toBe(receipt.baseINSS);
    expect(receipt.baseINSS).toBe(
      receipt.totalProventos - abono('abono_pecuniario')! - abono('terco_abono')!,
    );

    // The rescisão sem justa causa on 09/03/2027 (issue 42 item 5). The aviso: 30 + 3 days for
    // the one full year (Lei 12.506/2011), projected to 11/04/2027 (OJ 82 SDI-1 TST). The 13º:
    // January to March 2027 (April's 11 days are under 15) = 3/12. The férias: the first period
    // was enjoyed (20) and sold (10), none vencidas; the second, from 12/01/2027 to 11/04/2027,
    // 3/12 of 30 days (CLT art. 146 parágrafo único).
    const rescisao = answer(
      await hr.owner({
        method: 'POST',
        url: `/api/hr/funcionarios/${employee.id}/rescisao`,
        payload: DISMISSAL,
      }),
      201,
      rescissionDetail,
    );
    const reference = (code: string) => rescisao.linhas.find((l) => l.codigo === code)?.referencia;
    expect([rescisao.aviso_dias, rescisao.projecao]).toEqual([33, '2027-04-11']);
    expect(reference('decimo_terceiro_proporcional')).toBe('3/12');
    expect(reference('ferias_proporcionais')).toBe('3/12 de 30 dias');
    expect(reference('ferias_vencidas')).toBeUndefined();
    // The fine: 40 % of the account, every deposit the year made plus the rescisão's (Lei
    // 8.036/1990 art. 18 §1º).
    const deposits = [...monthly.values(), ...thirteenth, vacationItem!].reduce(
      (sum, item) => sum + item.resultado.fgts,
      0,
    );
    expect(rescisao.saldo_fgts_cents).toBe(deposits + rescisao.fgts_cents);
    expect(rescisao.multa_fgts_cents).toBe(applyRate(deposits + rescisao.fgts_cents, 40));
    // Accounting's payables equal the rescisão's totals, each on its date: the net, the FGTS
    // and the fine within 10 days (CLT art. 477 §6º: Friday 19/03/2027), the INSS and the IRRF
    // by 20/04/2027.
    const titles = await t.db
      .select({
        descricao: financeTitles.descricao,
        total: financeTitles.total_cents,
        vencimento: financeInstallments.vencimento,
      })
      .from(financeTitles)
      .innerJoin(financeInstallments, eq(financeInstallments.title_id, financeTitles.id))
      .where(eq(financeTitles.folha_mes, '2027-03-01'));
    const due = (descricao: string) =>
      titles.find((title) => title.descricao.startsWith(descricao));
    expect(due('Verbas rescisórias')).toMatchObject({
      total: rescisao.liquido_cents,
      vencimento: '2027-03-19',
    });
    expect(due('FGTS —')).toMatchObject({ total: rescisao.fgts_cents, vencimento: '2027-03-19' });
    expect(due('Multa rescisória')).toMatchObject({
      total: rescisao.multa_fgts_cents,
      vencimento: '2027-03-19',
    });
    expect(due('INSS retido')).toMatchObject({
      total: rescisao.inss_cents,
      vencimento: '2027-04-20',
    });
    expect(titles.reduce((sum, title) => sum + title.total, 0)).toBe(
      rescisao.liquido_cents +
        rescisao.inss_cents +
        rescisao.irrf_cents +
        rescisao.fgts_cents +
        rescisao.multa_fgts_cents,
    );
    // March's payroll has nobody left to pay: the rescisão paid his saldo de salário.
    expect(await refusedRun(hr.owner, '2027-03')).toEqual([409, 'PAYROLL_NO_EMPLOYEES']);
  });
});
