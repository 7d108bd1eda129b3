import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MB, quotaProblem, type StorageUse } from '../../domain/companies/storage.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Tenant } from '../tenancy/scope.ts';

/**
 * Bytes of the files a company keeps in storage: its operations' attachments, its container
 * receipts and its logo (the only uploads kept as files; NF-e XML and bank statements are read
 * into rows). A column of a query over `companies`, with a company filter of its own rather than
 * one left to row-level security, so the platform admin's list reads it too.
 */
export const storedBytes = sql<number>`(coalesce(companies.logo_size, 0)
  + coalesce((select sum(a.tamanho) from operation_attachments a
      where a.company_id = companies.id), 0)
  + coalesce((select sum(r.tamanho) from stock_container_returns r
      where r.company_id = companies.id and r.storage_key is not null), 0))::float8`;

/** A company's quota in bytes: its own (set by the platform admin) or the platform's default. */
export const quotaBytes = (quotaMb: number | null, defaultMb: number) =>
  (quotaMb ?? defaultMb) * MB;

/** The company's stored bytes and quota; `lock` locks its row until the transaction ends. */
export async function storageUseOf(
  db: Db,
  companyId: string,
  defaultMb: number,
  lock = false,
): Promise<StorageUse> {
  if (lock)
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
  const [row] = await db
    .select({ used: storedBytes, quota: companies.storage_quota_mb })
    .from(companies)
    .where(eq(companies.id, companyId));
  return {
    usado_bytes: Number(row?.used ?? 0),
    cota_bytes: quotaBytes(row?.quota ?? null, defaultMb),
  };
}

/**
 * `tenant` with each work in one transaction. A company's scope on PostgreSQL runs each
 * statement on its own (on PGlite it is one transaction already): the row lock of `ensureRoom`
 * must last until the file is recorded, so the work that checks the room and records the file
 * goes through this.
 */
export const inOneTransaction =
  (tenant: Tenant): Tenant =>
  (work) =>
    tenant((db, actor) => db.transaction((tx) => work(tx, actor)));

/**
 * Refuses (413, told on `file.field`) a file of `file.size` bytes that would take the company past
 * its storage quota, the `file.freed` bytes of a file it replaces given back; without a size
 * (before the file is read), refuses only a quota already full. Run with `size` in the
 * transaction that records the file (`inOneTransaction`): the company's row is locked first, so
 * a company's parallel uploads are counted one after the other, never each against a count
 * without the others.
 */
export async function ensureRoom(
  db: Db,
  companyId: string,
  defaultMb: number,
  file: { field: string; size?: number; freed?: number },
) {
  const use = await storageUseOf(db, companyId, defaultMb, file.size !== undefined);
  const after = use.usado_bytes - (file.freed ?? 0) + (file.size ?? 1);
  if (after > use.cota_bytes)
    throw new AppError('STORAGE_QUOTA_EXCEEDED', { [file.field]: quotaProblem(use, file.size) });
}

/**
 * Before an upload is read: refuses it on `field` when the company's quota is already full,
 * draining the file, so a full company's upload is not written anywhere even for a moment.
 */
export async function ensureNotFull(
  deps: { tenant: Tenant; quotaMb: number },
  field: string,
  file: MultipartFile,
) {
  try {
    await deps.tenant((db, actor) => ensureRoom(db, actor.companyId, deps.quotaMb, { field }));
  } catch (error) {
    file.file.resume();
    throw error;
  }
}

/** What an upload of a company request needs: its storage, scope and the default quota. */
export const uploadDeps = (request: FastifyRequest) => ({
  storage: request.server.storage,
  tenant: request.tenant.bind(request) as Tenant,
  quotaMb: request.server.config.storageQuotaMb,
});
