import { and, eq } from 'drizzle-orm';
import { dueDateFromTerms } from '../../domain/accounting/installments.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { Db } from '../db/database.ts';
import { clients, financeTitleOperations, operations, properties } from '../db/schema/index.ts';
import { billedOnApproval } from './proposal-receivables.ts';
import { cancelTitle, hasPayments, lockTitle } from './title-service.ts';
import { categoryOf, createTitle, type Writer } from './title-writes.ts';

/** The operation's active receivable link, if any (one at most: a partial unique index). */
async function activeLinkOf(tx: Db, operationId: string) {
  const [link] = await tx
    .select({ titleId: financeTitleOperations.title_id })
    .from(financeTitleOperations)
    .where(
      and(
        eq(financeTitleOperations.operation_id, operationId),
        eq(financeTitleOperations.ativo, true),
      ),
    );
  return link?.titleId ?? null;
}

/**
 * Rule 1 (decision 014): a concluded operation with a price becomes one receivable of its
 * client, due by the client's payment terms from the operation's date, linked to it — unless
 * it is already billed (an active link: a paid receivable that survived a reopening, or a
 * fatura) or its proposal was billed on approval. Locks the operation: a fatura giving its
 * operations back their receivables and that operation's own reopening do not cross.
 */
export async function billConcludedOperation(tx: Db, by: Writer, operationId: string) {
  const [operation] = await tx
    .select()
    .from(operations)
    .where(eq(operations.id, operationId))
    .for('update');
  if (operation?.status !== 'concluida' || !operation.valor_cents) return;
  if (await activeLinkOf(tx, operationId)) return;
  if (operation.proposal_id && (await billedOnApproval(tx, operation.proposal_id))) return;
  const [client] = await tx.select().from(clients).where(eq(clients.id, operation.client_id));
  const [farm] = await tx
    .select({ nome: properties.nome })
    .from(properties)
    .where(eq(properties.id, operation.property_id));
  const numero = documentNumber(operation);
  await createTitle(tx, by, {
    lado: 'receber',
    origem: 'operacao',
    descricao: `Operação ${numero} — ${farm!.nome} / ${client!.nome}`,
    category_id: await categoryOf(tx, by, 'servicos'),
    client_id: operation.client_id,
    aircraft_id: operation.aircraft_id,
    documento: numero,
    competencia: operation.data,
    total_cents: operation.valor_cents,
    plan: {
      parcelas: 1,
      primeiro_vencimento: dueDateFromTerms(
        operation.data,
        client!.condicao_pagamento,
        client!.vencimento_fixo,
      ),
    },
    operations: [{ operation_id: operationId, valor_cents: operation.valor_cents }],
  });
}

/**
 * Rule 2: a reopened operation's unpaid receivable is cancelled and its links let go; when it
 * was a fatura, each other operation it billed gets its own receivable again. A receivable
 * with payments stays as it is, linked: concluding again finds it.
 */
export async function unbillReopenedOperation(tx: Db, by: Writer, operationId: string) {
  const titleId = await activeLinkOf(tx, operationId);
  if (!titleId) return;
  // The title locked: a payment recorded at the same moment is either seen or waits.
  await lockTitle(tx, titleId);
  if (await hasPayments(tx, titleId)) return;
  const billed = await tx
    .select({ operationId: financeTitleOperations.operation_id })
    .from(financeTitleOperations)
    .where(
      and(eq(financeTitleOperations.title_id, titleId), eq(financeTitleOperations.ativo, true)),
    );
  await cancelTitle(tx, by, titleId, 'Operação reaberta');
  for (const other of billed)
    if (other.operationId !== operationId) await billConcludedOperation(tx, by, other.operationId);
}
