import { describe, expect, it } from 'vitest';
import { computePayroll, type PayrollInput } from '../../domain/hr/payroll.ts';
import { payrollItem, payrollRunRows } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { sampleMonth } from '../../test-support/payroll.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { insertOperation } from '../test/operations.ts';
import {
  addEmployee,
  EMPLOYEE,
  hrCompany,
  hrCompanyWith,
  SPARE_CPF,
  type EmployeePayload,
} from '../test/hr.ts';
import { postRun, refusedRun, runAction, settingsPayload } from '../test/payroll.ts';

const t = useTestApp();

/** The engine's input for a test employee's month, written out from the payload. */
const monthOf = (employee: EmployeePayload, month: Partial<PayrollInput> = {}): PayrollInput =>
  sampleMonth(employee.salario_base_cents as number, {
    insalubridade: (employee.insalubridade ?? 0) as 0 | 10 | 20 | 40,
    valeTransporte: employee.vale_transporte ?? false,
    valeAlimentacao: (employee.vale_alimentacao_cents ?? 0) as number,
    valeRefeicao: (employee.vale_refeicao_cents ?? 0) as number,
    dependentes: (employee.dependentes ?? 0) as number,
    planoSaudeValor: (employee.plano_saude_cents ?? 0) as number,
    ...month,
  });

/** A company with the four test employees, the pilot linked to its pilot register. */
const staffedCompany = (email?: string) =>
  hrCompanyWith(t.app, ['pilot', 'agronomist', 'mechanic', 'clerk'], email);

/** A fifth employee, admitted on `admissao` (and dismissed on `demissao`). */
const newcomer = (admissao: string, demissao: string | null = null): EmployeePayload => ({
  nome: 'Marcos Lima',
  cpf: SPARE_CPF,
  cargo: 'auxiliar_pista',
  admissao,
  demissao,
  salario_base_cents: 300_000,
});

