import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  frozenFooter,
  REOPEN_REASON_MIN,
  REOPEN_REASON_REQUIRED,
} from '../../domain/operations/frozen.ts';
import type { OperationReportData } from '../../domain/operations/report-data.ts';
import type { Db } from '../db/database.ts';
import { operationReports, operations, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { loadReportData } from './report-data.ts';
import { operationReportPdf } from './report-pdf.ts';

/** SHA-256 of bytes or text, in lowercase hex (what `sha256sum` prints). */
export const sha256 = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

/** JSON with every object's keys in order: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const emitter = alias(users, 'emitter');
const reopener = alias(users, 'reopener');

/** The columns of a version the page lists (never the PDF's bytes). */
const versionColumns = {
  versao: operationReports.versao,
  motivo: operationReports.motivo,
  emitido_em: operationReports.emitido_em,
  emitido_por: emitter.name,
  emitido_email: emitter.email,
  pdf_sha256: operationReports.pdf_sha256,
  dados_sha256: operationReports.dados_sha256,
  tamanho: operationReports.tamanho,
  regra: operationReports.regra,
  reaberto_em: operationReports.reaberto_em,
  reaberto_por: reopener.name,
  reaberto_email: reopener.email,
  motivo_reabertura: operationReports.motivo_reabertura,
};

/** An operation's frozen versions, oldest first, as the API answers them. */
export async function listVersions(db: Db, operationId: string) {
  const rows = await db
    .select(versionColumns)
    .from(operationReports)
    .leftJoin(emitter, eq(emitter.id, operationReports.emitido_por))
    .leftJoin(reopener, eq(reopener.id, operationReports.reaberto_por))
    .where(eq(operationReports.operation_id, operationId))
    .orderBy(asc(operationReports.versao));
  return rows.map(({ emitido_email, reaberto_email, ...row }) => ({
    ...row,
    emitido_por: row.emitido_por || emitido_email,
    reaberto_por: row.reaberto_por || reaberto_email,
    emitido_em: row.emitido_em.toISOString(),
    reaberto_em: row.reaberto_em?.toISOString() ?? null,
  }));
}

/** The version in force of a concluded operation (not superseded by a reopening), or null. */
export async function versionInForce(db: Db, operationId: string) {
  const [row] = await db
    .select({
      versao: operationReports.versao,
      dados: operationReports.dados,
      emitido_em: operationReports.emitido_em,
    })
    .from(operationReports)
    .where(
      and(eq(operationReports.operation_id, operationId), isNull(operationReports.reaberto_em)),
    )
    .orderBy(desc(operationReports.versao))
    .limit(1);
  return row ? { ...row, dados: row.dados as OperationReportData } : null;
}

/** One version's PDF as it was stored, or 404. */
export async function versionPdf(db: Db, operationId: string, versao: number) {
  const [row] = await db
    .select({ pdf: operationReports.pdf, pdf_sha256: operationReports.pdf_sha256 })
    .from(operationReports)
    .where(and(eq(operationReports.operation_id, operationId), eq(operationReports.versao, versao)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', undefined, 'Versão do relatório não encontrada.');
  return row;
}

/**
 * Freezes the reports of operations just concluded, in the conclusion's transaction (decision
 * 029): each one's data as the registers give it now, and its PDF with the version and the
 * data's code in the footer, issued at the moment it concluded. The version is the next of the
 * operation's; its reason, the one given when the version before was reopened. The conclusion
 * freezes its one operation; the demo season, every flight it seeds concluded (one query for
 * the versions before and one insert, whatever their number).
 */
export async function freezeConcluded(
  tx: Db,
  input: {
    companyId: string;
    userId: string;
    logo: Buffer | null;
    concluded: readonly { id: string; at: Date }[];
  },
) {
  if (input.concluded.length === 0) return;
  const at = new Map(input.concluded.map((c) => [c.id, c.at]));
  const ids = [...at.keys()];
  const before = new Map<string, { versao: number; motivo: string | null }>();
  const versions = await tx
    .select({
      id: operationReports.operation_id,
      versao: operationReports.versao,
      motivo: operationReports.motivo_reabertura,
    })
    .from(operationReports)
    .where(inArray(operationReports.operation_id, ids))
    .orderBy(asc(operationReports.versao));
  for (const { id, ...last } of versions) before.set(id, last);
  const rows: (typeof operationReports.$inferInsert)[] = [];
  for (const data of await loadReportData(tx, input.companyId, inArray(operations.id, ids))) {
    const id = data.operation.id;
    const last = before.get(id);
    const versao = (last?.versao ?? 0) + 1;
    const dadosSha256 = sha256(canonicalJson(data));
    const pdf = await operationReportPdf(data, {
      logo: input.logo,
      footnote: frozenFooter(versao, dadosSha256),
    });
    rows.push({
      company_id: input.companyId,
      operation_id: id,
      versao,
      motivo: last?.motivo ?? null,
      dados: data,
      dados_sha256: dadosSha256,
      pdf,
      pdf_sha256: sha256(pdf),
      tamanho: pdf.length,
      regra: data.regra,
      emitido_em: at.get(id)!,
      emitido_por: input.userId,
    });
  }
  // A conclusion whose report cannot be frozen does not conclude (the transaction rolls back).
  if (rows.length !== ids.length)
    throw new Error('Relatório de operação concluída não encontrado.');
  await tx.insert(operationReports).values(rows);
}

/** The reason a reopening must give when it supersedes a frozen version, trimmed. */
export function reopenReason(motivo: string | undefined) {
  const reason = motivo?.trim() ?? '';
  if (reason.length < REOPEN_REASON_MIN)
    throw new AppError('VALIDATION_FAILED', { motivo: REOPEN_REASON_REQUIRED });
  return reason;
}

/**
 * Marks the version in force as superseded by a reopening (when, by whom, why), in the
 * reopening's transaction; its data and PDF stay as they were (a trigger refuses otherwise).
 */
export async function supersedeVersion(
  tx: Db,
  input: { operationId: string; userId: string; motivo: string; at: Date },
) {
  await tx
    .update(operationReports)
    .set({ reaberto_em: input.at, reaberto_por: input.userId, motivo_reabertura: input.motivo })
    .where(
      and(
        eq(operationReports.operation_id, input.operationId),
        isNull(operationReports.reaberto_em),
      ),
    );
}

/**
 * The frozen data of those of `reports` that have a version in force (concluded operations
 * frozen since issue 38), each in place of the live data; the others as they are. One query.
 */
export async function withFrozenData(db: Db, reports: OperationReportData[]) {
  const concluded = reports
    .filter((report) => report.operation.status === 'concluida')
    .map((report) => report.operation.id);
  if (concluded.length === 0) return reports;
  const rows = await db
    .select({ operation_id: operationReports.operation_id, dados: operationReports.dados })
    .from(operationReports)
    .where(
      and(inArray(operationReports.operation_id, concluded), isNull(operationReports.reaberto_em)),
    );
  const frozen = new Map(rows.map((row) => [row.operation_id, row.dados as OperationReportData]));
  return reports.map((report) => frozen.get(report.operation.id) ?? report);
}
