import { and, desc, eq, lt } from 'drizzle-orm';
import { addMonths, todayInSaoPaulo } from '../../domain/dates.ts';
import type { MaintenanceKind } from '../../domain/fleet/values.ts';
import type { Db } from '../db/database.ts';
import {
  logbookEntries,
  maintenanceItems,
  maintenanceRecords,
  operations,
} from '../db/schema/index.ts';
import { signDay } from '../fleet/logbook.ts';
import { aircraftUsage } from '../fleet/usage.ts';

type Item = {
  tipo: MaintenanceKind;
  nome: string;
  intervalo_horas?: number;
  intervalo_meses?: number;
  intervalo_ciclos?: number;
  /** Hours (or cycles) used since it was last done. */
  usado: number;
};

/** An avião's items: the 100 h inspection 8 h from due (on the dashboard), the others later. */
const PLANE_ITEMS: Item[] = [
  { tipo: 'inspecao_50h', nome: 'Inspeção de 50 h', intervalo_horas: 50, usado: 20 },
  { tipo: 'inspecao_100h', nome: 'Inspeção de 100 h', intervalo_horas: 100, usado: 92 },
  { tipo: 'anual_iam', nome: 'Inspeção anual (IAM)', intervalo_meses: 12, usado: 0 },
  { tipo: 'tbo_motor', nome: 'TBO do motor', intervalo_horas: 1800, usado: 1200 },
];
/** A drone's: its motors' hours and its batteries' cycles. */
const DRONE_ITEMS: Item[] = [
  { tipo: 'motores_drone', nome: 'Revisão dos motores', intervalo_horas: 300, usado: 0 },
  { tipo: 'ciclos_bateria', nome: 'Troca das baterias', intervalo_ciclos: 400, usado: 0 },
];

/**
 * The demo fleet's maintenance and logbook (issue 40 items 3-4): each aircraft's items (an avião's
 * 100 h inspection in warning, the IAM done 11 months ago), the 50 h inspection done with its cost,
 * a ferry flight written by hand, and the first aircraft's last three days of flights signed.
 */
export async function seedDemoFleet(
  tx: Db,
  owner: { companyId: string; userId: string },
  now: Date,
) {
  const today = todayInSaoPaulo(now);
  const fleet = await aircraftUsage(tx, owner.companyId);
  for (const plane of fleet) {
    const drone = plane.tipo === 'drone';
    const items = await tx
      .insert(maintenanceItems)
      .values(
        (drone ? DRONE_ITEMS : PLANE_ITEMS).map(({ usado, ...item }) => ({
          ...item,
          company_id: owner.companyId,
          aircraft_id: plane.id,
          ultima_horas: item.intervalo_horas ? Math.max(0, plane.usage.horas - usado) : null,
          ultima_ciclos: item.intervalo_ciclos ? plane.usage.ciclos : null,
          ultima_data: addMonths(today, -11),
        })),
      )
      .returning();
    const fifty = items.find((item) => item.tipo === 'inspecao_50h');
    if (fifty)
      await tx.insert(maintenanceRecords).values({
        company_id: owner.companyId,
        aircraft_id: plane.id,
        item_id: fifty.id,
        data: addMonths(today, -1),
        horas: fifty.ultima_horas,
        descricao: 'Inspeção de 50 h: troca de óleo e filtros',
        custo_cents: 280_000,
        created_by: owner.userId,
      });
  }
  const first = fleet.find((plane) => plane.tipo !== 'drone');
  if (!first) return;
  const days = await tx
    .selectDistinct({ data: operations.data, pilot_id: operations.pilot_id })
    .from(operations)
    .where(
      and(
        eq(operations.aircraft_id, first.id),
        eq(operations.status, 'concluida'),
        lt(operations.data, today),
      ),
    )
    .orderBy(desc(operations.data))
    .limit(3);
  const [latest] = days;
  if (latest?.pilot_id)
    await tx.insert(logbookEntries).values({
      company_id: owner.companyId,
      aircraft_id: first.id,
      data: today,
      tipo: 'traslado',
      pilot_id: latest.pilot_id,
      hora_decolagem: '17:10',
      hora_pouso: '17:40',
      pousos: 1,
      ocorrencias: 'Traslado de volta à base',
      created_by: owner.userId,
    });
  const signed = new Set<string>();
  for (const day of days) {
    if (!day.pilot_id || signed.has(day.data)) continue;
    signed.add(day.data);
    await signDay(tx, { ...owner, pilotIds: [day.pilot_id], now }, first.id, day.data);
  }
}
