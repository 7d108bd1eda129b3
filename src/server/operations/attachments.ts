import type { MultipartFile } from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MISSING,
  attachmentProblem,
} from '../../domain/operations/values.ts';
import type { Db } from '../db/database.ts';
import { operationAttachments } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ensureNotFull, ensureRoom, inOneTransaction } from '../companies/storage-quota.ts';
import type { Storage } from '../storage/storage.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { Tenant } from '../tenancy/scope.ts';
import { findOperation } from '../tenancy/operation-row.ts';

const toApi = (row: typeof operationAttachments.$inferSelect) => ({
  id: row.id,
  tipo: row.tipo,
  nome_arquivo: row.nome_arquivo,
  mime: row.mime,
  tamanho: row.tamanho,
  created_at: row.created_at.toISOString(),
});

export async function listAttachments(db: Db, operationId: string) {
  const rows = await db
    .select()
    .from(operationAttachments)
    .where(eq(operationAttachments.operation_id, operationId))
    .orderBy(asc(operationAttachments.created_at));
  return rows.map(toApi);
}

/**
 * Stores the uploaded file, then records it; a file refused (type, size, the company's storage
 * quota: `quotaMb` its default) or a failed insert leaves nothing behind, neither on disk nor in
 * the database.
 */
export async function addAttachment(
  deps: {
    tenant: Tenant;
    storage: Storage;
    quotaMb: number;
    /** Records the answer in the row's transaction (a change applied once: issue 41). */
    keep?: (db: Db, actor: Actor, answer: ReturnType<typeof toApi>) => Promise<void>;
  },
  input: { operationId: string; file: MultipartFile | undefined },
) {
  const { file } = input;
  if (!file) throw new AppError('VALIDATION_FAILED', { arquivo: ATTACHMENT_MISSING.arquivo });
  const tipoField = file.fields.tipo as { value?: unknown } | undefined;
  const tipo = ATTACHMENT_KINDS.find((kind) => kind === tipoField?.value);
  if (!tipo) throw new AppError('VALIDATION_FAILED', { tipo: ATTACHMENT_MISSING.tipo });
  const early = attachmentProblem(file.filename, 1);
  if (early) {
    file.file.resume(); // drain the refused upload
    throw new AppError('VALIDATION_FAILED', { arquivo: early });
  }
  await ensureNotFull(deps, 'arquivo', file);
  const { key, size } = await deps.storage.put(file.file);
  const problem = file.file.truncated
    ? 'Arquivo maior que 20 MB.'
    : attachmentProblem(file.filename, size);
  if (problem) {
    await deps.storage.remove(key);
    throw new AppError('VALIDATION_FAILED', { arquivo: problem });
  }
  try {
    return await inOneTransaction(deps.tenant)(async (db, actor) => {
      await ensureRoom(db, actor.companyId, deps.quotaMb, { field: 'arquivo', size });
      const [row] = await db
        .insert(operationAttachments)
        .values({
          company_id: actor.companyId,
          operation_id: input.operationId,
          tipo,
          nome_arquivo: file.filename.slice(0, 200),
          mime: file.mimetype || 'application/octet-stream',
          tamanho: size,
          storage_key: key,
          uploaded_by: actor.userId,
        })
        .returning();
      const answer = toApi(row!);
      await deps.keep?.(db, actor, answer);
      return answer;
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

export async function findAttachment(db: Db, operationId: string, id: string) {
  const [row] = await db
    .select()
    .from(operationAttachments)
    .where(
      and(eq(operationAttachments.id, id), eq(operationAttachments.operation_id, operationId)),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Deletes the row, then the file (a pilot only on their own flights). */
export async function removeAttachment(
  deps: { tenant: Tenant; storage: Storage },
  operationId: string,
  id: string,
) {
  const row = await deps.tenant(async (db, actor) => {
    await findOperation(db, actor, operationId);
    const found = await findAttachment(db, operationId, id);
    await db.delete(operationAttachments).where(eq(operationAttachments.id, found.id));
    return found;
  });
  await deps.storage.remove(row.storage_key);
}
