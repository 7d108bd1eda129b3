// Férias inside the month (issue 42 item 1; decision 032), through the API: the month's run pays
// only the days not on closed férias and withholds the competência's INSS less the receipt's; a
// closed month is not changed by new férias (409), a draft is computed again.
import { describe, expect, it } from 'vitest';
import { inss } from '../../domain/hr/inss.ts';
import { computePayroll } from '../../domain/hr/payroll.ts';
import { payrollSettingsVersions } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { sampleMonth } from '../../test-support/payroll.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { EMPLOYEE, hrCompanyWith } from '../test/hr.ts';
import { postRun, readRun, refusedRun, runAction, runPayables } from '../test/payroll.ts';

const t = useTestApp({ now: new Date('2027-02-10T15:00:00Z') });

/** Ana Souza (R$ 9.500,00, 1 dependent, admitted 10/02/2025) and Roberto Alves. */
const staffedCompany = () => hrCompanyWith(t.app, ['agronomist', 'mechanic']);
type Run = Awaited<ReturnType<typeof postRun>>;
const itemOf = (run: Run, nome: string) => run.itens.find((item) => item.funcionario === nome)!;
const lineOf = (run: Run, nome: string, codigo: string) =>
  itemOf(run, nome).resultado.linhas.find((line) => line.codigo === codigo);
/** A run as it stands (GET): what closing or reopening another run left in it. */
const current = readRun;
const vacation = (employee_id: string, inicio: string, dias: number) => ({
  tipo: 'ferias',
  employee_id,
  inicio,
  dias,
});

/** December's monthly run and Ana's 20 days of férias from 21/12, both drafts. */
async function decemberDrafts() {
  const hr = await staffedCompany();
  const december = await postRun(hr.owner, '2026-12');
  const ferias = await postRun(
    hr.owner,
    '2026-12',
    vacation(hr.employees.agronomist, '2026-12-21', 20),
  );
  return { hr, december, ferias };
}

describe('a month with closed férias', () => {
  it('30 days of férias in December: the month pays no salary day, the competência no INSS above the ceiling', async () => {
    const hr = await staffedCompany();
    // The ceiling of the project's 2026 tables: INSS on the 4th bracket's limit, 8.475,55 →
    // 121,575 + 115,3656 + 174,1716 + 4.121,28 × 14 % = 576,9792 → 988,09.
    const [tables] = answer(
      await hr.owner({ method: 'GET', url: '/api/hr/tabelas' }),
      200,
      payrollSettingsVersions,
    );
    const ceiling = inss(tables!.inss_faixa4_limite, TABLES_2026);
    expect([tables!.inss_faixa4_limite, ceiling]).toEqual([847555, 98809]);

    const ferias = await postRun(
      hr.owner,
      '2026-12',
      vacation(hr.employees.agronomist, '2026-12-01', 30),
    );
    const receipt = (await runAction(hr.owner, ferias.id, 'fechar')).itens[0]!.resultado;
    // 9.500,00 + 1/3 3.166,67 = 12.666,67, above the ceiling: INSS 988,09.
    expect([receipt.baseINSS, receipt.descontoINSS]).toEqual([1266667, ceiling]);
    // Paid two days before they start (CLT art. 145): 29/11/2026 is a Sunday → Friday 27/11.
    const net = (await runPayables(t.db, ferias.id)).find((p) =>
      p.descricao.startsWith('Salários'),
    );
    expect(net?.vencimento).toBe('2026-11-27');

    const month = await postRun(hr.owner, '2026-12');
    const ana = itemOf(month, 'Ana Souza');
    expect(ana.entrada.ferias_no_mes).toEqual({ dias: 30, base: 1266667, inss: ceiling });
    // 30 − 30 = 0 salary days: no salary line, nothing to withhold; the competência's INSS is
    // the receipt's 988,09 + 0.
    expect(lineOf(month, 'Ana Souza', 'salario_base')).toBeUndefined();
    expect(ana.resultado).toMatchObject({ totalProventos: 0, descontoINSS: 0, fgts: 0 });
    expect(ana.resultado.descontoINSS + receipt.descontoINSS).toBeLessThanOrEqual(ceiling);
    // The mechanic, not on férias, is paid the whole month as before.
    expect(lineOf(month, 'Roberto Alves', 'salario_base')?.referencia).toBe('30 dias');
  });

  it('split across December and January: each month pays its days and its share of the INSS', async () => {
    const { hr, december, ferias } = await decemberDrafts();
    // Closing the férias computes December's draft again (11 days in it: 21–31).
    const receipt = (await runAction(hr.owner, ferias.id, 'fechar')).itens[0]!.resultado;
    // Receipt: 9.500,00 × 20/30 = 6.333,33 + 1/3 2.111,11 = 8.444,44 → INSS 121,575 + 115,3656
    // + 174,1716 + 4.090,17 × 14 % = 572,6238 → 983,74 (below the ceiling).
    expect([receipt.baseINSS, receipt.descontoINSS]).toEqual([844444, 98374]);
    const refreshed = await current(hr.owner, december.id);
    const shares = {
      // December: 8.444,44 × 11/20 = 4.644,442 → 4.644,44; INSS 983,74 × 11/20 = 541,057 →
      // 541,06. January: 3.800,00 and 442,68, the rest.
      '2026-12': { dias: 11, base: 464444, inss: 54106 },
      '2027-01': { dias: 9, base: 380000, inss: 44268 },
    };
    const january = await postRun(hr.owner, '2027-01');
    for (const [run, share] of [
      [refreshed, shares['2026-12']],
      [january, shares['2027-01']],
    ] as const) {
      const ana = itemOf(run, 'Ana Souza');
      expect(ana.entrada.ferias_no_mes).toEqual(share);
      // Salary days + férias days = the commercial month's 30.
      expect(lineOf(run, 'Ana Souza', 'salario_base')?.referencia).toBe(`${30 - share.dias} dias`);
      // The engine's month with that share: INSS of (salary + share) less the share's INSS.
      expect(ana.resultado).toEqual(
        computePayroll(
          sampleMonth(EMPLOYEE.agronomist.salario_base_cents, {
            competencia: run.competencia,
            dependentes: 1,
            ferias: share,
          }),
          TABLES_2026,
        ),
      );
      // Each competência: the month's INSS + the receipt's share, at most the ceiling.
      expect(ana.resultado.descontoINSS + share.inss).toBeLessThanOrEqual(98809);
    }
    // December: 19 days = 6.016,67; + 4.644,44 = 10.661,11 above the ceiling → 988,09 − 541,06
    // = 447,03.
    expect(itemOf(refreshed, 'Ana Souza').resultado.descontoINSS).toBe(44703);
    // The receipt's shares add up to it.
    expect(shares['2026-12'].inss + shares['2027-01'].inss).toBe(receipt.descontoINSS);
  });

  it('closing or reopening férias computes the drafts of their months again', async () => {
    const { hr, december, ferias } = await decemberDrafts();
    const days = async () =>
      lineOf(await current(hr.owner, december.id), 'Ana Souza', 'salario_base')?.referencia;
    // A draft férias run changes nothing.
    expect(await days()).toBe('30 dias');
    await runAction(hr.owner, ferias.id, 'fechar');
    expect(await days()).toBe('19 dias');
    await runAction(hr.owner, ferias.id, 'reabrir');
    expect(await days()).toBe('30 dias');
  });
});

