import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { attachmentProblem } from '../../domain/operations/values.ts';
import { stockContainerReturns } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ensureNotFull, ensureRoom, inOneTransaction } from '../companies/storage-quota.ts';
import type { Storage } from '../storage/storage.ts';
import type { Tenant } from '../tenancy/scope.ts';
import { findContainerReturn } from './containers.ts';

const refuse = (problem: string) => new AppError('VALIDATION_FAILED', { arquivo: problem });

/**
 * Stores the receipt of a container return (a photo or PDF, as operation attachments) and
 * puts it on the return, replacing any earlier one; a refused file (type, size, the company's
 * storage quota, the earlier receipt's bytes given back) leaves nothing behind.
 */
export async function attachReceipt(
  deps: { tenant: Tenant; storage: Storage; quotaMb: number },
  returnId: string,
  file: MultipartFile | undefined,
) {
  if (!file) throw refuse('Escolha o arquivo do comprovante.');
  const early = attachmentProblem(file.filename, 1);
  if (early) {
    file.file.resume();
    throw refuse(early);
  }
  await ensureNotFull(deps, 'arquivo', file);
  const stored = await deps.storage.put(file.file);
  const problem = file.file.truncated
    ? 'Arquivo maior que 20 MB.'
    : attachmentProblem(file.filename, stored.size);
  let previous: string | null = null;
  try {
    if (problem) throw refuse(problem);
    const answer = await inOneTransaction(deps.tenant)(async (db, actor) => {
      const [row] = await db
        .select()
        .from(stockContainerReturns)
        .where(eq(stockContainerReturns.id, returnId))
        .for('update');
      previous = row?.storage_key ?? null;
      await ensureRoom(db, actor.companyId, deps.quotaMb, {
        field: 'arquivo',
        size: stored.size,
        freed: row?.tamanho ?? 0,
      });
      await db
        .update(stockContainerReturns)
        .set({
          storage_key: stored.key,
          nome_arquivo: file.filename.slice(0, 200),
          mime: file.mimetype || 'application/octet-stream',
          tamanho: stored.size,
        })
        .where(eq(stockContainerReturns.id, returnId));
      return findContainerReturn(db, returnId);
    });
    if (previous) await deps.storage.remove(previous);
    return answer;
  } catch (error) {
    await deps.storage.remove(stored.key);
    throw error;
  }
}

/** The stored receipt of a return (404 when it has none). */
export async function receiptOf(tenant: Tenant, returnId: string) {
  const [row] = await tenant((db) =>
    db.select().from(stockContainerReturns).where(eq(stockContainerReturns.id, returnId)),
  );
  if (!row?.storage_key) throw new AppError('NOT_FOUND');
  return { key: row.storage_key, name: row.nome_arquivo!, type: row.mime! };
}
