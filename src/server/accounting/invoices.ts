import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceInput } from '../../domain/accounting/contracts.ts';
import type { Db } from '../db/database.ts';
import { clients, financeTitleOperations, financeTitles } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { planOf } from './title-edits.ts';
import { cancelTitle, hasPayments } from './title-service.ts';
import { categoryOf, createTitle, type Writer } from './title-writes.ts';

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', { title_ids: message });
};

/** The one value every title shares, or null. */
const shared = <T>(values: T[]): T | null => (new Set(values).size === 1 ? values[0]! : null);

/**
 * The receivables of a fatura, locked (in id order, so two faturas never wait on each other in
 * a circle): two or more open receivables of one client, none cancelled, none with payments.
 */
async function lockGathered(tx: Db, ids: string[]) {
  if (new Set(ids).size !== ids.length) refuse('Cada conta a receber entra uma vez só na fatura.');
  const titles = await tx
    .select()
    .from(financeTitles)
    .where(inArray(financeTitles.id, ids))
    .orderBy(asc(financeTitles.id))
    .for('update');
  if (titles.length !== ids.length) refuse('Conta a receber não encontrada.');
  if (titles.some((title) => title.lado !== 'receber'))
    refuse('Uma fatura reúne apenas contas a receber.');
  if (titles.some((title) => title.cancelado_at)) refuse('Uma das contas está cancelada.');
  const clientId = shared(titles.map((title) => title.client_id));
  if (!clientId) refuse('As contas da fatura devem ser do mesmo cliente.');
  for (const title of titles)
    if (await hasPayments(tx, title.id))
      refuse(`A conta "${title.descricao}" já tem pagamentos: estorne-os antes de agrupar.`);
  return { titles, clientId: clientId! };
}

/**
 * Gathers open receivables of one client into one new title (a fatura): the operations they
 * bill move to it (their old links inactive, new ones active) and the old titles are cancelled
 * as 'Agrupada na fatura …'. Its origin is `operacao` when it bills operations; its competência
 * the latest of theirs. Answers the new title's id.
 */
export async function createInvoice(
  tx: Db,
  by: Writer,
  input: z.output<typeof invoiceInput>,
): Promise<string> {
  const { titles, clientId } = await lockGathered(tx, input.title_ids);
  const total = titles.reduce((sum, title) => sum + title.total_cents, 0);
  if (!input.vencimentos?.length && input.parcelas > total)
    throw new AppError('VALIDATION_FAILED', {
      parcelas: 'Número de parcelas maior que o valor em centavos.',
    });
  const links = await tx
    .select()
    .from(financeTitleOperations)
    .where(
      inArray(
        financeTitleOperations.title_id,
        titles.map((title) => title.id),
      ),
    );
  const operations = links
    .filter((link) => link.ativo)
    .map(({ operation_id, valor_cents }) => ({ operation_id, valor_cents }));
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  const descricao = input.descricao ?? `Fatura de ${client!.nome} (${titles.length} contas)`;
  for (const title of titles)
    await cancelTitle(tx, by, title.id, `Agrupada na fatura "${descricao}".`);
  return createTitle(tx, by, {
    lado: 'receber',
    origem: operations.length ? 'operacao' : 'manual',
    descricao,
    category_id:
      shared(titles.map((title) => title.category_id)) ?? (await categoryOf(tx, by, 'servicos')),
    client_id: clientId,
    aircraft_id: shared(titles.map((title) => title.aircraft_id)),
    competencia: titles
      .map((title) => title.competencia)
      .sort()
      .at(-1)!,
    total_cents: total,
    plan: planOf(input),
    operations,
  });
}