describe('férias over a closed month (409)', () => {
  const CLOSED = 'PAYROLL_VACATION_MONTH_CLOSED';

  it('refuses new férias over days a closed monthly run paid, naming the month', async () => {
    const hr = await staffedCompany();
    await runAction(hr.owner, (await postRun(hr.owner, '2026-12')).id, 'fechar');
    const res = await hr.owner({
      method: 'POST',
      url: '/api/hr/folhas',
      payload: { competencia: '2026-12', ...vacation(hr.employees.agronomist, '2026-12-21', 20) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: CLOSED,
      message:
        'A folha mensal de dezembro/2026 já está fechada e pagou dias destas férias: reabra-a antes de alterar as férias.',
    });
    // Reaching only January, whose month is open, they are taken.
    expect(
      (await postRun(hr.owner, '2027-01', vacation(hr.employees.agronomist, '2027-01-11', 20)))
        .funcionario,
    ).toBe('Ana Souza');
  });

  it('refuses closing férias whose month closed meanwhile, and reopening férias a closed month counted', async () => {
    const { hr, december, ferias } = await decemberDrafts();
    await runAction(hr.owner, december.id, 'fechar');
    const close = await hr.owner({ method: 'POST', url: `/api/hr/folhas/${ferias.id}/fechar` });
    expect([close.statusCode, close.json().error.code]).toEqual([409, CLOSED]);
    // Nothing half-written: the férias are still a draft.
    expect((await current(hr.owner, ferias.id)).status).toBe('rascunho');

    // The owner reopens December, closes the férias (December's draft takes them), closes
    // December again: now the férias cannot be reopened under it.
    await runAction(hr.owner, december.id, 'reabrir');
    await runAction(hr.owner, ferias.id, 'fechar');
    await runAction(hr.owner, december.id, 'fechar');
    const reopen = await hr.owner({ method: 'POST', url: `/api/hr/folhas/${ferias.id}/reabrir` });
    expect([reopen.statusCode, reopen.json().error.code]).toEqual([409, CLOSED]);
    expect(await refusedRun(hr.owner, '2026-12')).toEqual([409, 'PAYROLL_RUN_EXISTS']);
  });
});
