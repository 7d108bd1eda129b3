import { dueText } from '../../domain/fleet/maintenance-due.ts';
import { FLEET_PAGE_SIZE } from '../../domain/fleet/values.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../tenancy/actor.ts';
import { itemsDue } from './usage.ts';

/**
 * A page of the fleet of /frota: each active aircraft with its kind, hours, the worst state of
 * its maintenance and what is in warning or past due. A fleet is a few dozen aircraft at most,
 * so the page is cut from the whole list.
 */
export async function fleetPage(db: Db, actor: Actor, pagina: number) {
  const fleet = await itemsDue(db, actor.companyId, todayInSaoPaulo(actor.now));
  const start = (pagina - 1) * FLEET_PAGE_SIZE;
  return {
    items: fleet.slice(start, start + FLEET_PAGE_SIZE).map((plane) => ({
      id: plane.id,
      prefixo: plane.prefixo,
      modelo: plane.modelo,
      tipo: plane.tipo,
      horas: plane.usage.horas,
      situacao: plane.situacao,
      alertas: plane.items
        .filter(({ due }) => due.situacao !== 'em_dia')
        .map(({ item, due }) => dueText(item.nome, due)),
    })),
    total: fleet.length,
    pageSize: FLEET_PAGE_SIZE,
  };
}
