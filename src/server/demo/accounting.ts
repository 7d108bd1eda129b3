import { asc, eq, sql } from 'drizzle-orm';
import type { TitleSide } from '../../domain/accounting/values.ts';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { queryRows, type Db } from '../db/database.ts';
import { bankAccounts, bankStatementLines, clients, operations } from '../db/schema/index.ts';
import { TENANT_ROLE } from '../db/tenant.ts';
import { dueBefore, seedDemoPayables, type DemoPayment } from './payables.ts';
import { billConcludedOperation } from '../accounting/operation-receivables.ts';
import { recordPayment } from '../accounting/payments.ts';
import { reconcileLine } from '../accounting/reconcile.ts';
import { readStatementFile } from '../accounting/statement-files.ts';
import { ofxStatement } from './statement-samples.ts';
import { importStatement } from '../accounting/statements.ts';
import { categoryOf, createTitle, type Writer } from '../accounting/title-writes.ts';

const BB = { banco: '001', agencia: '3021-7', conta: '45812-3' };

/**
 * The demo company's accounting, consistent with its season (`now` is the demo's clock): two
 * bank accounts; the receivables of its concluded operations — a fatura of two of Santa Luzia's
 * in 3 installments, the rest one each by the client's terms —, paid on or soon after their due
 * date but for two left overdue and those not yet due; the stock entries' payables and the
 * month's bills (`demo-payables.ts`), paid when due; and Banco do Brasil's last 30 days as an
 * imported OFX whose lines are those payments, reconciled, plus two lines still waiting.
 * Runs as the company's tenant, so every read is the company's own.
 */
export async function seedDemoAccounting(tx: Db, by: Writer, now: Date) {
  await tx.execute(
    sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.company_id', ${by.companyId}, true)`,
  );
  const today = todayInSaoPaulo(now);
  const day = (offset: number) => addDays(today, offset);
  const [bb, sicredi] = await tx
    .insert(bankAccounts)
    .values(
      [
        {
          nome: 'Banco do Brasil — conta movimento',
          ...BB,
          saldo_inicial_cents: 1_500_000_00,
          // The faturas' PIX key (issue 37 item 6): a random key of no one, for the demo's QR code.
          pix_tipo: 'aleatoria' as const,
          pix_chave: '7d3f9a2e-4b1c-4e8a-9f6d-2c5b8a1e0f47',
        },
        {
          nome: 'Sicredi',
          banco: '748',
          agencia: '0812',
          conta: '99871-0',
          saldo_inicial_cents: 60_000_00,
        },
      ].map((account) => ({ ...account, company_id: by.companyId, saldo_inicial_data: day(-170) })),
    )
    .returning({ id: bankAccounts.id });
  const accounts = { bb: bb!.id, sicredi: sicredi!.id };

  await billSeason(tx, by, today);
  const payments = [...(await receiptsOf(tx, today)), ...(await seedDemoPayables(tx, by, today))];
  const recent = (payment: DemoPayment) => payment.account === 'bb' && payment.data >= day(-30);
  for (const payment of payments.filter((payment) => !recent(payment)))
    await recordPayment(tx, by, payment.installment_id, {
      data: payment.data,
      valor_cents: payment.valor_cents,
      bank_account_id: accounts[payment.account],
      metodo: payment.metodo,
      observacao: null,
    });
  await statementOf(tx, by, accounts.bb, payments.filter(recent), today);
  await tx.execute(sql`select set_config('role', 'none', true)`);
}

/** The fatura of Santa Luzia's two latest operations done 45 days ago or more, then the rest. */
async function billSeason(tx: Db, by: Writer, today: string) {
  const done = await tx
    .select({ op: operations, cliente: clients.nome })
    .from(operations)
    .innerJoin(clients, eq(clients.id, operations.client_id))
    .where(eq(operations.status, 'concluida'))
    .orderBy(asc(operations.data), asc(operations.sequencia));
  const billed = done
    .filter(({ op, cliente }) => cliente.includes('Santa Luzia') && op.data <= addDays(today, -45))
    .slice(-2);
  if (billed.length === 2) {
    const total = billed.reduce((sum, { op }) => sum + op.valor_cents!, 0);
    const last = billed[1]!.op;
    await createTitle(tx, by, {
      lado: 'receber',
      origem: 'operacao',
      descricao: `Fatura — operações ${billed.map(({ op }) => documentNumber(op)).join(' e ')} — ${billed[0]!.cliente}`,
      category_id: await categoryOf(tx, by, 'servicos'),
      client_id: last.client_id,
      competencia: last.data,
      total_cents: total,
      plan: { parcelas: 3, primeiro_vencimento: addDays(last.data, 30) },
      operations: billed.map(({ op }) => ({ operation_id: op.id, valor_cents: op.valor_cents! })),
    });
  }
  for (const { op } of done) await billConcludedOperation(tx, by, op.id);
}

