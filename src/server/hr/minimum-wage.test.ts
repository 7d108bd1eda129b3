import { describe, expect, it } from 'vitest';
import { employeeDetail } from '../../domain/hr/response-contracts.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { addEmployee, EMPLOYEE, hrCompany } from '../test/hr.ts';
import type { Caller } from '../test/operations.ts';
import { settingsPayload } from '../test/payroll.ts';

// Monday 30 November 2026, 23:30 in São Paulo (the last evening of a month): the active tables
// are the version valid in November 2026.
const t = useTestApp({ now: new Date('2026-12-01T02:30:00Z') });

const URL = '/api/hr/funcionarios';
const post = (payload: object) => ({ method: 'POST' as const, url: URL, payload });
const patch = (id: string, payload: object) => ({
  method: 'PATCH' as const,
  url: `${URL}/${id}`,
  payload,
});

/** The refusal of a request: its status, code and the fields' messages. */
async function refusal(owner: Caller, request: Parameters<Caller>[0]) {
  const res = await owner(request);
  const error = res.json().error;
  return [res.statusCode, error?.code, error?.fields];
}

// Constituição art. 7º IV: no salary below the mínimo, R$ 1.621,00 in the 2026 tables. Part-time
// (CLT art. 58-A §1º; OJ 358 SDI-1 TST): pro rata to the weekly hours, mínimo × h ÷ 44 —
// 30 h: 1.621,00 × 30 ÷ 44 = 1.105,2272… → at least 1.105,23.
const FULL = 'O salário-base não pode ser menor que o salário mínimo (R$ 1.621,00).';
const PART_30 =
  'O salário-base não pode ser menor que o salário mínimo proporcional a 30 h semanais ' +
  '(R$ 1.105,23; CLT art. 58-A).';

describe('the minimum wage on the employee’s contract (400 naming the rule and the figure)', () => {
  it('refuses a full-time salary under the mínimo, takes the mínimo itself', async () => {
    const { owner } = await hrCompany(t.app);
    const below = { ...EMPLOYEE.clerk, salario_base_cents: 162_099 };
    expect(await refusal(owner, post(below))).toEqual([
      400,
      'VALIDATION_FAILED',
      { salario_base_cents: FULL },
    ]);
    const at = await addEmployee(owner, { ...EMPLOYEE.clerk, salario_base_cents: 162_100 });
    expect([at.salario_base_cents, at.jornada_semanal]).toEqual([162_100, 44]);
  });

  it('checks a part-time contract pro rata to its weekly hours', async () => {
    const { owner } = await hrCompany(t.app);
    const part = { ...EMPLOYEE.clerk, jornada_semanal: 30 };
    expect(await refusal(owner, post({ ...part, salario_base_cents: 110_522 }))).toEqual([
      400,
      'VALIDATION_FAILED',
      { salario_base_cents: PART_30 },
    ]);
    const ok = await addEmployee(owner, { ...part, salario_base_cents: 110_523 });
    expect([ok.salario_base_cents, ok.jornada_semanal]).toEqual([110_523, 30]);
    // Full time again on the same salary: now under the whole mínimo.
    expect(await refusal(owner, patch(ok.id, { jornada_semanal: 44 }))).toEqual([
      400,
      'VALIDATION_FAILED',
      { salario_base_cents: FULL },
    ]);
    expect(await refusal(owner, patch(ok.id, { salario_base_cents: 100_000 }))).toEqual([
      400,
      'VALIDATION_FAILED',
      { salario_base_cents: PART_30 },
    ]);
    expect(
      await refusal(owner, post({ ...part, cpf: '853.513.468-93', jornada_semanal: 45 })),
    ).toEqual([400, 'VALIDATION_FAILED', { jornada_semanal: expect.stringContaining('44') }]);
  });

  it('reads the mínimo of the tables in force this month', async () => {
    const { owner } = await hrCompany(t.app);
    const clerk = await addEmployee(owner, { ...EMPLOYEE.clerk, salario_base_cents: 165_000 });
    // A version from November 2026 raising the mínimo to R$ 1.700,00.
    const saved = await owner({
      method: 'POST',
      url: '/api/hr/tabelas',
      payload: settingsPayload('2026-11', { salario_minimo: 170_000 }),
    });
    expect(saved.statusCode).toBe(201);
    expect(await refusal(owner, patch(clerk.id, { salario_base_cents: 166_000 }))).toEqual([
      400,
      'VALIDATION_FAILED',
      {
        salario_base_cents: 'O salário-base não pode ser menor que o salário mínimo (R$ 1.700,00).',
      },
    ]);
    // A change that leaves the salary and the hours alone is not refused for the older salary.
    const renamed = answer(
      await owner(patch(clerk.id, { nome: 'Juliana Prado Lima' })),
      200,
      employeeDetail,
    );
    expect([renamed.nome, renamed.salario_base_cents]).toEqual(['Juliana Prado Lima', 165_000]);
  });
});
