import { and, desc, eq } from 'drizzle-orm';
import type {
  MaintenanceAlert,
  MaintenanceItemInput,
  MaintenanceRecordInput,
  MaintenanceResponse,
  OverrideInput,
} from '../../domain/fleet/contracts.ts';
import { dueText } from '../../domain/fleet/maintenance-due.ts';
import { MAINTENANCE_HISTORY_SIZE } from '../../domain/fleet/values.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Db } from '../db/database.ts';
import {
  maintenanceItems,
  maintenanceOverrides,
  maintenanceRecords,
  users,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { itemsDue } from './usage.ts';

/** An aircraft's maintenance: its usage, each item with when it falls due, what was done. */
export async function aircraftMaintenance(
  db: Db,
  actor: Actor,
  aircraftId: string,
): Promise<MaintenanceResponse> {
  const [[plane], records, overrides] = await Promise.all([
    itemsDue(db, actor.companyId, todayInSaoPaulo(actor.now), aircraftId),
    db
      .select({
        id: maintenanceRecords.id,
        item: maintenanceItems.nome,
        data: maintenanceRecords.data,
        horas: maintenanceRecords.horas,
        descricao: maintenanceRecords.descricao,
        custo_cents: maintenanceRecords.custo_cents,
        por: users.name,
      })
      .from(maintenanceRecords)
      .leftJoin(maintenanceItems, eq(maintenanceItems.id, maintenanceRecords.item_id))
      .leftJoin(users, eq(users.id, maintenanceRecords.created_by))
      .where(eq(maintenanceRecords.aircraft_id, aircraftId))
      .orderBy(desc(maintenanceRecords.data), desc(maintenanceRecords.created_at))
      .limit(MAINTENANCE_HISTORY_SIZE),
    db
      .select({
        id: maintenanceOverrides.id,
        data: maintenanceOverrides.data,
        motivo: maintenanceOverrides.motivo,
        por: users.name,
        em: maintenanceOverrides.created_at,
      })
      .from(maintenanceOverrides)
      .leftJoin(users, eq(users.id, maintenanceOverrides.created_by))
      .where(eq(maintenanceOverrides.aircraft_id, aircraftId))
      .orderBy(desc(maintenanceOverrides.created_at))
      .limit(MAINTENANCE_HISTORY_SIZE),
  ]);
  // An archived aircraft is not followed: nothing falls due on it.
  if (!plane) throw new AppError('NOT_FOUND');
  return {
    uso: plane.usage,
    situacao: plane.situacao,
    itens: plane.items.map(({ item, due }) => ({
      id: item.id,
      tipo: item.tipo,
      nome: item.nome,
      intervalo_horas: item.intervalo_horas,
      intervalo_meses: item.intervalo_meses,
      intervalo_ciclos: item.intervalo_ciclos,
      ultima_horas: item.ultima_horas,
      ultima_data: item.ultima_data,
      ultima_ciclos: item.ultima_ciclos,
      alerta_horas: item.alerta_horas,
      alerta_dias: item.alerta_dias,
      alerta_ciclos: item.alerta_ciclos,
      ...due,
    })),
    realizadas: records,
    liberacoes: overrides,
  };
}

export async function addMaintenanceItem(
  db: Db,
  actor: Actor,
  aircraftId: string,
  input: MaintenanceItemInput,
) {
  const [row] = await db
    .insert(maintenanceItems)
    .values({ ...input, company_id: actor.companyId, aircraft_id: aircraftId })
    .returning({ id: maintenanceItems.id });
  return row!;
}

/**
 * Maintenance performed, with its cost: when it is an item's, the item starts again from it
 * (its date, and its hours and cycles, or the aircraft's now when not given).
 */
export async function recordMaintenance(
  db: Db,
  actor: Actor,
  aircraftId: string,
  input: MaintenanceRecordInput,
) {
  return db.transaction(async (tx) => {
    if (input.item_id) {
      const item = await foundRow(tx, maintenanceItems, input.item_id).catch(() => null);
      if (!item || item.aircraft_id !== aircraftId)
        throw new AppError('VALIDATION_FAILED', { item_id: 'Item de manutenção não encontrado.' });
      const [plane] = await itemsDue(tx, actor.companyId, input.data, aircraftId);
      await tx
        .update(maintenanceItems)
        .set({
          ultima_data: input.data,
          ultima_horas: input.horas ?? plane?.usage.horas ?? null,
          ultima_ciclos: input.ciclos ?? plane?.usage.ciclos ?? null,
          updated_at: actor.now,
        })
        .where(eq(maintenanceItems.id, item.id));
    }
    const [row] = await tx
      .insert(maintenanceRecords)
      .values({
        ...input,
        company_id: actor.companyId,
        aircraft_id: aircraftId,
        created_by: actor.userId,
      })
      .returning({ id: maintenanceRecords.id });
    return row!;
  });
}

/** Releases a past-due aircraft to fly on a day, with who, when and why. */
export async function addOverride(db: Db, actor: Actor, aircraftId: string, input: OverrideInput) {
  const [row] = await db
    .insert(maintenanceOverrides)
    .values({
      ...input,
      company_id: actor.companyId,
      aircraft_id: aircraftId,
      created_by: actor.userId,
      created_at: actor.now,
    })
    .returning({ id: maintenanceOverrides.id });
  return row!;
}

/**
 * Refuses to book an aircraft past due on `data` (an operation scheduled, edited or moved) unless
 * the office released it for that day with a reason. The calendar items are read on the flight's
 * day, the hours and cycles as they stand now.
 */
export async function assertSchedulable(
  db: Db,
  companyId: string,
  aircraftId: string | null,
  data: string,
) {
  if (!aircraftId) return;
  const [plane] = await itemsDue(db, companyId, data, aircraftId);
  const past = plane?.items.filter(({ due }) => due.situacao === 'vencida') ?? [];
  if (past.length === 0) return;
  const [released] = await db
    .select({ id: maintenanceOverrides.id })
    .from(maintenanceOverrides)
    .where(
      and(eq(maintenanceOverrides.aircraft_id, aircraftId), eq(maintenanceOverrides.data, data)),
    )
    .limit(1);
  if (released) return;
  throw new AppError(
    'AIRCRAFT_MAINTENANCE_DUE',
    { aircraft_id: 'Aeronave com manutenção vencida.' },
    `A aeronave ${plane!.prefixo} tem manutenção vencida (${past
      .map(({ item, due }) => dueText(item.nome, due))
      .join('; ')}). Registre a liberação com o motivo em Frota para agendá-la neste dia.`,
  );
}

/** The dashboard's maintenance alerts: every item in warning or past due, past due first. */
export async function maintenanceAlerts(
  db: Db,
  companyId: string,
  today: string,
): Promise<MaintenanceAlert[]> {
  const fleet = await itemsDue(db, companyId, today);
  return fleet
    .flatMap((plane) =>
      plane.items
        .filter(({ due }) => due.situacao !== 'em_dia')
        .map(({ item, due }) => ({
          aircraft_id: plane.id,
          prefixo: plane.prefixo,
          situacao: due.situacao,
          texto: dueText(item.nome, due),
        })),
    )
    .sort((a, b) => (a.situacao === b.situacao ? 0 : a.situacao === 'vencida' ? -1 : 1));
}
