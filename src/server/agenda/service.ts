import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AgendaQuery,
  ConflictQuery,
  MaintenanceInput,
} from '../../domain/agenda/contracts.ts';
import { bookingConflicts, conflictWarnings } from '../../domain/agenda/conflicts.ts';
import { isEditable } from '../../domain/operations/status.ts';
import { queryRows, type Db } from '../db/database.ts';
import { numberOf } from '../db/numbered.ts';
import {
  aircraft,
  aircraftMaintenance,
  clients,
  operations,
  pilots,
  properties,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { visibleFlights, type Actor } from '../tenancy/actor.ts';
import { documentDates } from '../registers/document-dates.ts';
import { assertSchedulable } from '../fleet/maintenance.ts';

/** Operations that hold an aircraft and a pilot: scheduled or in progress. */
const BOOKED = ['agendada', 'em_andamento'] as const;

/**
 * The agenda between two dates (DESIGN §5 'Agenda'): scheduled and running operations,
 * maintenance days and documents that expire, filtered by aircraft and pilot. A pilot sees the
 * flights of the pilot records linked to their user and their own documents.
 */
export async function agendaEvents(db: Db, actor: Actor, q: AgendaQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(operations.company_id, actor.companyId),
    between(operations.data, q.de, q.ate),
    inArray(operations.status, [...BOOKED]),
  ];
  if (q.aircraft_id) conditions.push(eq(operations.aircraft_id, q.aircraft_id));
  if (q.pilot_id) conditions.push(eq(operations.pilot_id, q.pilot_id));
  conditions.push(visibleFlights(actor, operations.pilot_id));

  const [flights, maintenance, documents] = await Promise.all([
    db
      .select({
        id: operations.id,
        numero: numberOf(operations),
        data: operations.data,
        status: operations.status,
        hora_inicio: operations.hora_inicio,
        area_ha: operations.area_ha,
        property_id: operations.property_id,
        aircraft_id: operations.aircraft_id,
        pilot_id: operations.pilot_id,
        cliente: clients.nome,
        propriedade: properties.nome,
        municipio: properties.municipio,
        uf: properties.uf,
        aeronave: aircraft.prefixo,
        piloto: pilots.nome,
      })
      .from(operations)
      .innerJoin(clients, eq(clients.id, operations.client_id))
      .innerJoin(properties, eq(properties.id, operations.property_id))
      .leftJoin(aircraft, eq(aircraft.id, operations.aircraft_id))
      .leftJoin(pilots, eq(pilots.id, operations.pilot_id))
      .where(and(...conditions))
      .orderBy(asc(operations.data), asc(operations.hora_inicio), asc(operations.sequencia))
      .limit(500),
    // Maintenance concerns aircraft: left out when only a pilot is asked for.
    q.pilot_id && !q.aircraft_id
      ? []
      : db
          .select({
            id: aircraftMaintenance.id,
            data: aircraftMaintenance.data,
            descricao: aircraftMaintenance.descricao,
            aircraft_id: aircraftMaintenance.aircraft_id,
            aeronave: aircraft.prefixo,
          })
          .from(aircraftMaintenance)
          .innerJoin(aircraft, eq(aircraft.id, aircraftMaintenance.aircraft_id))
          .where(
            and(
              eq(aircraftMaintenance.company_id, actor.companyId),
              between(aircraftMaintenance.data, q.de, q.ate),
              q.aircraft_id ? eq(aircraftMaintenance.aircraft_id, q.aircraft_id) : undefined,
            ),
          )
          .orderBy(asc(aircraftMaintenance.data)),
    queryRows<{
      register: 'aircraft' | 'pilots';
      id: string;
      name: string;
      document: string;
      expires: string;
    }>(
      db,
      sql`select register, id, name, document, to_char(expires, 'YYYY-MM-DD') as expires
        from (${documentDates({
          companyId: actor.companyId,
          aircraft: actor.role !== 'pilot',
          pilotUserId: actor.role === 'pilot' ? actor.userId : undefined,
          aircraftId: q.aircraft_id,
          pilotId: q.pilot_id,
        })}) docs
        where expires between ${q.de}::date and ${q.ate}::date
        order by expires, name`,
    ),
  ]);
  return {
    operacoes: flights.map((row) => ({ ...row, numero: documentNumber(row.numero) })),
    manutencoes: maintenance,
    documentos: documents.map(({ expires, ...row }) => ({ ...row, data: expires })),
  };
}

