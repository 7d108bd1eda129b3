import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FuelExitInput, PeriodQuery } from '../../domain/stock/contracts.ts';
import { roundQuantity } from '../../domain/stock/units.ts';
import { FUEL_LABELS } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { aircraft, operations, stockAircraftFuel, stockMovements } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import type { Actor } from '../tenancy/actor.ts';
import { stockShort } from './adjustments.ts';
import { takeFefo } from './lots.ts';
import { movementsWhere } from './movements.ts';

/** The litres a flight took: as given, or the aircraft's consumption per hour × flight hours. */
async function litresOf(db: Db, input: FuelExitInput, flight: typeof operations.$inferSelect) {
  if (input.litros !== null) return input.litros;
  const [settings] = flight.aircraft_id
    ? await db
        .select()
        .from(stockAircraftFuel)
        .where(eq(stockAircraftFuel.aircraft_id, flight.aircraft_id))
    : [];
  if (!settings || flight.horas_voo === null || flight.horas_voo <= 0)
    throw new AppError('VALIDATION_FAILED', {
      litros: 'Informe os litros: a aeronave não tem consumo por hora ou o voo não tem horímetro.',
    });
  return roundQuantity(settings.consumo_l_h * flight.horas_voo);
}

/**
 * Fuel taken on a flight, first-expiring lot first; a pilot records it only on the flights they
 * fly (403 otherwise). Unlike a conclusion, a fuel record is refused (409) when the stock is
 * short: nothing else depends on it, and it can be recorded once the NF is in.
 */
export async function recordFuelExit(db: Db, actor: Actor, input: FuelExitInput) {
  const flight = await findOperation(db, actor, input.operation_id).catch((error: AppError) => {
    if (error.code === 'NOT_FOUND')
      throw new AppError('VALIDATION_FAILED', { operation_id: 'Operação não encontrada.' });
    throw error;
  });
  const litros = await litresOf(db, input, flight);
  return db.transaction(async (tx) => {
    const item = { combustivel: input.combustivel };
    // A fuel lot with a validade is not taken after it (most have none: always valid).
    const taken = await takeFefo(tx, actor, item, litros, flight.id, flight.data);
    if (taken.missing > 0)
      throw stockShort(
        FUEL_LABELS[input.combustivel],
        taken.missing,
        taken.available,
        'L',
        taken.expired,
      );
    const ids = taken.movements.map((movement) => movement.id);
    const movimentos = await movementsWhere(tx, inArray(stockMovements.id, ids));
    return {
      operation_id: flight.id,
      combustivel: input.combustivel,
      litros,
      valor_cents: -taken.movements.reduce((sum, m) => sum + (m.valor_cents ?? 0), 0),
      movimentos,
    };
  });
}

/**
 * Fuel cost per flight hour of each aircraft over a period (by the flights' dates): the fuel
 * its flights took, at its lots' cost, over those flights' hours. Accounting reads it.
 */
export async function fuelCostPerFlightHour(db: Db, period: PeriodQuery) {
  const rows = await db
    .select({
      aircraft_id: aircraft.id,
      prefixo: aircraft.prefixo,
      litros: sql<string>`-sum(${stockMovements.quantity})`,
      valor_cents: sql<string>`-sum(${stockMovements.valor_cents})`,
      horas_voo: sql<string>`(select coalesce(sum(o2.horas_voo), 0) from ${operations} o2
        where o2.aircraft_id = ${aircraft.id} and o2.data between ${period.de} and ${period.ate}
        and exists (select 1 from ${stockMovements} m2 where m2.operation_id = o2.id
          and m2.combustivel is not null and m2.kind = 'consumo' and m2.reversed_by is null))`,
    })
    .from(stockMovements)
    .innerJoin(operations, eq(operations.id, stockMovements.operation_id))
    .innerJoin(aircraft, eq(aircraft.id, operations.aircraft_id))
    .where(
      and(
        sql`${stockMovements.combustivel} is not null`,
        eq(stockMovements.kind, 'consumo'),
        isNull(stockMovements.reversed_by),
        gte(operations.data, period.de),
        lte(operations.data, period.ate),
      ),
    )
    .groupBy(aircraft.id, aircraft.prefixo)
    .orderBy(aircraft.prefixo);
  return rows.map((row) => {
    const hours = Number(row.horas_voo);
    const value = Number(row.valor_cents);
    return {
      aircraft_id: row.aircraft_id,
      prefixo: row.prefixo,
      litros: roundQuantity(Number(row.litros)),
      valor_cents: value,
      horas_voo: Math.round(hours * 10) / 10,
      custo_hora_cents: hours > 0 ? Math.round(value / hours) : null,
    };
  });
}
