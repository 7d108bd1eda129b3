import {
  and,
  asc,
  count,
  eq,
  ilike,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { RegisterInput, RegisterListQuery } from '../../domain/registers/contracts.ts';
import type { RegisterPage } from '../../domain/registers/response-contracts.ts';
import {
  REGISTER_OPTIONS_LIMIT,
  REGISTER_PAGE_SIZE,
  type RegisterKind,
} from '../../domain/registers/values.ts';
import type { Db } from '../db/database.ts';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../db/errors.ts';
import { clients, profiles } from '../db/schema/index.ts';
import { activeMembers } from '../tenancy/members.ts';
import { AppError } from '../platform/app-error.ts';
import { registers } from './tables.ts';
import { containing, containingDocument } from '../db/like.ts';
import { listPage } from '../db/page.ts';

type Row = Record<string, unknown>;

/** Dates as ISO strings; everything else as stored. */
function toApi(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'company_id') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function listRegister<K extends RegisterKind>(
  db: Db,
  kind: K,
  companyId: string,
  query: RegisterListQuery,
): Promise<RegisterPage<K>> {
  const { table, search, documents = [], orderBy } = registers[kind];
  const conditions: (SQL | undefined)[] = [
    eq(table.company_id, companyId),
    query.situacao === 'arquivados' ? isNotNull(table.archived_at) : isNull(table.archived_at),
  ];
  if (query.busca) {
    const term = containing(query.busca);
    const document = containingDocument(query.busca);
    conditions.push(
      or(
        ...search.map((column) => ilike(column, term)),
        ...(document ? documents.map((column) => like(column, document)) : []),
      ),
    );
  }
  const where = and(...conditions);
  const page = await listPage(
    { pagina: query.pagina, size: REGISTER_PAGE_SIZE },
    db.select().from(table).where(where).orderBy(asc(orderBy), asc(table.id)),
    db.select({ value: count() }).from(table).where(where),
    (row) => toApi(row as Row),
  );
  return page as RegisterPage<K>;
}

/**
 * Every active row as `{id, label, group}` for pickers (at most REGISTER_OPTIONS_LIMIT); `group`
 * is what a picker filters by (a property's client, a technician's kind), else null.
 */
export async function registerOptions(db: Db, kind: RegisterKind, companyId: string) {
  const { table, label, group } = registers[kind];
  return db
    .select({ id: table.id, label, group: group ?? sql<null>`null` })
    .from(table)
    .where(and(eq(table.company_id, companyId), isNull(table.archived_at)))
    .orderBy(asc(label))
    .limit(REGISTER_OPTIONS_LIMIT) as Promise<
    { id: string; label: string; group: string | null }[]
  >;
}

export async function getRegister(db: Db, kind: RegisterKind, companyId: string, id: string) {
  const { table } = registers[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.company_id, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toApi(row as Row);
}

/**
 * References must belong to the same company (another company's id is 'not found', named
 * on its field): a property's client, a pilot's user.
 */
async function checkReferences(db: Db, kind: RegisterKind, companyId: string, input: Row) {
  if (kind === 'properties') {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.client_id as string), eq(clients.company_id, companyId)));
    if (!client) throw new AppError('VALIDATION_FAILED', { client_id: 'Cliente não encontrado.' });
  }
  if (kind === 'pilots' && input.user_id) {
    const [member] = await activeMembers(
      db,
      companyId,
      { id: profiles.id },
      eq(profiles.user_id, input.user_id as string),
    );
    if (!member)
      throw new AppError('VALIDATION_FAILED', { user_id: 'Usuário não encontrado na empresa.' });
  }
}

function duplicateError(kind: RegisterKind, error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  const duplicate = constraint ? registers[kind].duplicates?.[constraint] : undefined;
  if (duplicate)
    throw new AppError(
      'REGISTER_DUPLICATE',
      { [duplicate.field]: duplicate.message },
      duplicate.message,
    );
  throw error;
}

export async function createRegister<K extends RegisterKind>(
  db: Db,
  kind: K,
  companyId: string,
  input: RegisterInput<K>,
) {
  await checkReferences(db, kind, companyId, input as Row);
  const { table } = registers[kind];
  try {
    const [row] = await db
      .insert(table)
      .values({ ...(input as Row), company_id: companyId })
      .returning();
    return toApi(row as Row);
  } catch (error) {
    duplicateError(kind, error);
  }
}

export async function updateRegister<K extends RegisterKind>(
  db: Db,
  kind: K,
  actor: { companyId: string; now: Date },
  id: string,
  input: RegisterInput<K>,
) {
  const { companyId } = actor;
  await getRegister(db, kind, companyId, id); // another company's row is not found, first
  await checkReferences(db, kind, companyId, input as Row);
  const { table } = registers[kind];
  try {
    const [row] = await db
      .update(table)
      .set({ ...(input as Row), updated_at: actor.now })
      .where(and(eq(table.id, id), eq(table.company_id, companyId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return toApi(row as Row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    duplicateError(kind, error);
  }
}

/** Archiving hides a row from pickers and lists but keeps it for the history that uses it. */
export async function setArchived(
  db: Db,
  kind: RegisterKind,
  actor: { companyId: string; now: Date },
  id: string,
  archived: boolean,
) {
  const { table } = registers[kind];
  // Stamped at the request's moment (the app's clock): an aircraft's depreciation ends with it.
  const [row] = await db
    .update(table)
    .set({ archived_at: archived ? actor.now : null, updated_at: actor.now })
    .where(and(eq(table.id, id), eq(table.company_id, actor.companyId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toApi(row as Row);
}

/** Deleting is only for rows nothing refers to; otherwise 409 and the advice to archive. */
export async function deleteRegister(db: Db, kind: RegisterKind, companyId: string, id: string) {
  const { table } = registers[kind];
  try {
    const deleted = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.company_id, companyId)))
      .returning({ id: table.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('REGISTER_IN_USE');
    throw error;
  }
}