describe('a monthly payroll run', () => {
  it('pays everyone active in the month, in name order, exact to the centavo against the engine', async () => {
    const hr = await staffedCompany();
    await addEmployee(hr.owner, newcomer('2026-11-16'));
    // Concluded in November: two flights (250,5 + 120 ha); one in October and one only
    // scheduled in November do not count.
    const flights = [
      { data: '2026-11-10', area_ha: 250.5, horimetro_inicio: 100, horimetro_fim: 102.5 },
      { data: '2026-11-20', area_ha: 120, horimetro_inicio: 102.5, horimetro_fim: 104 },
      { data: '2026-10-30', area_ha: 300 },
      { data: '2026-11-25', area_ha: 80, status: 'agendada' as const },
    ];
    for (const flight of flights) await insertOperation(t.db, hr.companyId, hr.ids, flight);

    const run = await postRun(hr.owner, '2026-11');
    expect(run).toMatchObject({ tipo: 'mensal', competencia: '2026-11-01', status: 'rascunho' });
    expect(run.itens.map((item) => item.funcionario)).toEqual([
      'Ana Souza',
      'Carlos Mendes',
      'Juliana Prado',
      'Marcos Lima',
      'Roberto Alves',
    ]);
    const item = (nome: string) => run.itens.find((i) => i.funcionario === nome)!;
    const pilot = item('Carlos Mendes');
    expect(pilot.entrada.comissao_origem).toEqual({
      base: 'hectare',
      valor_cents: 150,
      operacoes: 2,
      hectares: 370.5,
      horas_voo: 4,
    });
    // R$ 1,50 × 370,5 ha.
    expect(pilot.entrada.comissoes_cents).toBe(55_575);
    const expected: [string, PayrollInput][] = [
      ['Ana Souza', monthOf(EMPLOYEE.agronomist)],
      ['Carlos Mendes', monthOf(EMPLOYEE.pilot, { comissoes: 55_575 })],
      ['Juliana Prado', monthOf(EMPLOYEE.clerk)],
      // Admitted on 16 November: 15 of 30 days, R$ 3.000,00 / 30 × 15 on the salary line.
      ['Marcos Lima', monthOf(newcomer('2026-11-16'), { diasTrabalhados: 15 })],
      ['Roberto Alves', monthOf(EMPLOYEE.mechanic)],
    ];
    for (const [nome, input] of expected)
      expect(item(nome).resultado, nome).toEqual(computePayroll(input, TABLES_2026));
    expect(item('Marcos Lima').entrada.funcionario.salario_base_cents).toBe(300_000);
    expect(item('Marcos Lima').resultado.linhas[0]).toMatchObject({
      codigo: 'salario_base',
      valor: 150_000,
      referencia: '15 dias',
    });
    const total = (key: 'salarioLiquido' | 'totalProventos' | 'descontoINSS' | 'fgts') =>
      expected.reduce((sum, [, input]) => sum + computePayroll(input, TABLES_2026)[key], 0);
    expect(run).toMatchObject({
      funcionarios: 5,
      liquido_cents: total('salarioLiquido'),
      proventos_cents: total('totalProventos'),
      inss_cents: total('descontoINSS'),
      fgts_cents: total('fgts'),
    });
    const rows = answer(
      await hr.owner({ method: 'GET', url: '/api/hr/folhas?ano=2026' }),
      200,
      payrollRunRows,
    );
    expect(rows.map((row) => [row.id, row.liquido_cents])).toEqual([[run.id, run.liquido_cents]]);
    expect((await hr.owner({ method: 'GET', url: '/api/hr/folhas?ano=2025' })).json()).toEqual([]);
  });

  it('leaves out who left before the month or joins after it, and prorates a dismissal', async () => {
    const hr = await hrCompany(t.app);
    await addEmployee(hr.owner, { ...EMPLOYEE.clerk, demissao: '2026-10-31' });
    await addEmployee(hr.owner, { ...EMPLOYEE.agronomist, admissao: '2026-12-01' });
    expect(await refusedRun(hr.owner, '2026-11')).toEqual([409, 'PAYROLL_NO_EMPLOYEES']);
    await addEmployee(hr.owner, newcomer('2025-01-01', '2026-11-10'));
    const run = await postRun(hr.owner, '2026-11');
    expect(run.itens.map((item) => item.funcionario)).toEqual(['Marcos Lima']);
    // Dismissed on 10 November: 10 days, R$ 3.000,00 / 30 × 10.
    expect(run.itens[0]!.resultado).toEqual(
      computePayroll(monthOf(newcomer('2025-01-01'), { diasTrabalhados: 10 }), TABLES_2026),
    );
  });

  it('computes an employee again as typed; recalculating keeps what was typed', async () => {
    const hr = await staffedCompany();
    await insertOperation(t.db, hr.companyId, hr.ids, { data: '2026-11-10', area_ha: 100 });
    const run = await postRun(hr.owner, '2026-11');
    const pilot = run.itens.find((i) => i.funcionario === 'Carlos Mendes')!;
    const mechanic = run.itens.find((i) => i.funcionario === 'Roberto Alves')!;
    const patch = async (itemId: string, payload: object) =>
      answer(
        await hr.owner({
          method: 'PATCH',
          url: `/api/hr/folhas/${run.id}/itens/${itemId}`,
          payload,
        }),
        200,
        payrollItem,
      );
    const typed = await patch(mechanic.id, { horas_extras_50: '10,5', dias_faltas: 1 });
    const mechanicMonth = monthOf(EMPLOYEE.mechanic, { horasExtras50: 10.5, diasFaltas: 1 });
    expect(typed.resultado).toEqual(computePayroll(mechanicMonth, TABLES_2026));
    expect(pilot.entrada.comissoes_cents).toBe(15_000);

    // Another flight concluded: the prefilled commission follows it; the typed hours stay.
    await insertOperation(t.db, hr.companyId, hr.ids, { data: '2026-11-12', area_ha: 50 });
    const again = await runAction(hr.owner, run.id, 'recalcular');
    const find = (nome: string) => again.itens.find((i) => i.funcionario === nome)!;
    expect(find('Carlos Mendes').entrada.comissoes_cents).toBe(22_500);
    expect(find('Roberto Alves').resultado).toEqual(typed.resultado);

    // A commission typed over the prefill wins over the next recalculation.
    await patch(pilot.id, { comissoes_cents: 'R$ 300,00' });
    await insertOperation(t.db, hr.companyId, hr.ids, { data: '2026-11-14', area_ha: 50 });
    const kept = await runAction(hr.owner, run.id, 'recalcular');
    const pilotAfter = kept.itens.find((i) => i.funcionario === 'Carlos Mendes')!;
    expect(pilotAfter.entrada).toMatchObject({
      comissoes_cents: 30_000,
      comissao_origem: { operacoes: 3, hectares: 200 },
    });
  });

  it('reads the employees again on recalculating: a raise, a newcomer, a dismissal', async () => {
    const hr = await staffedCompany();
    const run = await postRun(hr.owner, '2026-11');
    const ana = run.itens.find((i) => i.funcionario === 'Ana Souza')!;
    const juliana = run.itens.find((i) => i.funcionario === 'Juliana Prado')!;
    const change = (id: string, payload: object) =>
      hr.owner({ method: 'PATCH', url: `/api/hr/funcionarios/${id}`, payload });
    expect((await change(ana.employee_id, { salario_base_cents: 1_000_000 })).statusCode).toBe(200);
    expect((await change(juliana.employee_id, { demissao: '2026-10-31' })).statusCode).toBe(200);
    await addEmployee(hr.owner, newcomer('2026-11-16'));
    const again = await runAction(hr.owner, run.id, 'recalcular');
    expect(again.itens.map((i) => i.funcionario)).toEqual([
      'Ana Souza',
      'Carlos Mendes',
      'Marcos Lima',
      'Roberto Alves',
    ]);
    expect(again.itens[0]!.resultado).toEqual(
      computePayroll(monthOf(EMPLOYEE.agronomist, { salarioBase: 1_000_000 }), TABLES_2026),
    );
  });

  it('computes each month with the tables valid in it', async () => {
    const hr = await staffedCompany();
    const december = await postRun(hr.owner, '2026-12');
    await hr.owner({
      method: 'POST',
      url: '/api/hr/tabelas',
      payload: settingsPayload('2027-01', { salario_minimo: 170_000 }),
    });
    const insalubridade = (run: typeof december) =>
      run.itens
        .find((i) => i.funcionario === 'Roberto Alves')!
        .resultado.linhas.find((line) => line.codigo === 'insalubridade')!.valor;
    const recalculated = await runAction(hr.owner, december.id, 'recalcular');
    expect(recalculated).toEqual(december);
    expect([december.valido_desde, insalubridade(recalculated)]).toEqual(['2026-01-01', 32_420]);
    const february = await postRun(hr.owner, '2027-02');
    expect([february.valido_desde, insalubridade(february)]).toEqual(['2027-01-01', 34_000]);
    const used = await hr.owner({ method: 'GET', url: '/api/hr/tabelas' });
    const [v2027] = used.json();
    const inUse = await hr.owner({ method: 'DELETE', url: `/api/hr/tabelas/${v2027.id}` });
    expect(inUse.statusCode).toBe(409);
  });
});
