import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_ALERT_DAYS, type Dashboard } from '../../domain/dashboard/contracts.ts';
import { firstStepsToShow, type FirstStepKey } from '../../domain/dashboard/first-steps.ts';
import { comparedDays, dashboardMonths, percentChange } from '../../domain/dashboard/periods.ts';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { employeeDocumentDates } from '../hr/document-alerts.ts';
import { documentDates } from '../registers/document-dates.ts';
import { certificateAlertSql } from '../profile/certificate-alert.ts';
import { concludedDaysSql, monthTotalsSql } from '../accounting/month-totals-sql.ts';
import { dueReports } from '../mapa/service.ts';
import { maintenanceAlerts } from '../fleet/maintenance.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { stockAlerts } from '../../domain/stock/alerts.ts';
import { alertInput, stockAlertInputSql, type AlertInputRows } from '../stock/alert-input.ts';
import { visibleFlightsSql, type Actor } from '../tenancy/actor.ts';

type Figures = { hectares: number; operations: number; revenue: number; hours: number };
type MonthRow = Figures & { month: string };
type UpcomingRow = Omit<Dashboard['upcoming'][number], 'numero'> & {
  ano: number;
  sequencia: number;
};

/**
 * The dashboard of issue 6 §3, computed in SQL: one statement for the months (from the totals a
 * trigger keeps per company, pilot and month), the next days, the documents and the stock's
 * alerts (json_agg keeps it to one round trip), beside the MAPA warning's query. A pilot
 * sees the flights of the pilot record linked to their user, their own documents, and no money.
 */
export async function loadDashboard(db: Db, actor: Actor, now: Date): Promise<Dashboard> {
  const pilot = actor.role === 'pilot';
  const { current, last12 } = dashboardMonths(now);
  const compared = comparedDays(now);
  const today = todayInSaoPaulo(now);

  // One round trip for the figures, prepared: its plan is made once per connection, not per
  // request (docs/benchmarks.md, 'Tenant scope'). The MAPA warning has its own (1st to 15th).
  const [[figures], mapa, manutencao] = await Promise.all([
    queryPreparedRows<{
      monthly: MonthRow[];
      before: Figures;
      steps: Record<FirstStepKey | 'dismissed', boolean>;
      upcoming: UpcomingRow[];
      documents: Dashboard['documents'];
      stock: AlertInputRows;
    }>(
      db,
      sql`with monthly as (${monthTotalsSql(
        actor.companyId,
        last12[0]!.from,
        current.to,
        visibleFlightsSql(actor, sql`t.pilot_id`),
      )}), before as (${concludedDaysSql(
        actor.companyId,
        compared.previous.from,
        compared.previous.to,
        visibleFlightsSql(actor, sql`o.pilot_id`),
      )}), upcoming as (
          select o.id, o.ano, o.sequencia, to_char(o.data, 'YYYY-MM-DD') as data, o.hora_inicio,
            o.status,
            (select nome from clients where id = o.client_id) as client,
            (select nome from properties where id = o.property_id) as property,
            (select prefixo from aircraft where id = o.aircraft_id) as aircraft,
            (select nome from pilots where id = o.pilot_id) as pilot
          from operations o
          where o.company_id = ${actor.companyId} and o.status in ('agendada', 'em_andamento')
            and o.data >= ${today}::date and o.data <= ${addDays(today, 6)}::date
            and ${visibleFlightsSql(actor, sql`o.pilot_id`)}
          order by o.data, o.hora_inicio nulls last, o.sequencia
          limit 20
        ), documents as (${
          pilot
            ? documentsQuery(actor, today)
            : sql`(${documentsQuery(actor, today)}) union all (${certificateAlertSql(
                actor.companyId,
                today,
                addDays(today, DOCUMENT_ALERT_DAYS),
              )})`
        })
        select
          (select coalesce(json_agg(m), '[]') from monthly m) as monthly,
          (select row_to_json(b) from before b) as before,
          (${firstStepsSql(actor.companyId)}) as steps,
          (select coalesce(json_agg(u order by u.data, u.hora_inicio nulls last, u.sequencia), '[]')
            from upcoming u) as upcoming,
          (select coalesce(json_agg(d order by d.expires, d.name), '[]') from documents d) as documents,
          (${stockAlertInputSql(actor.companyId, today)}) as stock`,
    ),
    pilot ? [] : dueReports(db, actor.companyId, now),
    maintenanceAlerts(db, actor.companyId, today),
  ]);
  const { monthly, before, steps, upcoming, documents, stock } = figures!;

  const byMonth = new Map(monthly.map((row) => [row.month, row]));
  const figure = (key: string, field: keyof Figures) => Number(byMonth.get(key)?.[field] ?? 0);
  // The KPIs compare like with like: this month (what it has concluded so far, as the chart's
  // bar) against the same days of the last.
  const kpi = (key: Dashboard['kpis'][number]['key'], field: keyof Figures) => {
    const [now, then] = [figure(current.key, field), Number(before[field])];
    return { key, current: now, previous: then, change: percentChange(now, then) };
  };
  return {
    scope: pilot ? 'pilot' : 'company',
    month: current.label,
    compared: { current: compared.current.label, previous: compared.previous.label },
    kpis: [
      kpi('hectares', 'hectares'),
      kpi('operations', 'operations'),
      ...(pilot ? [] : [kpi('revenue', 'revenue')]),
      kpi('hours', 'hours'),
    ],
    monthly: last12.map((m) => ({
      month: m.key,
      label: m.label,
      hectares: figure(m.key, 'hectares'),
      revenue_cents: pilot ? null : figure(m.key, 'revenue'),
    })),
    upcoming: upcoming.map(({ ano, sequencia, ...row }) => ({
      ...row,
      numero: documentNumber({ ano, sequencia }),
    })),
    documents,
    stock: stockAlerts(alertInput(stock), today),
    manutencao,
    mapa,
    first_steps: pilot ? null : firstStepsToShow(steps, steps.dismissed),
  };
}

