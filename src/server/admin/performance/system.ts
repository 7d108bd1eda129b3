import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { SystemReport } from '../../../domain/admin/performance.ts';
import { pingDatabase, queryRows, type Database } from '../../db/database.ts';
import { appVersion } from '../../platform/version.ts';

/** How many of the largest tables the Sistema sub-tab lists. */
const LARGEST_TABLES = 8;

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/**
 * The event loop's delay, sampled from the moment the routes are registered; each reading
 * covers the time since the previous one.
 */
export function eventLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    read(): SystemReport['process']['eventLoopDelay'] {
      const reading =
        histogram.count > 0
          ? {
              meanMs: ms(histogram.mean),
              p99Ms: ms(histogram.percentile(99)),
              maxMs: ms(histogram.max),
            }
          : null;
      histogram.reset();
      return reading;
    },
    stop: () => histogram.disable(),
  };
}

/** The server process and its database, measured now. */
export async function systemReport(
  database: Database,
  loop: ReturnType<typeof eventLoopMonitor>,
): Promise<SystemReport> {
  const { db } = database;
  const memory = process.memoryUsage();
  const started = performance.now();
  await pingDatabase(db);
  const pingMs = Math.round((performance.now() - started) * 100) / 100;
  const [facts] = await queryRows<{ version: string; size: number; connections: number }>(
    db,
    sql`select current_setting('server_version') as version,
      pg_database_size(current_database())::float8 as size,
      (select count(*)::int from pg_stat_activity where datname = current_database()) as connections`,
  );
  // reltuples is the planner's estimate (-1 before the first ANALYZE); the statistics' live
  // count stands in until then.
  const tables = await queryRows<{ name: string; size: number; rows: number | null }>(
    db,
    sql`select c.relname as name, pg_total_relation_size(c.oid)::float8 as size,
      case when c.reltuples >= 0 then c.reltuples::float8 else s.n_live_tup::float8 end as rows
      from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
      order by size desc, name limit ${LARGEST_TABLES}`,
  );
  return {
    process: {
      uptimeSeconds: Math.round(process.uptime()),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      eventLoopDelay: loop.read(),
      nodeVersion: process.version,
      appVersion,
    },
    database: {
      driver: database.kind === 'embedded' ? 'PGlite' : 'PostgreSQL',
      serverVersion: facts!.version,
      sizeBytes: facts!.size,
      connections: facts!.connections,
      pingMs,
      tables: tables.map((t) => ({ name: t.name, sizeBytes: t.size, rowEstimate: t.rows })),
    },
  };
}
