// An import of applied-area files: read and measured first (a refused file stores nothing), then
// the files kept as the operation's attachments ('Log do DGPS') and the import recorded with its
// audit, in one transaction; a failure removes the files it stored.
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Area } from '../../domain/flight/shapes.ts';
import type { Db } from '../db/database.ts';
import { aircraft, flightImports, operationAttachments } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ensureRoom, inOneTransaction } from '../companies/storage-quota.ts';
import type { UploadedFile } from '../http/upload.ts';
import type { Storage } from '../storage/storage.ts';
import type { Tenant } from '../tenancy/scope.ts';
import type { Actor } from '../tenancy/actor.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import type { FlightEvidence } from '../../domain/flight/contracts.ts';
import { flightEvidenceOf, refreshAudit } from './evidence.ts';

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', { arquivos: message }, message);

/** The swath that turns lines into areas: the operation's, else its aircraft's (metres). */
async function swathOf(
  db: Db,
  operation: { largura_faixa_m: number | null; aircraft_id: string | null },
) {
  if (operation.largura_faixa_m) return operation.largura_faixa_m;
  if (!operation.aircraft_id) return null;
  const [row] = await db
    .select({ swath: aircraft.largura_faixa_m })
    .from(aircraft)
    .where(eq(aircraft.id, operation.aircraft_id));
  return row?.swath ?? null;
}

/** The files read into passes and lines; refused (400) when they hold neither. */
async function measured(files: UploadedFile[], swath: number | null) {
  const { readFlightFiles } = await import('./gather.ts');
  const { passesFromLines } = await import('../../domain/flight/swath.ts');
  const { simplifiedArea } = await import('../../domain/flight/shapes.ts');
  const read = readFlightFiles(files);
  const passes = read.polygons.map(simplifiedArea).filter((area): area is Area => area !== null);
  let lines = read.lines;
  if (lines.length && swath) {
    const swathed = passesFromLines(lines, swath);
    passes.push(...swathed.passes);
    lines = swathed.lines;
    if (swathed.turns)
      read.ignorados.push({
        arquivo: 'linhas de voo',
        item: `${swathed.turns} ${swathed.turns === 1 ? 'manobra' : 'manobras'}`,
        motivo:
          'trecho entre curvas mais curto que duas faixas: tomado como manobra, sem aplicação.',
      });
  } else if (lines.length) {
    read.ignorados.push({
      arquivo: 'linhas de voo',
      item: `${lines.length} ${lines.length === 1 ? 'linha' : 'linhas'}`,
      motivo: 'sem largura da faixa na operação nem na aeronave: as linhas não viram área.',
    });
    lines = [];
  }
  if (passes.length === 0) {
    const reasons = read.ignorados.slice(0, 3).map((s) => `${s.arquivo} (${s.item}): ${s.motivo}`);
    throw refuse(['Nenhuma área aplicada nos arquivos.', ...reasons].join(' '));
  }
  return { read, passes, lines };
}

/** Imports the files on the operation (a pilot: his own flights); answers its evidence then. */
export async function importFlightFiles(
  deps: {
    tenant: Tenant;
    storage: Storage;
    quotaMb: number;
    /** Records the answer in the import's transaction (a change applied once: issue 41). */
    keep?: (db: Db, actor: Actor, answer: FlightEvidence) => Promise<void>;
  },
  operationId: string,
  files: UploadedFile[],
): Promise<FlightEvidence> {
  const swath = await deps.tenant(async (db, actor) =>
    swathOf(db, await findOperation(db, actor, operationId)),
  );
  const { read, passes, lines } = await measured(files, swath);
  const stored: { key: string; size: number }[] = [];
  try {
    for (const file of files) stored.push(await deps.storage.put(Readable.from(file.bytes)));
    return await inOneTransaction(deps.tenant)(async (db, actor) => {
      const size = stored.reduce((sum, s) => sum + s.size, 0);
      await ensureRoom(db, actor.companyId, deps.quotaMb, { field: 'arquivos', size });
      const operation = await findOperation(db, actor, operationId);
      const attachments = await db
        .insert(operationAttachments)
        .values(
          files.map((file, i) => ({
            company_id: actor.companyId,
            operation_id: operationId,
            tipo: 'dgps' as const,
            nome_arquivo: file.name.slice(0, 200),
            mime: file.mime,
            tamanho: stored[i]!.size,
            storage_key: stored[i]!.key,
            uploaded_by: actor.userId,
          })),
        )
        .returning({ id: operationAttachments.id });
      await db.insert(flightImports).values({
        company_id: actor.companyId,
        operation_id: operationId,
        faixas: passes,
        linhas: lines,
        largura_faixa_m: lines.length ? swath : null,
        lidos: read.lidos,
        ignorados: read.ignorados,
        anexos: attachments.map((a) => a.id),
        created_by: actor.userId,
      });
      await refreshAudit(db, actor, operation);
      const answer = await flightEvidenceOf(db, actor, operation);
      await deps.keep?.(db, actor, answer);
      return answer;
    });
  } catch (error) {
    await Promise.all(stored.map((s) => deps.storage.remove(s.key)));
    throw error;
  }
}

/** Deletes an import, its attachments and their files, and measures the audit again. */
export async function removeFlightImport(
  deps: { tenant: Tenant; storage: Storage },
  operationId: string,
  importId: string,
) {
  const keys = await inOneTransaction(deps.tenant)(async (db: Db, actor: Actor) => {
    const operation = await findOperation(db, actor, operationId);
    const [row] = await db
      .delete(flightImports)
      .where(and(eq(flightImports.id, importId), eq(flightImports.operation_id, operationId)))
      .returning({ anexos: flightImports.anexos });
    if (!row) throw new AppError('NOT_FOUND');
    const removed = row.anexos.length
      ? await db
          .delete(operationAttachments)
          .where(inArray(operationAttachments.id, row.anexos))
          .returning({ key: operationAttachments.storage_key })
      : [];
    await refreshAudit(db, actor, operation);
    return removed.map((r) => r.key);
  });
  await Promise.all(keys.map((key) => deps.storage.remove(key)));
}
