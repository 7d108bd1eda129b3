import { sql, type SQL } from 'drizzle-orm';

/**
 * What the company's concluded operations did in each month from `from` (a month's first day)
 * up to `to` (exclusive), from the totals a trigger keeps per company, pilot and month (migration
 * 0006): hectares, operations, revenue in centavos, flight hours. The one source of service
 * revenue — the dashboard's KPIs and the accounting's monthly result both read it here.
 * `flights` may narrow it on `t.pilot_id` (a pilot's own flights).
 */
export const monthTotalsSql = (
  companyId: string,
  from: string,
  to: string,
  flights: SQL = sql`true`,
) => sql`select to_char(t.month, 'YYYY-MM') as month, sum(t.hectares) as hectares,
    sum(t.operations)::int as operations, sum(t.revenue_cents) as revenue, sum(t.hours) as hours
  from operation_month_totals t
  where t.company_id = ${companyId} and t.month >= ${from}::date and t.month < ${to}::date
    and ${flights}
  group by t.month`;
