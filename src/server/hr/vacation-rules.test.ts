import { describe, expect, it } from 'vitest';
import { payrollItem, type PayrollRunDetail } from '../../domain/hr/response-contracts.ts';
import { employeeVacations, vacationAlerts } from '../../domain/hr/vacation-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { ferias } from '../../domain/hr/vacation.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { addEmployee, hrCompanyWith, SPARE_CPF } from '../test/hr.ts';
import type { Caller } from '../test/operations.ts';
import { postRun } from '../test/payroll.ts';

// Férias through the API by the CLT: a complete período aquisitivo (art. 130), the split's
// minimums (art. 134 §1º), the abono pecuniário (art. 143) and the double pay (art. 137).

const t = useTestApp({ now: new Date('2026-06-15T15:00:00Z') });

/** Ana Souza (admitted 10/02/2025, R$ 9.500,00) and Roberto Alves (14/08/2023, R$ 4.200,00 + 20 %). */
const staffed = () => hrCompanyWith(t.app, ['agronomist', 'mechanic']);
const vacation = (employee_id: string, inicio: string, dias: number, abono?: number) => ({
  tipo: 'ferias',
  competencia: inicio.slice(0, 7),
  employee_id,
  inicio,
  dias,
  ...(abono === undefined ? {} : { abono }),
});

/** Types the days of a férias run's one employee. */
const typeDays = (owner: Caller, run: PayrollRunDetail, dias: number) =>
  owner({
    method: 'PATCH',
    url: `/api/hr/folhas/${run.id}/itens/${run.itens[0]!.id}`,
    payload: { dias },
  });

/** Posts férias the API refuses: answers the status and the fields. */
async function refused(owner: Caller, payload: object) {
  const res = await owner({ method: 'POST', url: '/api/hr/folhas', payload });
  return [res.statusCode, res.json().error.fields];
}

describe('férias by the CLT', () => {
  it('are refused before the período aquisitivo is complete, naming the rule (art. 130)', async () => {
    const hr = await staffed();
    // Issue 42's case: admitted 10/11/2026, 30 days of férias from 14/12/2026.
    const newcomer = await addEmployee(hr.owner, {
      nome: 'Marcos Lima',
      cpf: SPARE_CPF,
      cargo: 'auxiliar_pista',
      admissao: '2026-11-10',
      salario_base_cents: 300_000,
    });
    expect(await refused(hr.owner, vacation(newcomer.id, '2026-12-14', 30))).toEqual([
      400,
      {
        inicio:
          'Férias antes de completar o período aquisitivo (CLT art. 130): o primeiro período, de 10/11/2026 a 09/11/2027, se completa em 10/11/2027.',
      },
    ]);
  });

  it('split at most in three, one of 14 days and none under 5 (art. 134 §1º)', async () => {
    const hr = await staffed();
    const ana = hr.employees.agronomist;
    expect(await refused(hr.owner, vacation(ana, '2026-07-06', 4))).toEqual([
      400,
      { dias: 'Nenhum período de férias pode ter menos de 5 dias corridos (CLT art. 134 §1º).' },
    ]);
    // 10 days now, 10 more: 10 left could no longer make the 14-day period.
    await postRun(hr.owner, '2026-07', vacation(ana, '2026-07-06', 10));
    expect(await refused(hr.owner, vacation(ana, '2026-09-08', 10))).toEqual([
      400,
      {
        dias: 'Um dos períodos de férias deve ter pelo menos 14 dias corridos (CLT art. 134 §1º).',
      },
    ]);
    // 15 days: 5 left for a third period.
    const second = await postRun(hr.owner, '2026-09', vacation(ana, '2026-09-08', 15));
    expect(second.itens[0]!.entrada).toMatchObject({ dias: 15, dias_dobro: 0 });
    expect(await refused(hr.owner, vacation(ana, '2026-11-09', 6))).toEqual([
      400,
      {
        dias: 'O período aquisitivo de 10/02/2025 a 09/02/2026 tem 5 dias de férias restantes.',
      },
    ]);
    // Typing more days into the second run is held to the same rules.
    const res = await typeDays(hr.owner, second, 18);
    expect([res.statusCode, res.json().error.fields]).toEqual([
      400,
      { dias: 'Nenhum período de férias pode ter menos de 5 dias corridos (CLT art. 134 §1º).' },
    ]);
  });

  it('sell at most a third as abono pecuniário, paid outside INSS, FGTS and IRRF (art. 143)', async () => {
    const hr = await staffed();
    const ana = hr.employees.agronomist;
    // 14 days enjoyed and 6 sold: R$ 9.500,00 / 30 × 6 = 1.900,00 + 1/3, untaxed.
    const run = await postRun(hr.owner, '2026-07', vacation(ana, '2026-07-06', 14, 6));
    expect(run.itens[0]!.entrada).toMatchObject({ dias: 14, abono: 6, dias_dobro: 0 });
    expect(run.itens[0]!.resultado).toEqual(
      ferias({ remuneracao: 950_000, dias: 14, dependentes: 1, abono: 6 }, TABLES_2026),
    );
    // 5 more sold would be 11, above a third of the 30 days earned.
    expect(await refused(hr.owner, vacation(ana, '2026-09-08', 5, 5))).toEqual([
      400,
      {
        abono:
          'O abono pecuniário é de no máximo 1/3 dos dias de férias (CLT art. 143): até 10 dias neste período, 6 já vendidos.',
      },
    ]);
    await postRun(hr.owner, '2026-09', vacation(ana, '2026-09-08', 10));
    // 14 + 6 + 10 used the whole 30 days.
    expect(await refused(hr.owner, vacation(ana, '2026-10-05', 5))).toEqual([
      400,
      {
        inicio:
          'Não há período aquisitivo completo com dias de férias restantes (CLT art. 130): as férias do período em curso só podem ser concedidas depois que ele se completar.',
      },
    ]);
  });

  it('pay in double the days after the período concessivo, warned before (art. 137)', async () => {
    const hr = await staffed();
    const roberto = hr.employees.mechanic;
    // Admitted 14/08/2023 and first paid here now: the period 14/08/2024–13/08/2025 is owed,
    // its concessivo ends on 13/08/2026 — 59 days from 15/06/2026: the page warns.
    const status = answer(
      await hr.owner({ method: 'GET', url: `/api/hr/funcionarios/${roberto}/ferias` }),
      200,
      employeeVacations,
    );
    expect(status.aviso).toMatchObject({ situacao: 'a_vencer', concessivoFim: '2026-08-13' });
    const alerts = answer(
      await hr.owner({ method: 'GET', url: '/api/hr/ferias/alertas' }),
      200,
      vacationAlerts,
    );
    expect(alerts.map((a) => [a.funcionario, a.aviso.situacao])).toEqual([
      ['Roberto Alves', 'a_vencer'],
    ]);
    // From 03/08/2026 for 20 days: 14/08 to 22/08 (9 days) after the concessivo, in double.
    const run = await postRun(hr.owner, '2026-08', vacation(roberto, '2026-08-03', 20));
    expect(run.itens[0]!.entrada).toMatchObject({ dias_dobro: 9 });
    expect(run.itens[0]!.resultado).toEqual(
      ferias({ remuneracao: 452_420, dias: 20, dependentes: 0, dobro: 9 }, TABLES_2026),
    );
    const item = answer(await typeDays(hr.owner, run, 10), 200, payrollItem);
    // 03/08 to 12/08: within the concessivo.
    expect(item.entrada.dias_dobro).toBe(0);
  });
});
