import { and, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  OperationListItem,
  OperationListQuery,
  OperationPage,
} from '../../domain/operations/contracts.ts';
import { OPERATIONS_PAGE_SIZE } from '../../domain/operations/values.ts';
import { queryKeptRows, statementOf, type Db, type Statement } from '../db/database.ts';
import { pageWindow } from '../db/page.ts';
import { operations } from '../db/schema/index.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { flightsRestricted, visibleFlights, type Actor } from '../tenancy/actor.ts';

/** A row of the query: the totals, then one operation of the page (none if the page is empty). */
type Row = Omit<OperationListItem, 'id' | 'numero'> & {
  count: number;
  area: number;
  hours: number;
  id: string | null;
  ano: number;
  sequencia: number;
};

const param = (name: string) => sql.placeholder(name);

/** The list's optional filters: each the query's field and its condition on that value. */
const FILTERS = [
  ['de', (value: Placeholder) => gte(operations.data, value)],
  ['ate', (value) => lte(operations.data, value)],
  ['client_id', (value) => eq(operations.client_id, value)],
  ['aircraft_id', (value) => eq(operations.aircraft_id, value)],
  ['pilot_id', (value) => eq(operations.pilot_id, value)],
  ['status', (value) => eq(operations.status, value)],
] as const satisfies readonly (readonly [keyof OperationListQuery, (value: Placeholder) => SQL])[];

/** The filters this query gives. */
const givenFilters = (query: OperationListQuery) => FILTERS.filter(([name]) => query[name]);

/**
 * The list's filter with every value a placeholder (`companyId`, the filters' names, `pilot0`…):
 * its text depends only on which filters are given and how many flights' pilots the actor is
 * limited to.
 */
function filterOf(actor: Actor, query: OperationListQuery): SQL {
  const pilots = actor.pilotIds.map((_, i) => param(`pilot${i}`));
  return and(
    eq(operations.company_id, param('companyId')),
    ...givenFilters(query).map(([name, condition]) => condition(param(name))),
    visibleFlights(actor, operations.pilot_id, pilots),
  )!;
}

function listSql(where: SQL): SQL {
  return sql`with totals as (
      select count(*)::int as count, coalesce(sum(area_ha), 0)::float8 as area,
             coalesce(sum(horas_voo), 0)::float8 as hours
      from operations where ${where}
    ), page as (
      select id, ano, sequencia, status, data, area_ha, horas_voo, valor_cents, client_id, property_id, crop_id, service_id, aircraft_id, pilot_id
      from operations where ${where}
      order by data desc, ano desc, sequencia desc
      limit ${OPERATIONS_PAGE_SIZE} offset ${param('offset')}
    )
    select totals.count, totals.area, totals.hours,
           page.id, page.ano, page.sequencia, page.status, page.data::text as data,
           page.area_ha::float8 as area_ha, page.horas_voo::float8 as horas, page.valor_cents,
           (select nome from clients where id = page.client_id) as cliente,
           p.nome as propriedade, p.municipio, p.uf,
           (select nome from crops where id = page.crop_id) as cultura,
           (select nome from services where id = page.service_id) as servico,
           (select prefixo from aircraft where id = page.aircraft_id) as aeronave,
           (select nome from pilots where id = page.pilot_id) as piloto
    from totals
    left join page on true
    left join properties p on p.id = page.property_id
    order by page.data desc, page.ano desc, page.sequencia desc`;
}

/**
 * The list's statements, one per shape (which filters are given, and for a pilot how many
 * pilot records are his), built and named once: building the text with drizzle and hashing it
 * for its name took about 7 % of the server's time on every request (docs/benchmarks.md, run 9).
 * At most 2⁶ filter combinations for the office and as many per pilot-record count.
 */
const statements = new Map<string, Statement>();

function statementFor(actor: Actor, query: OperationListQuery): Statement {
  const filters = givenFilters(query).map(([name]) => name);
  const shape = `${filters.join()}:${flightsRestricted(actor) ? actor.pilotIds.length : 'all'}`;
  let statement = statements.get(shape);
  if (!statement) {
    statement = statementOf(listSql(filterOf(actor, query)));
    statements.set(shape, statement);
  }
  return statement;
}

/**
 * The list of `/operacao`: filters, 25 a page, and the totals of everything filtered, in one
 * round trip. The totals and the page each read only the columns they need, and the registers'
 * names are looked up only for the page's 25 rows, after the sort, limit and offset
 * (docs/benchmarks.md, 'Operations').
 */
export async function listOperations(
  db: Db,
  actor: Actor,
  query: OperationListQuery,
): Promise<OperationPage> {
  const values: Record<string, unknown> = {
    companyId: actor.companyId,
    offset: pageWindow(query.pagina, OPERATIONS_PAGE_SIZE).offset,
  };
  for (const [name] of givenFilters(query)) values[name] = query[name];
  actor.pilotIds.forEach((id, i) => (values[`pilot${i}`] = id));
  const rows = await queryKeptRows<Row>(db, statementFor(actor, query), values);
  const totals = rows[0]!;
  return {
    // Built field by field: an object rest (`{ count, ...row }`) took 5 % of the server's time
    // under load.
    items: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        numero: documentNumber(row),
        status: row.status,
        data: row.data,
        area_ha: row.area_ha,
        horas: row.horas,
        valor_cents: row.valor_cents,
        cliente: row.cliente,
        propriedade: row.propriedade,
        municipio: row.municipio,
        uf: row.uf,
        cultura: row.cultura,
        servico: row.servico,
        aeronave: row.aeronave,
        piloto: row.piloto,
      })),
    total: totals.count,
    totals: {
      area_ha: Math.round(totals.area * 100) / 100,
      horas: Math.round(totals.hours * 10) / 10,
    },
    pageSize: OPERATIONS_PAGE_SIZE,
  };
}
