import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { PASSWORD_RULE_MESSAGES } from '../../../domain/auth/password.ts';
import { ERRORS, type ErrorCode } from '../../../domain/messages.ts';
import { queryRows, type Db } from '../../db/database.ts';
import { tableNames } from '../../db/tables.ts';

/** Words of an English text (zod's, Fastify's, a library's) that no pt-BR message of ours has. */
const ENGLISH =
  /\b(invalid|expected|required|must|should|unexpected|request|body|error|found|received|too|failed|cannot|unsupported|the)\b/i;

/** The password validator's messages, which the spec gives in English (part 1 §5). */
const SPEC_ENGLISH: readonly string[] = Object.values(PASSWORD_RULE_MESSAGES);

/**
 * What is wrong with an answer, or null: a 5xx, or a 4xx that is not the error shape with a
 * catalogue code of that status and pt-BR texts (message and field messages).
 */
export function answerProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let error: { code?: string; message?: unknown; fields?: Record<string, unknown> };
  try {
    error = (res.json() as { error: typeof error }).error;
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const entry = error?.code ? ERRORS[error.code as ErrorCode] : undefined;
  if (!entry || entry.status !== res.statusCode)
    return `${res.statusCode} with an unknown code: ${res.body.slice(0, 200)}`;
  const texts = [error.message, ...Object.values(error.fields ?? {})];
  const english = texts.find(
    (text) =>
      typeof text !== 'string' || !text || (ENGLISH.test(text) && !SPEC_ENGLISH.includes(text)),
  );
  return english === undefined ? null : `${res.statusCode} not in pt-BR: ${String(english)}`;
}

/** The rows of every table of the public schema, in one statement. */
async function countEveryTable(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = sql.join(
    tables.map(
      ({ table_name }) =>
        sql`select ${table_name} as name, count(*)::int as n from ${sql.identifier(table_name)}`,
    ),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; n: number }>(db, counts);
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** The next transaction id: it moves only when a transaction wrote (or tried to). */
async function writeMark(db: Db): Promise<string> {
  const [row] = await queryRows<{ mark: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  );
  return row!.mark;
}

/** What a ledger keeps of every table: its row count, or a digest of its rows. */
type Snapshot = (db: Db) => Promise<Record<string, number | string>>;

/**
 * Every table's state, kept up to date cheaply: `written(work)` runs `work` and answers the
 * tables it changed, taking a new `snapshot` only when a transaction id was handed out meanwhile
 * (a request that wrote nothing costs two one-row queries instead of reading every table). By
 * row counts unless told; `databaseDigest` also sees a row changed in place.
 */
export function tableLedger(db: Db, snapshot: Snapshot = countEveryTable) {
  let state: Record<string, number | string> | undefined;
  let mark: string | undefined;
  const refresh = async () => {
    const now = await writeMark(db);
    if (now !== mark || !state) [state, mark] = [await snapshot(db), now];
    return state;
  };
  return async <T>(work: () => Promise<T>): Promise<[T, string[]]> => {
    const before = await refresh();
    const result = await work();
    const after = await refresh();
    return [result, Object.keys(after).filter((name) => after[name] !== before[name])];
  };
}

/**
 * A digest of every row of every table (each table's rows as text, sorted, hashed), to prove a
 * refused request changed nothing, not even a value in a row it did not add.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const digests = sql.join(
    tableNames.map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
    ),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; digest: string }>(db, digests);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
