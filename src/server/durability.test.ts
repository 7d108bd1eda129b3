import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded, openPostgres, type Database, type Db } from './db/database.ts';
import { acknowledgedFound, brokenAggregates } from './test/durability/audit.ts';
import { FIRST_NF, seedCompany } from './test/durability/company.ts';
import { migratedDataDir } from './test/data-dir.ts';
import { startServer, type ServerProcess } from './test/server-process.ts';
import { newLedger, writeUntil, type Ledger } from './test/durability/writes.ts';
import { TEMPLATE_DB, databaseUrlFor, onServer } from './test/database-names.ts';

// Issue 19, item 2: the server is killed (SIGKILL) in the middle of concurrent writes —
// operations with their products, conclusions that consume stock, stock entries, proposals
// approved into operations — and restarted on the same data, three times; the writes go on
// after each restart. It must start and be healthy every time, and once stopped cleanly its
// data must hold every write it acknowledged and no aggregate half written. The engine is the
// one the server suite runs on: PGlite in DATA_DIR, or a database of its own on the PostgreSQL
// server of TEST_DATABASE_URL (CI runs the suite once on each).

const ROUNDS = 3;
const WRITERS = 6;
const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
const DATABASE = 'agrovoo_test_durability';

/**
 * The migrated database the server starts on: a copy of the suite's template, a database created
 * from it on PostgreSQL or `migratedDataDir` on PGlite.
 */
async function prepareDatabase(dataDir: string) {
  if (serverUrl) {
    await onServer(serverUrl, `drop database if exists "${DATABASE}" with (force)`);
    await onServer(serverUrl, `create database "${DATABASE}" template "${TEMPLATE_DB}"`);
    return;
  }
  await migratedDataDir(dataDir);
}

/**
 * Half-written aggregates made by hand, each alone in a transaction rolled back: the audit must
 * see every one of them, or its silence after the crashes proves nothing.
 */
const HALF_WRITES = [
  sql`delete from operation_products where id = (select id from operation_products limit 1)`,
  sql`update proposals set status = 'enviada'
      where id = (select id from proposals where status = 'aprovada' limit 1)`,
  sql`delete from stock_movements
      where id = (select id from stock_movements where kind = 'consumo' limit 1)`,
  sql`update stock_lots set saldo = saldo + 1 where id = (select id from stock_lots limit 1)`,
  sql`delete from finance_installments where id = (select id from finance_installments limit 1)`,
];

/** Whether the audit sees `halfWrite` (which is then rolled back). */
async function auditSees(db: Db, halfWrite: SQL) {
  let seen = false;
  await db
    .transaction(async (tx) => {
      await tx.execute(halfWrite);
      seen = Object.keys(await brokenAggregates(tx)).length > 0;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return seen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes a round acknowledges before its crash may come (the machine's speed varies a lot). */
const ROUND_WRITES = 8;

/**
 * Waits until the round's writes are well under way — `ROUND_WRITES` acknowledged since
 * `from`, and an approval and a conclusion among all so far — or half a minute, then for a
 * random moment no write chose.
 */
async function momentToCrash(ledger: Ledger, from: number) {
  const deadline = Date.now() + 30_000;
  const underWay = () =>
    ledger.acknowledged - from >= ROUND_WRITES &&
    ledger.approved.length > 0 &&
    ledger.concluded.length > 0;
  while (!underWay() && Date.now() < deadline) await sleep(50);
  await sleep(Math.random() * 1_000);
}

describe(`kill -9 in the middle of writes (${engine})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrovoo-durability-'));
  const databaseUrl = serverUrl && databaseUrlFor(serverUrl, DATABASE);
  const env = { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
  let server: ServerProcess | undefined;
  const start = async () => (server = await startServer(env));
  afterAll(async () => {
    await server?.crash();
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `drop database if exists "${DATABASE}" with (force)`);
  });

  it(`restarts whole after ${ROUNDS} kills: acknowledged writes all there, none half written`, async () => {
    await prepareDatabase(dataDir);
    const ledger = newLedger();
    let running = await start();
    const company = await seedCompany(running.url);
    let nf = FIRST_NF;
    for (let round = 1; round <= ROUNDS; round++) {
      let crashed = false;
      const writing = writeUntil(running.url, company, ledger, {
        writers: WRITERS,
        firstNf: nf,
        stopped: () => crashed,
      });
      await momentToCrash(ledger, ledger.acknowledged);
      crashed = true;
      await running.crash();
      nf = await writing;
      expect(
        ledger.refused,
        `round ${round}: writes refused before the crash\n${running.output()}`,
      ).toEqual([]);

      running = await start();
      const health = await fetch(`${running.url}/api/health`);
      expect(await health.json(), `round ${round}: health`).toMatchObject({
        status: 'ok',
        db: 'ok',
      });
    }
    expect(await running.stop(), `clean stop\n${running.output()}`).toBe(0);
    server = undefined;

    const data: Database = databaseUrl
      ? await openPostgres(databaseUrl, 1)
      : await openEmbedded(dataDir);
    try {
      expect(await brokenAggregates(data.db), 'broken aggregates').toEqual({});
      const acknowledged = await acknowledgedFound(data.db, ledger);
      expect(acknowledged.found, 'acknowledged writes found').toEqual(acknowledged.expected);
      console.log(
        `durability (${engine}): ${ROUNDS} rounds of kill -9, ${ledger.attempted} writes ` +
          `attempted, ${ledger.acknowledged} acknowledged, ${acknowledged.total} found whole`,
      );
      expect(acknowledged.total).toBe(ledger.acknowledged);
      for (const halfWrite of HALF_WRITES) expect(await auditSees(data.db, halfWrite)).toBe(true);
    } finally {
      await data.close();
    }
    expect(ledger.acknowledged).toBeGreaterThanOrEqual(ROUNDS * ROUND_WRITES);
  }, 180_000);
});
