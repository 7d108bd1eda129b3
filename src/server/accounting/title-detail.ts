import { asc, eq, sql } from 'drizzle-orm';
import type { FinanceTitle } from '../../domain/accounting/response-contracts.ts';
import { principalCents } from '../../domain/accounting/settlement.ts';
import { installmentStatus, remainingCents } from '../../domain/accounting/status.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  bankAccounts,
  clients,
  financeCategories,
  financeInstallments,
  financePayments,
  financeTitleOperations,
  financeTitles,
  operations,
  stockSuppliers,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

async function paymentsOf(db: Db, titleId: string) {
  const rows = await db
    .select({
      id: financePayments.id,
      installment_id: financePayments.installment_id,
      data: financePayments.data,
      valor_cents: financePayments.valor_cents,
      juros_cents: financePayments.juros_cents,
      multa_cents: financePayments.multa_cents,
      desconto_cents: financePayments.desconto_cents,
      tarifa_cents: financePayments.tarifa_cents,
      bank_account_id: financePayments.bank_account_id,
      conta: bankAccounts.nome,
      metodo: financePayments.metodo,
      observacao: financePayments.observacao,
      conciliado: sql<boolean>`${financePayments.statement_line_id} is not null`,
      created_at: financePayments.created_at,
    })
    .from(financePayments)
    .innerJoin(financeInstallments, eq(financeInstallments.id, financePayments.installment_id))
    .innerJoin(bankAccounts, eq(bankAccounts.id, financePayments.bank_account_id))
    .where(eq(financeInstallments.title_id, titleId))
    .orderBy(asc(financePayments.data), asc(financePayments.created_at));
  return rows.map((row) => ({
    ...row,
    principal_cents: principalCents(row),
    created_at: row.created_at.toISOString(),
  }));
}

async function operationsOf(db: Db, titleId: string) {
  const rows = await db
    .select({
      operation_id: financeTitleOperations.operation_id,
      ano: operations.ano,
      sequencia: operations.sequencia,
      data: operations.data,
      valor_cents: financeTitleOperations.valor_cents,
      ativo: financeTitleOperations.ativo,
    })
    .from(financeTitleOperations)
    .innerJoin(operations, eq(operations.id, financeTitleOperations.operation_id))
    .where(eq(financeTitleOperations.title_id, titleId))
    .orderBy(asc(operations.data), asc(operations.sequencia));
  return rows.map(({ ano, sequencia, ...row }) => ({
    ...row,
    numero: documentNumber({ ano, sequencia }),
  }));
}

/**
 * A receivable or payable with its installments (each with its payments and its status on
 * `today`) and the operations it bills; 404 when the company has none of this id.
 */
export async function findTitle(db: Db, today: string, id: string): Promise<FinanceTitle> {
  const [row] = await db
    .select({
      title: financeTitles,
      categoria: financeCategories.nome,
      cliente: clients.nome,
      fornecedor: stockSuppliers.nome,
      aeronave: aircraft.prefixo,
    })
    .from(financeTitles)
    .innerJoin(financeCategories, eq(financeCategories.id, financeTitles.category_id))
    .leftJoin(clients, eq(clients.id, financeTitles.client_id))
    .leftJoin(stockSuppliers, eq(stockSuppliers.id, financeTitles.supplier_id))
    .leftJoin(aircraft, eq(aircraft.id, financeTitles.aircraft_id))
    .where(eq(financeTitles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const { title } = row;
  const installments = await db
    .select()
    .from(financeInstallments)
    .where(eq(financeInstallments.title_id, id))
    .orderBy(asc(financeInstallments.numero));
  const payments = await paymentsOf(db, id);
  const parcelas = installments.map((line) => {
    const pagamentos = payments.filter((payment) => payment.installment_id === line.id);
    const pago_cents = pagamentos.reduce((sum, payment) => sum + payment.principal_cents, 0);
    const facts = { ...line, pago_cents, cancelado: title.cancelado_at !== null };
    return {
      id: line.id,
      numero: line.numero,
      vencimento: line.vencimento,
      valor_cents: line.valor_cents,
      pago_cents,
      saldo_cents: remainingCents(facts),
      status: installmentStatus(facts, today),
      pagamentos,
    };
  });
  const pago_cents = parcelas.reduce((sum, line) => sum + line.pago_cents, 0);
  return {
    id: title.id,
    lado: title.lado,
    origem: title.origem,
    descricao: title.descricao,
    category_id: title.category_id,
    categoria: row.categoria,
    client_id: title.client_id,
    supplier_id: title.supplier_id,
    contraparte: row.cliente ?? row.fornecedor ?? title.contraparte,
    aircraft_id: title.aircraft_id,
    aeronave: row.aeronave,
    documento: title.documento,
    competencia: title.competencia,
    total_cents: title.total_cents,
    pago_cents,
    saldo_cents: parcelas.reduce((sum, line) => sum + line.saldo_cents, 0),
    stock_entry_id: title.stock_entry_id,
    proposal_id: title.proposal_id,
    observacoes: title.observacoes,
    cancelado_at: title.cancelado_at?.toISOString() ?? null,
    motivo_cancelamento: title.motivo_cancelamento,
    parcelas,
    operacoes: await operationsOf(db, id),
    created_at: title.created_at.toISOString(),
  };
}
