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

/**
 * What the company's concluded operations did on the days from `from` (inclusive) to `to`
 * (exclusive), counted as the month totals' trigger counts them (migrations 0006 and 0013: a
 * concluded operation by its date, its area, one operation, its value, its flight hours), for
 * periods shorter than a month (the dashboard's same days of the last month). One row.
 */
export const concludedDaysSql = (
  companyId: string,
  from: string,
  to: string,
  flights: SQL = sql`true`,
) => sql`select coalesce(sum(o.area_ha), 0) as hectares, count(*)::int as operations,
    coalesce(sum(o.valor_cents), 0) as revenue, coalesce(sum(o.horas_voo), 0) as hours
  from operations o
  where o.company_id = ${companyId} and o.status = 'concluida'
    and o.data >= ${from}::date and o.data < ${to}::date and ${flights}`;
