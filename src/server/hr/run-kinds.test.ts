import { describe, expect, it } from 'vitest';
import { payrollItem } from '../../domain/hr/response-contracts.ts';
import { TABLES_2026 } from '../../domain/hr/tables.ts';
import { decimoTerceiro, type DecimoTerceiroInput } from '../../domain/hr/thirteenth.ts';
import { ferias } from '../../domain/hr/vacation.ts';
import { sampleThirteenth } from '../../test-support/payroll.ts';
import { expectEachRefused } from '../test/accounting.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { insertOperation } from '../test/operations.ts';
import { addEmployee, hrCompanyWith, SPARE_CPF } from '../test/hr.ts';
import { postRun, refusedRun, runAction } from '../test/payroll.ts';

const t = useTestApp();

const staffedCompany = (email?: string) =>
  hrCompanyWith(t.app, ['pilot', 'agronomist', 'mechanic'], email);

/** The engine's 13º installment: 12 months, no average, dependents or 1st unless told. */
const thirteenth = (parcela: 1 | 2, over: Partial<DecimoTerceiroInput>) =>
  decimoTerceiro(sampleThirteenth({ parcela, ...over }), TABLES_2026);

describe('the 13º salário', () => {
  it('pays the 1st installment in November and the 2nd in December, less what the 1st paid', async () => {
    const hr = await staffedCompany();
    // Admitted on 18 December: 14 days, no month counted in 2026.
    await addEmployee(hr.owner, {
      nome: 'Marcos Lima',
      cpf: SPARE_CPF,
      cargo: 'auxiliar_pista',
      admissao: '2026-12-18',
      salario_base_cents: 300_000,
    });
    // October's closed payroll: the pilot's commission on 100 ha (R$ 150,00) and its DSR are the
    // year's only variables: October 2026 has 4 Sundays and Nossa Senhora Aparecida (12, a
    // Monday), 26 working days: 150,00 × 5 ÷ 26 = 28,846… → 28,85; average 178,85.
    await insertOperation(t.db, hr.companyId, hr.ids, { data: '2026-10-10', area_ha: 100 });
    await runAction(hr.owner, (await postRun(hr.owner, '2026-10')).id, 'fechar');

    const first = await postRun(hr.owner, '2026-11', { tipo: 'decimo_terceiro_1' });
    expect(first.itens.map((item) => [item.funcionario, item.entrada.meses])).toEqual([
      ['Ana Souza', 12],
      ['Carlos Mendes', 12],
      ['Roberto Alves', 12],
    ]);
    const item = (run: typeof first, nome: string) =>
      run.itens.find((i) => i.funcionario === nome)!;
    expect(item(first, 'Carlos Mendes').entrada.media_variaveis_cents).toBe(17_885);
    expect(item(first, 'Ana Souza').resultado).toEqual(
      thirteenth(1, { remuneracao: 950_000, dependentes: 1 }),
    );
    // Remuneração of the mechanic: R$ 4.200,00 + 20 % of the minimum wage (R$ 324,20).
    expect(item(first, 'Roberto Alves').resultado).toEqual(thirteenth(1, { remuneracao: 452_420 }));
    const pilotFirst = thirteenth(1, {
      remuneracao: 1_200_000,
      mediaVariaveis: 17_885,
      dependentes: 2,
    });
    expect(item(first, 'Carlos Mendes').resultado).toEqual(pilotFirst);
    expect(await refusedRun(hr.owner, '2026-11', { tipo: 'decimo_terceiro_1' })).toEqual([
      409,
      'PAYROLL_RUN_EXISTS',
    ]);
    await runAction(hr.owner, first.id, 'fechar');

    const second = await postRun(hr.owner, '2026-12', { tipo: 'decimo_terceiro_2' });
    expect(second.itens.map((i) => i.funcionario)).toEqual([
      'Ana Souza',
      'Carlos Mendes',
      'Roberto Alves',
    ]);
    const pilotSecond = item(second, 'Carlos Mendes');
    expect(pilotSecond.resultado).toEqual(
      thirteenth(2, {
        remuneracao: 1_200_000,
        mediaVariaveis: 17_885,
        dependentes: 2,
        primeiraParcela: pilotFirst.totalProventos,
      }),
    );
    expect(
      pilotSecond.resultado.linhas.find((line) => line.codigo === 'adiantamento_decimo_terceiro')!
        .valor,
    ).toBe(pilotFirst.totalProventos);

    // The average is the office's to change; another kind's field is refused, naming it.
    const url = `/api/hr/folhas/${second.id}/itens/${pilotSecond.id}`;
    const typed = answer(
      await hr.owner({ method: 'PATCH', url, payload: { media_variaveis_cents: 20_000 } }),
      200,
      payrollItem,
    );
    expect(typed.resultado.totalProventos).toBe(
      thirteenth(2, { remuneracao: 1_200_000, mediaVariaveis: 20_000 }).totalProventos,
    );
    const foreign = await hr.owner({ method: 'PATCH', url, payload: { horas_extras_50: 2 } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({
      horas_extras_50: 'Este campo não se aplica a esta folha.',
    });
  });
});

describe('férias', () => {
  it('are one employee’s run: days of the remuneração plus the third, as many as typed', async () => {
    const hr = await staffedCompany();
    const vacation = (employee_id: string) => ({
      tipo: 'ferias',
      employee_id,
      inicio: '2026-07-06',
      dias: 20,
    });
    const run = await postRun(hr.owner, '2026-07', vacation(hr.employees.agronomist));
    expect(run).toMatchObject({ funcionario: 'Ana Souza', funcionarios: 1 });
    expect(run.itens[0]!.entrada).toMatchObject({ inicio: '2026-07-06', dias: 20 });
    expect(run.itens[0]!.resultado).toEqual(
      ferias({ remuneracao: 950_000, dias: 20, dependentes: 1 }, TABLES_2026),
    );
    const other = await postRun(hr.owner, '2026-07', vacation(hr.employees.mechanic));
    expect(other.funcionario).toBe('Roberto Alves');
    const ten = answer(
      await hr.owner({
        method: 'PATCH',
        url: `/api/hr/folhas/${run.id}/itens/${run.itens[0]!.id}`,
        payload: { dias: 10 },
      }),
      200,
      payrollItem,
    );
    expect(ten.resultado).toEqual(
      ferias({ remuneracao: 950_000, dias: 10, dependentes: 1 }, TABLES_2026),
    );
  });
});

describe('creating a run', () => {
  it('refuses what is wrong, naming the field', async () => {
    const hr = await staffedCompany();
    const stranger = await staffedCompany('dono@outra.com.br');
    const vacation = { tipo: 'ferias', competencia: '2026-07', inicio: '2026-07-06', dias: 20 };
    await expectEachRefused(hr.owner, '/api/hr/folhas', [
      [{ tipo: 'semanal', competencia: '2026-11' }, 'tipo', 'Selecione o tipo de folha.'],
      [
        { tipo: 'mensal', competencia: '11/2026' },
        'competencia',
        'Competência: informe o mês como aaaa-mm.',
      ],
      [
        { tipo: 'decimo_terceiro_1', competencia: '2026-10' },
        'competencia',
        'A 1ª parcela do 13º é paga em novembro.',
      ],
      [
        { tipo: 'decimo_terceiro_2', competencia: '2026-11' },
        'competencia',
        'A 2ª parcela do 13º é paga em dezembro.',
      ],
      [vacation, 'employee_id', 'Selecione o funcionário em férias.'],
      [
        { ...vacation, employee_id: hr.employees.pilot, inicio: '2026-08-03' },
        'inicio',
        'O início das férias deve estar no mês da competência.',
      ],
      [
        { ...vacation, employee_id: hr.employees.pilot, dias: 31 },
        'dias',
        'Dias de férias deve ser no máximo 30.',
      ],
      [
        { ...vacation, employee_id: stranger.employees.pilot },
        'employee_id',
        'Funcionário inválido.',
      ],
      [
        {
          ...vacation,
          competencia: '2020-07',
          inicio: '2020-07-06',
          employee_id: hr.employees.pilot,
        },
        'inicio',
        'O funcionário não está contratado no início das férias.',
      ],
    ]);
    expect(await refusedRun(hr.owner, '2020-01')).toEqual([409, 'PAYROLL_NO_EMPLOYEES']);
  });

  it('answers 404 for another company’s run or item, and for an item of another run', async () => {
    const hr = await staffedCompany();
    const stranger = await staffedCompany('dono@outra.com.br');
    const mine = await postRun(hr.owner, '2026-11');
    const other = await postRun(hr.owner, '2026-10');
    const theirs = await postRun(stranger.owner, '2026-11');
    const item = (run: typeof mine) => run.itens[0]!.id;
    const calls = [
      { method: 'GET' as const, url: `/api/hr/folhas/${theirs.id}` },
      { method: 'GET' as const, url: `/api/hr/folhas/${mine.id}/itens/${item(theirs)}` },
      { method: 'GET' as const, url: `/api/hr/folhas/${mine.id}/itens/${item(other)}` },
      { method: 'DELETE' as const, url: `/api/hr/folhas/${theirs.id}` },
      { method: 'POST' as const, url: `/api/hr/folhas/${theirs.id}/fechar` },
      {
        method: 'PATCH' as const,
        url: `/api/hr/folhas/${mine.id}/itens/${item(theirs)}`,
        payload: {},
      },
      {
        method: 'PATCH' as const,
        url: `/api/hr/folhas/${mine.id}/itens/${item(other)}`,
        payload: {},
      },
    ];
    for (const call of calls) expect((await hr.owner(call)).statusCode, call.url).toBe(404);
    expect(
      (await hr.owner({ method: 'DELETE', url: `/api/hr/folhas/${mine.id}` })).statusCode,
    ).toBe(204);
  });
});