/** The warnings for booking an aircraft and a pilot on a day (the operation moved excepted). */
export async function conflictsFor(db: Db, companyId: string, q: ConflictQuery) {
  const resources: SQL[] = [];
  if (q.aircraft_id) resources.push(eq(operations.aircraft_id, q.aircraft_id));
  if (q.pilot_id) resources.push(eq(operations.pilot_id, q.pilot_id));
  if (resources.length === 0) return [];
  const [bookings, maintenance] = await Promise.all([
    db
      .select({
        id: operations.id,
        numero: numberOf(operations),
        data: operations.data,
        aircraft_id: operations.aircraft_id,
        pilot_id: operations.pilot_id,
      })
      .from(operations)
      .where(
        and(
          eq(operations.company_id, companyId),
          eq(operations.data, q.data),
          inArray(operations.status, [...BOOKED]),
          sql`(${sql.join(resources, sql` or `)})`,
        ),
      )
      .orderBy(asc(operations.ano), asc(operations.sequencia)),
    q.aircraft_id
      ? db
          .select({ id: aircraftMaintenance.id })
          .from(aircraftMaintenance)
          .where(
            and(
              eq(aircraftMaintenance.company_id, companyId),
              eq(aircraftMaintenance.aircraft_id, q.aircraft_id),
              eq(aircraftMaintenance.data, q.data),
            ),
          )
      : [],
  ]);
  const conflicts = bookingConflicts(
    { id: q.id, data: q.data, aircraft_id: q.aircraft_id ?? null, pilot_id: q.pilot_id ?? null },
    bookings.map((row) => ({ ...row, numero: documentNumber(row.numero) })),
  );
  return conflictWarnings(conflicts, maintenance.length > 0);
}

/**
 * Moves a scheduled or running operation to another day. It does not refuse a clash (an
 * aircraft flies several jobs a day): it answers the warnings for the new day.
 */
export async function moveOperation(db: Db, actor: Actor, id: string, data: string) {
  const current = await findOperation(db, actor, id);
  if (!isEditable(current.status)) throw new AppError('OPERATION_CLOSED');
  await assertSchedulable(db, actor.companyId, current.aircraft_id, data);
  const moved = await db
    .update(operations)
    .set({ data, updated_at: actor.now })
    .where(and(eq(operations.id, id), inArray(operations.status, [...BOOKED])))
    .returning({ id: operations.id });
  if (moved.length === 0) throw new AppError('OPERATION_CLOSED');
  return conflictsFor(db, actor.companyId, {
    data,
    id,
    aircraft_id: current.aircraft_id ?? undefined,
    pilot_id: current.pilot_id ?? undefined,
  });
}

export async function addMaintenance(db: Db, actor: Actor, input: MaintenanceInput) {
  const [plane] = await db
    .select({ id: aircraft.id })
    .from(aircraft)
    .where(and(eq(aircraft.id, input.aircraft_id), eq(aircraft.company_id, actor.companyId)));
  if (!plane) throw new AppError('VALIDATION_FAILED', { aircraft_id: 'Aeronave não encontrada.' });
  const [row] = await db
    .insert(aircraftMaintenance)
    .values({ ...input, company_id: actor.companyId, created_by: actor.userId })
    .returning();
  return row!;
}

export async function removeMaintenance(db: Db, actor: Actor, id: string) {
  const deleted = await db
    .delete(aircraftMaintenance)
    .where(and(eq(aircraftMaintenance.id, id), eq(aircraftMaintenance.company_id, actor.companyId)))
    .returning({ id: aircraftMaintenance.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
