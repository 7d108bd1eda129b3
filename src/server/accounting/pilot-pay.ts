import { sql } from 'drizzle-orm';
import { pilotCost, type PilotFlights, type PilotPay } from '../../domain/accounting/pilot-pay.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';

type PayRow = {
  employee_id: string;
  nome: string;
  mes: string;
  proventos: string;
  faltas: string;
  fgts: string;
};
type FlightRow = { employee_id: string; mes: string; aircraft_id: string; horas: string | null };

/** A pilot: an agricultural pilot by role, or an employee linked to a pilot of the registers. */
const isPilot = sql`(e.cargo = 'piloto_agricola' or e.pilot_id is not null)`;

/**
 * The pilots' pay of the months from `from` to before `to` (first days): per employee and
 * competência, the closed runs' (the month's, the 13º's installments, férias) proventos, absences
 * and FGTS, summed.
 */
const paySql = (companyId: string, from: string, to: string) => sql`
  select e.id as employee_id, e.nome, to_char(r.competencia, 'YYYY-MM') as mes,
    sum(i.proventos_cents) as proventos,
    sum(coalesce((i.resultado ->> 'descontoFaltas')::bigint, 0)) as faltas,
    sum(i.fgts_cents) as fgts
  from payroll_items i
    join payroll_runs r on r.id = i.run_id
    join employees e on e.id = i.employee_id
  where i.company_id = ${companyId} and r.status = 'fechada' and ${isPilot}
    and r.competencia >= ${from}::date and r.competencia < ${to}::date
  group by e.id, e.nome, r.competencia
  order by r.competencia, e.nome`;

/** The hours each pilot employee flew each aircraft, per month, in concluded operations. */
const flightsSql = (companyId: string, from: string, to: string) => sql`
  select e.id as employee_id, to_char(o.data, 'YYYY-MM') as mes, o.aircraft_id,
    sum(o.horas_voo) as horas
  from operations o join employees e on e.pilot_id = o.pilot_id
  where o.company_id = ${companyId} and o.status = 'concluida' and o.aircraft_id is not null
    and o.data >= ${from}::date and o.data < ${to}::date
  group by e.id, to_char(o.data, 'YYYY-MM'), o.aircraft_id`;

/** What `allocatePilotPay` weighs: the pilots' months of pay and their flights, in a period. */
export async function loadPilotPay(db: Db, companyId: string, from: string, to: string) {
  const payRows = await queryPreparedRows<PayRow>(db, paySql(companyId, from, to));
  const flightRows = await queryPreparedRows<FlightRow>(db, flightsSql(companyId, from, to));
  const pay: PilotPay[] = payRows.map((row) => ({
    employee_id: row.employee_id,
    nome: row.nome,
    mes: row.mes,
    custo_cents: pilotCost({
      proventos: Number(row.proventos),
      faltas: Number(row.faltas),
      fgts: Number(row.fgts),
    }),
  }));
  const flights: PilotFlights[] = flightRows.map((row) => ({
    employee_id: row.employee_id,
    mes: row.mes,
    aircraft_id: row.aircraft_id,
    horas: Number(row.horas ?? 0),
  }));
  return { pay, flights };
}
