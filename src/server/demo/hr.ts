import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { addDays, addMonths, todayInSaoPaulo } from '../../domain/dates.ts';
import { recordPayment } from '../accounting/payments.ts';
import {
  bankAccounts,
  employeeDocuments,
  employees,
  financeInstallments,
  financeTitles,
  payrollItems,
  pilots,
  technicians,
} from '../db/schema/index.ts';
import type { Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { TENANT_ROLE } from '../db/tenant.ts';
import { closeRun } from '../hr/run-close.ts';
import { createRun, updateItem } from '../hr/runs.ts';

/** How many complete months back the demo's payrolls are run and closed. */
export const DEMO_PAYROLL_MONTHS = 3;

type NewEmployee = Omit<typeof employees.$inferInsert, 'company_id' | 'created_by'>;

/**
 * The demo company's people (`now` is the demo's clock): its two pilots, linked to their pilot
 * registers with R$ 1,50 per hectare applied, the agronomist linked to hers, a mechanic with
 * insalubridade and an office clerk with vale-transporte and plano de saúde; their documents
 * (the pilots' CMA as their registers date it, so Marcos Pereira's, due within 30 days, shows
 * the alert); and the last three complete months' payrolls, closed through the same services as
 * the office's (commissions from the season's flights, some overtime typed), with their payables,
 * those due before today paid on their due date from the main account. Runs as the company's
 * tenant, after its accounting (`seedDemoAccounting`), and gives the platform's role back.
 */
export async function seedDemoHr(tx: Db, by: Writer, now: Date) {
  await tx.execute(
    sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.company_id', ${by.companyId}, true)`,
  );
  const today = todayInSaoPaulo(now);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const monthsAgo = (months: number) => addMonths(thisMonth, -months);
  const crew = await tx.select().from(pilots).orderBy(asc(pilots.nome));
  const ricardo = crew.find((pilot) => pilot.nome === 'Ricardo Almeida')!;
  const marcos = crew.find((pilot) => pilot.nome === 'Marcos Pereira')!;
  const [helena] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.nome, 'Helena Costa'));
  const people: NewEmployee[] = [
    {
      nome: 'Ricardo Almeida',
      cpf: '48127395005',
      cargo: 'piloto_agricola',
      admissao: monthsAgo(40),
      salario_base_cents: 12_000_00,
      dependentes: 2,
      plano_saude_cents: 350_00,
      comissao_base: 'hectare',
      comissao_valor_cents: 150,
      pilot_id: ricardo.id,
    },
    {
      nome: 'Marcos Pereira',
      cpf: '30691842787',
      cargo: 'piloto_agricola',
      admissao: monthsAgo(20),
      salario_base_cents: 10_500_00,
      dependentes: 1,
      comissao_base: 'hectare',
      comissao_valor_cents: 150,
      pilot_id: marcos.id,
    },
    {
      nome: 'Helena Costa',
      cpf: '75206418307',
      cargo: 'engenheiro_agronomo',
      admissao: monthsAgo(30),
      salario_base_cents: 9_500_00,
      dependentes: 1,
      technician_id: helena?.id ?? null,
    },
    {
      nome: 'José Ribeiro',
      cpf: '21953784682',
      cargo: 'mecanico',
      admissao: monthsAgo(50),
      salario_base_cents: 4_200_00,
      insalubridade: 20,
      vale_alimentacao_cents: 60_00,
    },
    {
      nome: 'Patrícia Lopes',
      cpf: '64038129551',
      cargo: 'administrativo',
      admissao: monthsAgo(14),
      salario_base_cents: 2_300_00,
      vale_transporte: true,
      plano_saude_cents: 180_00,
    },
  ];
  const inserted = await tx
    .insert(employees)
    .values(
      people.map((person) => ({ ...person, company_id: by.companyId, created_by: by.userId })),
    )
    .returning({ id: employees.id, nome: employees.nome });
  const id = (nome: string) => inserted.find((row) => row.nome === nome)!.id;
  const documents = [
    {
      nome: 'Ricardo Almeida',
      tipo: 'cma' as const,
      numero: 'CMA 1-123456',
      validade: ricardo.cma_validade,
    },
    {
      nome: 'Ricardo Almeida',
      tipo: 'licenca_anac' as const,
      numero: 'PAGA 10234',
      validade: ricardo.habilitacao_agricola_validade,
    },
    {
      nome: 'Marcos Pereira',
      tipo: 'cma' as const,
      numero: 'CMA 1-654321',
      validade: marcos.cma_validade,
    },
    { nome: 'José Ribeiro', tipo: 'aso' as const, numero: null, validade: addDays(today, 200) },
  ];
  await tx.insert(employeeDocuments).values(
    documents.map(({ nome, ...document }) => ({
      ...document,
      company_id: by.companyId,
      employee_id: id(nome),
      emissao: document.validade ? addDays(document.validade, -365) : null,
      created_by: by.userId,
    })),
  );

  for (let months = DEMO_PAYROLL_MONTHS; months >= 1; months--) {
    const runId = await createRun(tx, by, {
      tipo: 'mensal',
      competencia: monthsAgo(months).slice(0, 7),
    });
    const [mechanic] = await tx
      .select({ id: payrollItems.id })
      .from(payrollItems)
      .where(and(eq(payrollItems.run_id, runId), eq(payrollItems.employee_id, id('José Ribeiro'))));
    await updateItem(tx, runId, mechanic!.id, { horas_extras_50: 4 * months });
    await closeRun(tx, by, runId);
  }
  await payDueBefore(tx, by, today);
  await tx.execute(sql`select set_config('role', 'none', true)`);
}

/** The payroll's payables due before today, paid on their due date from the first account. */
async function payDueBefore(tx: Db, by: Writer, today: string) {
  const [account] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.nome))
    .limit(1);
  if (!account) return;
  const due = await tx
    .select({
      id: financeInstallments.id,
      vencimento: financeInstallments.vencimento,
      valor_cents: financeInstallments.valor_cents,
    })
    .from(financeInstallments)
    .innerJoin(financeTitles, eq(financeTitles.id, financeInstallments.title_id))
    .where(and(eq(financeTitles.origem, 'folha'), lt(financeInstallments.vencimento, today)));
  for (const installment of due)
    await recordPayment(tx, by, installment.id, {
      data: installment.vencimento,
      valor_cents: installment.valor_cents,
      bank_account_id: account.id,
      metodo: 'ted',
      observacao: null,
    });
}
