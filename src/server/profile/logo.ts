import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  LOGO_MAX_BYTES,
  LOGO_PROBLEMS,
  LOGO_STORED_MAX_BYTES,
  logoType,
  type LogoType,
} from '../../domain/companies/logo.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ensureNotFull, ensureRoom, inOneTransaction } from '../companies/storage-quota.ts';
import type { Storage } from '../storage/storage.ts';
import type { Tenant } from '../tenancy/scope.ts';
import { boundedLogo, imagesDone, LogoRefused } from './logo-image.ts';
import { readUpTo } from '../http/upload.ts';

/**
 * The company's logo key, type and stored size, or null without one; `size` is null for a logo
 * stored before logos were re-encoded at upload (issue 35).
 */
async function storedLogo(db: Db, companyId: string, lock = false) {
  const query = db
    .select({ key: companies.logo_key, type: companies.logo_type, size: companies.logo_size })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = await (lock ? query.for('update') : query);
  return row?.key && row.type ? { key: row.key, type: row.type, size: row.size } : null;
}

type NewLogo = { key: string; type: LogoType; size: number };

/**
 * Makes `logo` the company's (null: none), answering the one it replaces; a new one must fit
 * the company's storage quota (`quotaMb` its default), the replaced one's bytes given back.
 */
async function setLogo(tenant: Tenant, logo: NewLogo | null, quotaMb = 0) {
  return tenant(async (db, actor) => {
    const before = await storedLogo(db, actor.companyId, true);
    if (logo)
      await ensureRoom(db, actor.companyId, quotaMb, {
        field: 'logo',
        size: logo.size,
        freed: before?.size ?? 0,
      });
    await db
      .update(companies)
      .set({
        logo_key: logo?.key ?? null,
        logo_type: logo?.type ?? null,
        logo_size: logo?.size ?? null,
      })
      .where(eq(companies.id, actor.companyId));
    return before;
  });
}

/** `bytes` re-encoded within bounds (boundedLogo), a refusal told on the field `logo`. */
async function reencoded(bytes: Buffer, type: LogoType, maxSide?: number) {
  try {
    return await boundedLogo(bytes, type, maxSide);
  } catch (error) {
    if (error instanceof LogoRefused)
      throw new AppError('VALIDATION_FAILED', { logo: error.problem });
    throw error;
  }
}

/**
 * Stores an uploaded logo and makes it the company's, then removes the one it replaces. Its
 * type is read from its bytes (PNG or JPEG), never from its name or declared type; anything
 * else, over 1 MB, over 4.000 pixels on a side (read from its header, before decoding) or not
 * decoding whole, or with no room in the company's storage quota, is refused on the field `logo`
 * and leaves nothing behind. What is stored is a
 * copy re-encoded within 600 pixels (boundedLogo): the documents print it without decoding
 * anything the company sent.
 */
export async function uploadLogo(
  deps: { tenant: Tenant; storage: Storage; quotaMb: number },
  file: MultipartFile | undefined,
) {
  if (!file) throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.type });
  await ensureNotFull(deps, 'logo', file);
  const bytes = await readUpTo(file.file, LOGO_MAX_BYTES);
  if (!bytes || file.file.truncated)
    throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.size });
  const type = logoType(bytes);
  if (!type) throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.type });
  const bounded = await reencoded(bytes, type);
  const { key, size } = await deps.storage.put(Readable.from([bounded]));
  let before: Awaited<ReturnType<typeof storedLogo>>;
  try {
    const logo = { key, type: 'image/jpeg' as const, size };
    before = await setLogo(inOneTransaction(deps.tenant), logo, deps.quotaMb);
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  if (before) await deps.storage.remove(before.key);
}

/** Removes the company's logo, its row first, then its file. */
export async function removeLogo(deps: { tenant: Tenant; storage: Storage }) {
  const before = await setLogo(deps.tenant, null);
  if (before) await deps.storage.remove(before.key);
}

/** The company's logo to answer: its key and checked type (404 without one). */
/** Whether the company has a logo: its type and a version that changes with each upload. */
export async function logoStateOf(db: Db, companyId: string) {
  const logo = await storedLogo(db, companyId);
  if (!logo) return { logo: null };
  const versao = createHash('sha256').update(logo.key).digest('hex').slice(0, 16);
  return { logo: { tipo: logo.type, versao } };
}

export async function findLogo(db: Db, companyId: string) {
  const logo = await storedLogo(db, companyId);
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}

/** The companies whose logo stored before re-encoding is being re-encoded (once each). */
const reencoding = new Map<string, Promise<void>>();

/** Resolves once no logo is being re-encoded. */
export const logoWorkDone = async () => {
  await Promise.all(reencoding.values());
  await imagesDone();
};

/**
 * Re-encodes a logo stored before logos were re-encoded at upload, apart from any request that
 * waits on it: the bounded copy replaces it, unless the company changed its logo meanwhile. One
 * that does not decode, or is larger than a logo may be (an upload refuses it since) is removed.
 */
async function reencodeStoredLogo(
  deps: { tenant: Tenant; storage: Storage; log: (message: string) => void },
  logo: { key: string; type: LogoType },
) {
  const bytes = await readUpTo(deps.storage.read(logo.key), LOGO_MAX_BYTES);
  const bounded = bytes
    ? await reencoded(bytes, logo.type).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      })
    : null;
  const stored = bounded ? await deps.storage.put(Readable.from([bounded])) : null;
  const replaced = await deps.tenant(async (db, actor) => {
    const rows = await db
      .update(companies)
      .set({
        logo_key: stored?.key ?? null,
        logo_type: stored ? 'image/jpeg' : null,
        logo_size: stored?.size ?? null,
      })
      .where(and(eq(companies.id, actor.companyId), eq(companies.logo_key, logo.key)))
      .returning({ id: companies.id });
    return rows.length > 0;
  });
  if (!replaced) {
    if (stored) await deps.storage.remove(stored.key);
    return;
  }
  await deps.storage.remove(logo.key);
  if (!stored) deps.log(`logo ${logo.key} removed: it does not decode within the bounds`);
}

/** What `logoBytes` needs of a company request to re-encode an old logo after it. */
export const afterRequest = (request: FastifyRequest) => ({
  tenant: request.tenant.bind(request) as Tenant,
  storage: request.server.storage,
  log: (message: string) => request.log.warn(message),
});

/**
 * The company's logo bytes for a document's letterhead, or null without one. They are the
 * stored copy, re-encoded within bounds at upload; a logo stored before that is never decoded
 * here: the document goes without it, and it is re-encoded apart (once, `reencodeStoredLogo`)
 * through `later`, the scope to do it in after the request.
 */
export async function logoBytes(
  db: Db,
  later: { tenant: Tenant; storage: Storage; log: (message: string) => void },
  companyId: string,
) {
  const logo = await storedLogo(db, companyId);
  if (!logo) return null;
  if (logo.size !== null) return readUpTo(later.storage.read(logo.key), LOGO_STORED_MAX_BYTES);
  if (!reencoding.has(companyId)) {
    const work = reencodeStoredLogo(later, logo)
      .catch((error: unknown) => later.log(`logo re-encoding failed: ${String(error)}`))
      .finally(() => reencoding.delete(companyId));
    reencoding.set(companyId, work);
  }
  return null;
}
