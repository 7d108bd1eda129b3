import { and, asc, eq, sql } from 'drizzle-orm';
import type { AircraftKind } from '../../domain/registers/values.ts';
import {
  maintenanceDue,
  worstState,
  type AircraftUsage,
} from '../../domain/fleet/maintenance-due.ts';
import { queryRows, type Db } from '../db/database.ts';
import { maintenanceItems } from '../db/schema/index.ts';

export type AircraftInUse = {
  id: string;
  prefixo: string;
  modelo: string;
  tipo: AircraftKind;
  usage: AircraftUsage;
};

/**
 * What each aircraft of the company has run (issue 40 item 4): an avião's hours are its horímetro
 * (the register's, which concluding an operation advances, or the logbook's last reading if
 * higher); a drone's are its flight time, its concluded operations' and the logbook's other
 * flights', and its battery cycles the sum of both. A flight corrected in the logbook counts
 * through its correction only (decision 045). `aircraftId` narrows it to one aircraft.
 */
export async function aircraftUsage(
  db: Db,
  companyId: string,
  aircraftId?: string,
): Promise<AircraftInUse[]> {
  const rows = await queryRows<{
    id: string;
    prefixo: string;
    modelo: string;
    tipo: AircraftKind;
    horas: string;
    ciclos: string;
  }>(
    db,
    sql`select a.id, a.prefixo, a.modelo, a.tipo,
        case when a.tipo = 'drone' then
          coalesce(ops.horas, 0) + coalesce(round(entries.minutos / 60.0, 1), 0)
        else greatest(coalesce(a.horimetro_atual, 0), coalesce(entries.horimetro, 0)) end as horas,
        coalesce(ops.ciclos, 0) + coalesce(entries.ciclos, 0) as ciclos
      from aircraft a
        left join lateral (
          select sum(o.horas_voo) as horas, sum(o.ciclos_bateria) as ciclos from operations o
          where o.aircraft_id = a.id and o.status = 'concluida'
            and not exists (select 1 from logbook_entries c
              where c.aircraft_id = a.id and c.corrige = 'op:' || o.id)
        ) ops on true
        left join lateral (
          select max(e.horimetro_fim) as horimetro, sum(e.tempo_voo_min) as minutos,
            sum(e.ciclos_bateria) as ciclos
          from logbook_entries e where e.aircraft_id = a.id
            and not exists (select 1 from logbook_entries c
              where c.aircraft_id = a.id and c.corrige = 'lc:' || e.id)
        ) entries on true
      where a.company_id = ${companyId} and a.archived_at is null
        ${aircraftId ? sql`and a.id = ${aircraftId}` : sql``}
      order by a.prefixo`,
  );
  return rows.map(({ horas, ciclos, ...row }) => ({
    ...row,
    usage: { horas: Number(horas), ciclos: Number(ciclos) },
  }));
}

/** The maintenance items of the company (or of one aircraft), each with when it falls due. */
export async function itemsDue(db: Db, companyId: string, today: string, aircraftId?: string) {
  const [aircraft, items] = await Promise.all([
    aircraftUsage(db, companyId, aircraftId),
    db
      .select()
      .from(maintenanceItems)
      .where(
        and(
          eq(maintenanceItems.company_id, companyId),
          aircraftId ? eq(maintenanceItems.aircraft_id, aircraftId) : undefined,
        ),
      )
      .orderBy(asc(maintenanceItems.nome)),
  ]);
  return aircraft.map((plane) => {
    const own = items
      .filter((item) => item.aircraft_id === plane.id)
      .map((item) => ({ item, due: maintenanceDue(item, plane.usage, today) }));
    return { ...plane, items: own, situacao: worstState(own.map(({ due }) => due.situacao)) };
  });
}