/**
 * The receipts of the season: every receivable installment already due is paid a day or two
 * after it, but two (the 4th and 8th latest) left overdue; those not yet due stay open.
 * Santa Luzia pays into Sicredi by TED, the others by PIX into Banco do Brasil.
 */
async function receiptsOf(tx: Db, today: string): Promise<DemoPayment[]> {
  const due = await dueBefore(tx, 'receber', today);
  const overdue = new Set([due.length - 4, due.length - 8]);
  return due.flatMap((installment, index) => {
    if (overdue.has(index)) return [];
    const paid = addDays(installment.vencimento, index % 3);
    const luzia = installment.quem.includes('Santa Luzia');
    return [
      {
        lado: 'receber' as const,
        installment_id: installment.id,
        data: paid < today ? paid : addDays(today, -1),
        valor_cents: installment.valor_cents,
        account: luzia ? ('sicredi' as const) : ('bb' as const),
        metodo: luzia ? ('ted' as const) : ('pix' as const),
        memo: `${luzia ? 'TED' : 'PIX'} RECEBIDO ${installment.quem.toUpperCase()}`,
      },
    ];
  });
}

/**
 * Banco do Brasil's last 30 days as the bank sends them (OFX, Windows-1252), imported and each
 * line confirmed as its payment, as a person does on Conciliação; and two lines still waiting:
 * an overdue client's PIX and the next hangar rent paid early, each with its suggestion.
 */
async function statementOf(
  tx: Db,
  by: Writer,
  accountId: string,
  payments: DemoPayment[],
  today: string,
) {
  const planned = new Set(payments.map((payment) => payment.installment_id));
  const unpaid = await queryRows<{
    id: string;
    valor_cents: number;
    quem: string;
    lado: TitleSide;
  }>(
    tx,
    sql`select i.id, i.valor_cents::float8 as valor_cents, t.lado,
      coalesce(c.nome, t.contraparte) as quem
    from finance_installments i join finance_titles t on t.id = i.title_id
    left join clients c on c.id = t.client_id
    where not exists (select 1 from finance_payments p where p.installment_id = i.id)
      and ((t.lado = 'receber' and i.vencimento < ${today})
        or (t.lado = 'pagar' and t.contraparte like 'Administração%' and i.vencimento > ${today}))
    order by i.vencimento, i.id`,
  );
  const open = unpaid.filter((row) => !planned.has(row.id));
  const waiting = (['receber', 'pagar'] as const).flatMap((lado) =>
    open.filter((row) => row.lado === lado).slice(0, 1),
  );
  const lines = [
    ...payments.map((payment, index) => ({
      payment,
      data: payment.data,
      valor_cents: payment.lado === 'receber' ? payment.valor_cents : -payment.valor_cents,
      descricao: payment.memo,
      fitid: `${payment.data.replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
    })),
    ...waiting.map((row, index) => ({
      payment: null,
      data: addDays(today, -1),
      valor_cents: row.lado === 'receber' ? row.valor_cents : -row.valor_cents,
      descricao: `${row.lado === 'receber' ? 'PIX RECEBIDO' : 'PAGTO BOLETO'} ${row.quem.toUpperCase()}`,
      fitid: `${today.replaceAll('-', '')}9${index}`,
    })),
  ];
  const file = readStatementFile(Buffer.from(ofxStatement(BB, lines), 'latin1'));
  await importStatement(tx, by, { bankAccountId: accountId, fileName: 'extrato-bb.ofx', file });
  for (const { payment, fitid } of lines) {
    if (!payment) continue;
    const [line] = await tx
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.fitid, fitid));
    await reconcileLine(tx, by, line!.id, {
      installment_id: payment.installment_id,
      metodo: payment.metodo,
    });
  }
}
