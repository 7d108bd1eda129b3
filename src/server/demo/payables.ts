import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryKey, PaymentMethod, TitleSide } from '../../domain/accounting/values.ts';
import { addDays, addMonths } from '../../domain/dates.ts';
import { queryRows, type Db } from '../db/database.ts';
import { aircraft, financeInstallments, financeTitles } from '../db/schema/index.ts';
import { categoryOf, createTitle, type NewTitle, type Writer } from '../accounting/title-writes.ts';
import { DEMO_PAYROLL_MONTHS } from './hr.ts';

/** A payment the demo makes: which installment, when, from which account, how, and its memo. */
export type DemoPayment = {
  lado: TitleSide;
  installment_id: string;
  data: string;
  valor_cents: number;
  account: 'bb' | 'sicredi';
  metodo: PaymentMethod;
  memo: string;
};

/** The Simples Nacional's share of a month's revenue, paid on the 20th of the next month. */
const DAS_SHARE = 0.06;
const HANGAR = 'Administração do Aeroporto de Sorriso';
/** A year's hull and RETA insurance of each aircraft (the fleet in prefixo order). */
const INSURANCE = [31_200_00, 14_400_00];

/**
 * The demo's bills beside its stock entries' payables, over the season's months and the next:
 * the hangar rent (the 5th), the payroll (the 5th of the next month, until an HR area writes
 * it), the DAS on each month's revenue, each aircraft's insurance in 12 monthly installments
 * and one maintenance of the Air Tractor. Answers the payments of every payable installment
 * due before today: on its due date, from Banco do Brasil.
 */
export async function seedDemoPayables(tx: Db, by: Writer, today: string): Promise<DemoPayment[]> {
  const bill = async (key: CategoryKey, title: Omit<NewTitle, 'lado' | 'origem' | 'category_id'>) =>
    createTitle(tx, by, {
      lado: 'pagar',
      origem: 'manual',
      category_id: await categoryOf(tx, by, key),
      ...title,
    });
  const once = (vencimento: string) => ({ parcelas: 1, primeiro_vencimento: vencimento });
  const thisMonth = `${today.slice(0, 7)}-01`;
  const revenue = new Map(
    (
      await queryRows<{ mes: string; valor: number }>(
        tx,
        sql`select to_char(data, 'YYYY-MM-01') as mes, sum(valor_cents)::float8 as valor
          from operations where status = 'concluida' group by 1`,
      )
    ).map((row) => [row.mes, row.valor]),
  );
  for (let k = -5; k <= 1; k++) {
    const month = addMonths(thisMonth, k);
    const next = addMonths(month, 1);
    const label = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
    await bill('hangar', {
      descricao: `Aluguel do hangar — ${label}`,
      contraparte: HANGAR,
      competencia: month,
      total_cents: 6_500_00,
      plan: once(`${month.slice(0, 8)}05`),
    });
    if (k > 0) continue;
    // The months before the HR area's closed payrolls (demo-hr.ts) were paid as one bill.
    if (k < -DEMO_PAYROLL_MONTHS)
      await bill('salarios', {
        descricao: `Folha de pagamento — pilotos e equipe de solo — ${label}`,
        contraparte: 'Folha de pagamento',
        competencia: month,
        total_cents: 38_000_00,
        plan: once(`${next.slice(0, 8)}05`),
      });
    const das = Math.round((revenue.get(month) ?? 0) * DAS_SHARE);
    if (das > 0)
      await bill('impostos', {
        descricao: `DAS Simples Nacional — ${label}`,
        contraparte: 'Receita Federal',
        competencia: month,
        total_cents: das,
        plan: once(`${next.slice(0, 8)}20`),
      });
  }
  const fleet = await tx
    .select({ id: aircraft.id, prefixo: aircraft.prefixo })
    .from(aircraft)
    .orderBy(asc(aircraft.prefixo));
  const firstMonth = addMonths(thisMonth, -5);
  for (const [index, plane] of fleet.entries())
    await bill('seguro', {
      descricao: `Seguro aeronáutico (casco e RETA) — ${plane.prefixo}`,
      contraparte: 'Aero Seguros S.A.',
      aircraft_id: plane.id,
      competencia: firstMonth,
      total_cents: INSURANCE[index] ?? INSURANCE.at(-1)!,
      plan: { parcelas: 12, primeiro_vencimento: `${firstMonth.slice(0, 8)}10` },
    });
  if (fleet[0])
    await bill('manutencao', {
      descricao: `Inspeção de 100 horas e troca de pneus — ${fleet[0].prefixo}`,
      contraparte: 'Oficina Aeronáutica Sorriso Ltda.',
      aircraft_id: fleet[0].id,
      documento: 'NFS-e 2318',
      competencia: addDays(today, -60),
      total_cents: 18_450_00,
      plan: once(addDays(today, -55)),
    });
  return paidWhenDue(tx, today);
}

/** A side's installments due before today, oldest first, with whom each is. */
export async function dueBefore(tx: Db, lado: TitleSide, today: string) {
  return tx
    .select({
      id: financeInstallments.id,
      vencimento: financeInstallments.vencimento,
      valor_cents: financeInstallments.valor_cents,
      quem: sql<string>`coalesce((select nome from clients c where c.id = ${financeTitles.client_id}),
        (select nome from stock_suppliers s where s.id = ${financeTitles.supplier_id}),
        ${financeTitles.contraparte})`,
    })
    .from(financeInstallments)
    .innerJoin(financeTitles, eq(financeTitles.id, financeInstallments.title_id))
    .where(and(eq(financeTitles.lado, lado), sql`${financeInstallments.vencimento} < ${today}`))
    .orderBy(asc(financeInstallments.vencimento), asc(financeInstallments.id));
}

/** Every payable installment due before today, paid on its due date by boleto. */
async function paidWhenDue(tx: Db, today: string): Promise<DemoPayment[]> {
  const due = await dueBefore(tx, 'pagar', today);
  return due.map((installment) => ({
    lado: 'pagar',
    installment_id: installment.id,
    data: installment.vencimento,
    valor_cents: installment.valor_cents,
    account: 'bb',
    metodo: 'boleto',
    memo: `PAGTO BOLETO ${installment.quem.toUpperCase()}`,
  }));
}
