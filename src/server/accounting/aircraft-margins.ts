import { sql } from 'drizzle-orm';
import {
  aircraftMargin,
  fleetMargin,
  insuranceShare,
  INSURANCE_MONTHS,
  type MarginInput,
} from '../../domain/accounting/margins.ts';
import { monthsBetween, type AircraftMargins } from '../../domain/accounting/report-contracts.ts';
import { allocatePilotPay } from '../../domain/accounting/pilot-pay.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';
import { depreciationByAircraft } from './depreciation.ts';
import { loadPilotPay } from './pilot-pay.ts';

type Row = {
  aircraft_id: string;
  prefixo: string;
  modelo: string;
  hectares: string | null;
  horas: string | null;
  receita: string | null;
  combustivel: string | null;
  produtos: string | null;
  manutencao: string | null;
  seguros: { total: number; competencia: string }[];
};

/**
 * The statement of the margins: per aircraft, its concluded operations of the period (hectares,
 * hours, revenue — the one revenue rule), the stock its operations of the period consumed at lot
 * cost net of estornos (fuel, products), its maintenance and parts payables by competência, the
 * maintenance recorded in /frota with its cost by its day (issue 40 item 4; decision 045), and
 * its insurance payables whose 12 months reach into the period. Aircraft archived before the
 * period and idle in it are left out (one archived in it still depreciates until then). The
 * pilots' pay and the depreciation are read apart (pilot-pay.ts, depreciation.ts).
 */
export const aircraftMarginsSql = (companyId: string, de: string, ate: string) => {
  const from = monthAt(de).from;
  const to = monthAt(ate).to;
  const insuredFrom = monthAt(de, 1 - INSURANCE_MONTHS).from;
  return sql`with ops as (
      select o.aircraft_id, sum(o.area_ha) as hectares, sum(o.horas_voo) as horas,
        sum(o.valor_cents) as receita
      from operations o
      where o.company_id = ${companyId} and o.status = 'concluida'
        and o.data >= ${from}::date and o.data < ${to}::date
      group by o.aircraft_id
    ), consumption as (
      select o.aircraft_id,
        -sum(m.valor_cents) filter (where m.combustivel is not null) as combustivel,
        -sum(m.valor_cents) filter (where m.product_id is not null) as produtos
      from operations o join stock_movements m on m.operation_id = o.id
      where o.company_id = ${companyId} and o.data >= ${from}::date and o.data < ${to}::date
        and m.kind in ('consumo', 'estorno')
      group by o.aircraft_id
    ), payables as (
      select t.aircraft_id,
        sum(t.total_cents) filter (where c.chave <> 'seguro' and t.competencia >= ${from}::date)
          as manutencao,
        coalesce(json_agg(json_build_object('total', t.total_cents, 'competencia', t.competencia))
          filter (where c.chave = 'seguro'), '[]') as seguros
      from finance_titles t join finance_categories c on c.id = t.category_id
      where t.company_id = ${companyId} and t.lado = 'pagar' and t.cancelado_at is null
        and t.aircraft_id is not null and c.chave in ('manutencao', 'pecas', 'seguro')
        and t.competencia >= ${insuredFrom}::date and t.competencia < ${to}::date
      group by t.aircraft_id
    ), performed as (
      select r.aircraft_id, sum(r.custo_cents) as manutencao
      from maintenance_records r
      where r.company_id = ${companyId} and r.data >= ${from}::date and r.data < ${to}::date
      group by r.aircraft_id
    )
    select a.id as aircraft_id, a.prefixo, a.modelo, ops.hectares, ops.horas, ops.receita,
      consumption.combustivel, consumption.produtos,
      coalesce(payables.manutencao, 0) + coalesce(performed.manutencao, 0) as manutencao,
      coalesce(payables.seguros, '[]') as seguros
    from aircraft a
      left join ops on ops.aircraft_id = a.id
      left join consumption on consumption.aircraft_id = a.id
      left join payables on payables.aircraft_id = a.id
      left join performed on performed.aircraft_id = a.id
    where a.company_id = ${companyId} and (a.archived_at is null
      or (a.archived_at at time zone 'America/Sao_Paulo')::date >= ${from}::date
      or ops.aircraft_id is not null
      or consumption.aircraft_id is not null or payables.aircraft_id is not null
      or performed.aircraft_id is not null)
    order by a.prefixo`;
};

/**
 * Each aircraft's margin over the months `de`..`ate` with its share of the pilots' pay, the
 * pilots' months of pay no flight took, and the fleet's margin (which carries them).
 */
export async function loadAircraftMargins(
  db: Db,
  companyId: string,
  range: { de: string; ate: string },
): Promise<AircraftMargins> {
  const rows = await queryPreparedRows<Row>(db, aircraftMarginsSql(companyId, range.de, range.ate));
  const { pay, flights } = await loadPilotPay(
    db,
    companyId,
    monthAt(range.de).from,
    monthAt(range.ate).to,
  );
  const pilots = allocatePilotPay(pay, flights);
  const depreciation = await depreciationOver(db, range);
  const inputs = rows.map((row) => {
    const input: MarginInput = {
      hectares: Number(row.hectares ?? 0),
      horas_voo: Number(row.horas ?? 0),
      receita_cents: Number(row.receita ?? 0),
      combustivel_cents: Number(row.combustivel ?? 0),
      produtos_cents: Number(row.produtos ?? 0),
      manutencao_cents: Number(row.manutencao ?? 0),
      seguro_cents: row.seguros.reduce(
        (sum, policy) =>
          sum + insuranceShare(policy.total, policy.competencia, range.de, range.ate),
        0,
      ),
      pilotos_cents: pilots.porAeronave.get(row.aircraft_id) ?? 0,
      depreciacao_cents: depreciation.get(row.aircraft_id) ?? 0,
    };
    return { row, input };
  });
  return {
    ...range,
    aeronaves: inputs.map(({ row, input }) => ({
      aircraft_id: row.aircraft_id,
      prefixo: row.prefixo,
      modelo: row.modelo,
      ...aircraftMargin(input),
    })),
    pilotos_sem_voo: pilots.nao_alocado,
    total: fleetMargin(
      inputs.map(({ input }) => input),
      pilots.nao_alocado.reduce((sum, month) => sum + month.custo_cents, 0),
    ),
  };
}

/** Each aircraft's depreciation summed over the months `de`..`ate`, month by month. */
async function depreciationOver(db: Db, range: { de: string; ate: string }) {
  const total = new Map<string, number>();
  for (let month = 0; month < monthsBetween(range.de, range.ate); month++) {
    for (const { aircraft_id, depreciacao_cents } of await depreciationByAircraft(
      db,
      monthAt(range.de, month).key,
    ))
      total.set(aircraft_id, (total.get(aircraft_id) ?? 0) + depreciacao_cents);
  }
  return total;
}
