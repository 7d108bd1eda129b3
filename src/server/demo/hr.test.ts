import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollRunRows } from '../../domain/hr/response-contracts.ts';
import { employeeDocuments, employees, financeTitles } from '../db/schema/index.ts';
import { seedDemoCompany } from './seed.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { caller } from '../test/operations.ts';
import { readRun } from '../test/payroll.ts';
import { logIn, cookieFrom } from '../test/session.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
const t = useTestApp({ clock });

describe('the demo company’s people', () => {
  it('are five employees with documents and the last three months closed with their payables', async () => {
    const demo = await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
    if (!demo.created) throw new Error('expected a new demo company');
    const staff = await t.db
      .select({ nome: employees.nome, pilot: employees.pilot_id, base: employees.comissao_base })
      .from(employees)
      .orderBy(asc(employees.nome));
    expect(staff.map((row) => [row.nome, row.pilot !== null, row.base])).toEqual([
      ['Helena Costa', false, 'nenhuma'],
      ['José Ribeiro', false, 'nenhuma'],
      ['Marcos Pereira', true, 'hectare'],
      ['Patrícia Lopes', false, 'nenhuma'],
      ['Ricardo Almeida', true, 'hectare'],
    ]);
    // Marcos Pereira's CMA is due in 20 days, as his pilot register says.
    const cma = await t.db
      .select({ validade: employeeDocuments.validade })
      .from(employeeDocuments)
      .innerJoin(employees, eq(employees.id, employeeDocuments.employee_id))
      .where(and(eq(employees.nome, 'Marcos Pereira'), eq(employeeDocuments.tipo, 'cma')));
    expect(cma).toEqual([{ validade: '2026-12-12' }]);

    const owner = caller(
      t.app,
      cookieFrom(await logIn(t.app, demo.login.email, demo.login.password)),
    );
    const runs = answer(await owner({ method: 'GET', url: '/api/hr/folhas' }), 200, payrollRunRows);
    expect(runs.map((run) => [run.competencia, run.status, run.funcionarios])).toEqual([
      ['2026-10-01', 'fechada', 5],
      ['2026-09-01', 'fechada', 5],
      ['2026-08-01', 'fechada', 5],
    ]);
    const commissions = [];
    for (const run of runs) {
      const detail = await readRun(owner, run.id);
      expect(detail.titulos.map((title) => title.descricao.split(' — ')[0])).toEqual([
        'Salários líquidos',
        'FGTS',
        'INSS retido',
        'IRRF retido',
      ]);
      commissions.push(...detail.itens.map((item) => item.entrada.comissao_origem?.operacoes ?? 0));
    }
    // The pilots' commissions come from the season's concluded flights.
    expect(commissions.some((operations) => operations > 0)).toBe(true);
    const payables = await t.db
      .select({ id: financeTitles.id })
      .from(financeTitles)
      .where(and(eq(financeTitles.origem, 'folha'), isNull(financeTitles.cancelado_at)));
    expect(payables).toHaveLength(12);
  });
});