/** What of the first steps the company has done (any row counts), and whether they were dismissed. */
const firstStepsSql = (companyId: string) => sql`select json_build_object(
    'aircraft', exists(select 1 from aircraft where company_id = ${companyId}),
    'pilots', exists(select 1 from pilots where company_id = ${companyId}),
    'clients', exists(select 1 from clients where company_id = ${companyId}),
    'properties', exists(select 1 from properties where company_id = ${companyId}),
    'registro_mapa', coalesce(btrim(c.registro_mapa), '') <> '',
    'proposal', exists(select 1 from proposals where company_id = ${companyId}),
    'dismissed', c.first_steps_dismissed_at is not null)
  from companies c where c.id = ${companyId}`;

/** An owner or admin dismisses the first steps (issue 45), at the actor's moment. */
export async function dismissFirstSteps(db: Db, actor: Actor) {
  await db
    .update(companies)
    .set({ first_steps_dismissed_at: actor.now })
    .where(eq(companies.id, actor.companyId));
}

/**
 * Aircraft (CA, CVA, seguro) and pilot (CMA, habilitação) validity dates within the window,
 * and for the office the active employees' documents (a pilot never sees employees); the
 * first `limit` (the weekly expiry digest reads them all).
 */
export function documentsQuery(
  actor: Pick<Actor, 'companyId' | 'role' | 'userId'>,
  today: string,
  limit = 20,
) {
  const until = addDays(today, DOCUMENT_ALERT_DAYS);
  const pilot = actor.role === 'pilot';
  const registers = documentDates({
    companyId: actor.companyId,
    aircraft: !pilot,
    pilotUserId: pilot ? actor.userId : undefined,
  });
  const docs = pilot
    ? registers
    : sql`${registers} union all ${employeeDocumentDates(actor.companyId, today)}`;
  return sql`select register, id, name, document, to_char(expires, 'YYYY-MM-DD') as expires,
      (expires - ${today}::date)::int as days
    from (${docs}) docs
    where expires <= ${until}::date
    order by expires, name
    limit ${sql.raw(String(Math.trunc(limit)))}`;
}
