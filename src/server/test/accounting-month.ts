import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CategoryKey } from '../../domain/accounting/values.ts';
import { categoryOf, createTitle, type NewTitle } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  bankAccounts,
  financeInstallments,
  financePayments,
  financeTitles,
  stockMovements,
  users,
} from '../db/schema/index.ts';
import { companyReadyToFly, insertOperation } from './operations.ts';

/** Today in the worked month: 24 November 2026, noon in São Paulo. */
export const WORKED_NOW = new Date('2026-11-24T15:00:00Z');

/**
 * A company with a worked November 2026 whose reports are known to the centavo (the figures are
 * worked out in the tests that read it): operations of two aircraft, their stock consumed,
 * receivables and payables, payments into one account.
 */
export async function seedWorkedMonth(app: FastifyInstance) {
  const db: Db = app.database.db;
  const fly = await companyReadyToFly(app);
  const { companyId, ids } = fly;
  const [owner] = await db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br'));
  const by = { companyId, userId: owner!.id };
  const [second] = await db
    .insert(aircraft)
    .values({ company_id: companyId, prefixo: 'PR-IPA', fabricante: 'Embraer', modelo: 'EMB-202' })
    .returning();
  const flight = (data: string, area_ha: number, hours: [number, number], valor_cents: number) =>
    insertOperation(db, companyId, ids, {
      data,
      area_ha,
      horimetro_inicio: hours[0],
      horimetro_fim: hours[1],
      valor_cents,
    });
  const op1 = await flight('2026-11-05', 500, [100, 103.5], 4_500_000);
  const op2 = await flight('2026-11-20', 320, [103.5, 105.5], 2_880_000);
  await insertOperation(db, companyId, ids, {
    data: '2026-11-12',
    area_ha: 180,
    horimetro_inicio: 10,
    horimetro_fim: 11.5,
    valor_cents: 1_620_000,
    aircraft_id: second!.id,
  });
  // Not concluded: no revenue, no hectares.
  await insertOperation(db, companyId, ids, {
    data: '2026-11-22',
    area_ha: 100,
    valor_cents: 999_999,
    status: 'agendada',
  });
  const op4 = await flight('2025-11-10', 200, [50, 52], 1_800_000);

  const moved = (
    operation_id: string,
    kind: 'consumo' | 'estorno',
    valor_cents: number,
    item: { product_id: string } | { combustivel: 'jet_a1' },
  ) => ({
    company_id: companyId,
    operation_id,
    kind,
    quantity: Math.sign(valor_cents) * 10,
    unit: 'L' as const,
    valor_cents,
    ...item,
  });
  const product = { product_id: ids.product };
  const fuel = { combustivel: 'jet_a1' as const };
  await db
    .insert(stockMovements)
    .values([
      moved(op1.id, 'consumo', -1_500_000, product),
      moved(op1.id, 'estorno', 500_000, product),
      moved(op2.id, 'consumo', -1_000_000, product),
      moved(op1.id, 'consumo', -700_000, fuel),
      moved(op2.id, 'consumo', -455_000, fuel),
    ]);

  const [account] = await db
    .insert(bankAccounts)
    .values({
      company_id: companyId,
      nome: 'Sicredi',
      saldo_inicial_cents: 10_000_000,
      saldo_inicial_data: '2026-01-01',
    })
    .returning();
  type Who = Omit<NewTitle, 'category_id' | 'plan' | 'descricao' | 'competencia' | 'total_cents'>;
  /** A title of one installment, and the payments made on it into the account. */
  const title = async (
    key: CategoryKey,
    [competencia, total_cents, vencimento]: [string, number, string],
    who: Who,
    paid: [string, number][] = [],
  ) => {
    const id = await createTitle(db, by, {
      ...who,
      descricao: `${key} ${competencia}`,
      category_id: await categoryOf(db, by, key),
      competencia,
      total_cents,
      plan: [{ numero: 1, vencimento, valor_cents: total_cents }],
    });
    const [installment] = await db
      .select()
      .from(financeInstallments)
      .where(eq(financeInstallments.title_id, id));
    for (const [data, valor_cents] of paid)
      await db.insert(financePayments).values({
        company_id: companyId,
        installment_id: installment!.id,
        data,
        valor_cents,
        bank_account_id: account!.id,
        metodo: 'pix',
      });
    return id;
  };
  const manual = { lado: 'receber', origem: 'manual' } as const;
  const billing = (operation_id: string, valor_cents: number): Who => ({
    lado: 'receber',
    origem: 'operacao',
    client_id: ids.client,
    operations: [{ operation_id, valor_cents }],
  });
  const payable = { lado: 'pagar', origem: 'manual' } as const;
  const aircraftA = { ...payable, aircraft_id: ids.aircraft };
  // Receivables: the operations' (their revenue is the operations'), and others typed by hand.
  await title('servicos', ['2026-11-05', 4_500_000, '2026-12-05'], billing(op1.id, 4_500_000));
  await title('servicos', ['2025-11-10', 1_800_000, '2026-08-01'], billing(op4.id, 1_800_000), [
    ['2026-09-01', 800_000],
  ]);
  await title(
    'outras_receitas',
    ['2026-11-10', 300_000, '2026-11-10'],
    { ...manual, client_id: ids.client },
    [['2026-11-12', 300_000]],
  );
  await title('outras_receitas', ['2025-11-10', 100_000, '2026-10-30'], {
    ...manual,
    contraparte: 'Cooperativa Agro Norte',
  });
  // Payables.
  await title('manutencao', ['2026-11-03', 350_000, '2026-11-03'], aircraftA, [
    ['2026-11-03', 350_000],
  ]);
  await title('pecas', ['2026-11-18', 150_000, '2026-12-18'], aircraftA);
  await title('seguro', ['2026-08-15', 6_000_000, '2026-08-15'], aircraftA, [
    ['2026-08-15', 6_000_000],
  ]);
  await title('combustivel', ['2026-11-01', 1_000_000, '2026-11-15'], payable);
  await title('salarios', ['2026-11-30', 800_000, '2026-12-05'], payable);
  await title('manutencao', ['2025-11-20', 200_000, '2025-11-20'], payable, [
    ['2025-11-20', 200_000],
  ]);
  const cancelled = await title('hangar', ['2026-11-10', 999_900, '2026-11-10'], payable);
  // A cancelled payable counts nowhere.
  await db
    .update(financeTitles)
    .set({ cancelado_at: new Date(), motivo_cancelamento: 'Lançado em dobro' })
    .where(eq(financeTitles.id, cancelled));
  return { ...fly, second: second!.id, account: account!.id };
}
