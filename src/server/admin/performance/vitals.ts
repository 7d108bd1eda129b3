import { and, ilike, sql } from 'drizzle-orm';
import {
  VITALS_ROUTES_PAGE_SIZE,
  type VitalsByName,
  type VitalsQuery,
  type VitalsReport,
} from '../../../domain/admin/performance.ts';
import type { WebVitalName } from '../../../domain/monitoring/values.ts';
import { queryRows, type Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { webVitals } from '../../db/schema/index.ts';
import { pageWindow } from '../../db/page.ts';

const DAY_MS = 24 * 3600 * 1000;

type Summary = { name: WebVitalName; p75: number; samples: number };

const byName = (rows: Summary[]): VitalsByName =>
  Object.fromEntries(rows.map(({ name, p75, samples }) => [name, { p75, samples }]));

/** The 75th percentile and the count of each metric, as select columns. */
const p75 = sql`${webVitals.name} as name,
  percentile_cont(0.75) within group (order by ${webVitals.value})::float8 as p75,
  count(*)::int as samples`;

/**
 * The stored web vitals of every user over the last `periodo` days: p75 per metric for all
 * routes together, and for one page of routes (most samples first; those containing `busca`),
 * overall and per week (weeks start on Monday, São Paulo time), all computed by the database.
 */
export async function vitalsReport(db: Db, query: VitalsQuery, now: Date): Promise<VitalsReport> {
  const since = new Date(now.getTime() - Number(query.periodo) * DAY_MS);
  const inPeriod = sql`${webVitals.created_at} >= ${since.toISOString()}`;
  const searched = query.busca
    ? and(inPeriod, ilike(webVitals.path, containing(query.busca)))!
    : inPeriod;
  const { limit, offset } = pageWindow(query.pagina, VITALS_ROUTES_PAGE_SIZE);
  const [[counted], overall, routes] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`select count(distinct ${webVitals.path})::int as total from ${webVitals} where ${searched}`,
    ),
    queryRows<Summary>(
      db,
      sql`select ${p75} from ${webVitals} where ${inPeriod} group by ${webVitals.name}`,
    ),
    queryRows<{ path: string; samples: number }>(
      db,
      sql`select ${webVitals.path} as path, count(*)::int as samples from ${webVitals}
        where ${searched} group by ${webVitals.path} order by samples desc, path
        limit ${limit} offset ${offset}`,
    ),
  ]);
  const week = sql`to_char(date_trunc('week', ${webVitals.created_at} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
  const rows = routes.length
    ? await queryRows<Summary & { path: string; week: string | null }>(
        db,
        sql`select ${webVitals.path} as path, ${week} as week, ${p75} from ${webVitals}
          where ${inPeriod} and ${webVitals.path} in (${sql.join(
            routes.map((route) => sql`${route.path}`),
            sql`, `,
          )})
          group by grouping sets ((${webVitals.path}, ${webVitals.name}), (${webVitals.path}, ${week}, ${webVitals.name}))`,
      )
    : [];
  return {
    periodo: query.periodo,
    overall: byName(overall),
    total: counted!.total,
    pageSize: VITALS_ROUTES_PAGE_SIZE,
    routes: routes.map(({ path, samples }) => {
      const own = rows.filter((row) => row.path === path);
      const weeks = [...new Set(own.flatMap((row) => (row.week ? [row.week] : [])))]
        .sort()
        .reverse();
      return {
        path,
        samples,
        vitals: byName(own.filter((row) => row.week === null)),
        weeks: weeks.map((w) => ({ week: w, vitals: byName(own.filter((row) => row.week === w)) })),
      };
    }),
  };
}
