import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import {
  LOGO_MAX_BYTES,
  LOGO_PROBLEMS,
  logoType,
  type LogoType,
} from '../../domain/companies/logo.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';
import type { Tenant } from '../tenancy/scope.ts';

/** The bytes of a stream, or null once they pass `limit` (the rest is drained). */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** The company's logo key and type, or null without one. */
async function storedLogo(db: Db, companyId: string) {
  const [row] = await db
    .select({ key: companies.logo_key, type: companies.logo_type })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.key && row.type ? { key: row.key, type: row.type } : null;
}

async function setLogo(tenant: Tenant, logo: { key: string; type: LogoType } | null) {
  return tenant(async (db, actor) => {
    const before = await storedLogo(db, actor.companyId);
    await db
      .update(companies)
      .set({ logo_key: logo?.key ?? null, logo_type: logo?.type ?? null })
      .where(eq(companies.id, actor.companyId));
    return before;
  });
}

/**
 * Stores an uploaded logo and makes it the company's, then removes the one it replaces. Its
 * type is read from its bytes (PNG or JPEG), never from its name or declared type; anything
 * else, or over 1 MB, is refused on the field `logo` and leaves nothing behind.
 */
export async function uploadLogo(
  deps: { tenant: Tenant; storage: Storage },
  file: MultipartFile | undefined,
) {
  if (!file) throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.type });
  const bytes = await readUpTo(file.file, LOGO_MAX_BYTES);
  if (!bytes || file.file.truncated)
    throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.size });
  const type = logoType(bytes);
  if (!type) throw new AppError('VALIDATION_FAILED', { logo: LOGO_PROBLEMS.type });
  const { key } = await deps.storage.put(Readable.from([bytes]));
  let before: Awaited<ReturnType<typeof storedLogo>>;
  try {
    before = await setLogo(deps.tenant, { key, type });
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
export async function findLogo(db: Db, companyId: string) {
  const logo = await storedLogo(db, companyId);
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}

/** The company's logo bytes for a document's letterhead, or null without one. */
export async function logoBytes(db: Db, storage: Storage, companyId: string) {
  const logo = await storedLogo(db, companyId);
  return logo ? readUpTo(storage.read(logo.key), LOGO_MAX_BYTES) : null;
}
