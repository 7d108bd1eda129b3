import { addDays } from 'date-fns/addDays';
import { formatISO } from 'date-fns/formatISO';
import { asc, eq } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { aircraft, stockContainerObligations } from '../db/schema/index.ts';
import { createContainerReturn } from '../stock/containers.ts';
import { createEntry } from '../stock/entries.ts';
import { takeFefo, type Author } from '../stock/lots.ts';
import { saveAircraftFuel } from '../stock/settings.ts';

/**
 * What the demo fleet burns: the AT-502B's turboprop Jet A-1, the Ipanema's etanol hidratado —
 * litres per flight hour and what a litre cost the company.
 */
const FLEET: Record<string, { combustivel: Fuel; consumo_l_h: number; cents: number }> = {
  'PR-DMO': { combustivel: 'jet_a1', consumo_l_h: 220, cents: 790 },
  'PT-DEM': { combustivel: 'etanol', consumo_l_h: 62, cents: 460 },
};

type Flight = {
  id: string;
  aircraft_id?: string | null;
  status?: string | null;
  concluded_at?: Date | null;
  horimetro_inicio?: number | null;
  horimetro_fim?: number | null;
};

/**
 * The demo season's fuel and its first container return: each aircraft's fuel and consumption,
 * one fuel NF (a tenth more than the season burns), the fuel each concluded flight took by its
 * horímetro, and half of the product containers taken back to the receiving unit — so the
 * stock page shows fuel lots, cost per flight hour, a return and what is still owed.
 */
export async function fuelDemoSeason(tx: Db, owner: Author, flights: Flight[], date: Date) {
  const fleet = await tx
    .select({ id: aircraft.id, prefixo: aircraft.prefixo })
    .from(aircraft)
    .where(eq(aircraft.company_id, owner.companyId));
  const fuelOf = new Map(
    fleet.flatMap((plane) => (FLEET[plane.prefixo] ? [[plane.id, FLEET[plane.prefixo]!]] : [])),
  );
  for (const [id, { combustivel, consumo_l_h }] of fuelOf)
    await saveAircraftFuel(tx, owner.companyId, id, { combustivel, consumo_l_h });

  const burns = flights.flatMap((flight) => {
    const fuel = flight.aircraft_id ? fuelOf.get(flight.aircraft_id) : undefined;
    const hours = (flight.horimetro_fim ?? 0) - (flight.horimetro_inicio ?? 0);
    if (!fuel || flight.status !== 'concluida' || hours <= 0) return [];
    const litros = Math.round(fuel.consumo_l_h * hours * 10) / 10;
    return [{ id: flight.id, fuel, litros, at: flight.concluded_at ?? owner.now }];
  });
  const need = new Map<Fuel, { litros: number; cents: number }>();
  for (const { fuel, litros } of burns) {
    const sum = need.get(fuel.combustivel) ?? { litros: 0, cents: fuel.cents };
    need.set(fuel.combustivel, { ...sum, litros: sum.litros + litros });
  }
  const day = (offset: number) => formatISO(addDays(date, offset), { representation: 'date' });
  if (need.size > 0)
    await createEntry(tx, owner, {
      fornecedor: { nome: 'Aviação Combustíveis do Cerrado Ltda.', cnpj: '44556677000186' },
      nf_numero: '9120',
      nf_serie: '1',
      vencimentos: [],
      nf_data: day(-2),
      chave_acesso: null,
      local_devolucao: null,
      linhas: [...need].map(([combustivel, { litros, cents }], index) => ({
        product_id: null,
        combustivel,
        codigo_fornecedor: null,
        lote: `TQ-${day(-2).slice(0, 4)}-${index + 1}`,
        quantidade: Math.ceil((litros * 1.1) / 1000) * 1000,
        unidade: 'L',
        custo_unitario_cents: cents,
        fabricacao: day(-30),
        validade: day(335),
        embalagem: null,
      })),
    });
  for (const burn of burns)
    await takeFefo(
      tx,
      { ...owner, now: burn.at },
      { combustivel: burn.fuel.combustivel },
      burn.litros,
      burn.id,
    );

  const owed = await tx
    .select({ id: stockContainerObligations.id, quantidade: stockContainerObligations.quantidade })
    .from(stockContainerObligations)
    .where(eq(stockContainerObligations.company_id, owner.companyId))
    .orderBy(asc(stockContainerObligations.devolver_ate));
  const itens = owed
    .map((row) => ({ obligation_id: row.id, quantidade: Math.floor(row.quantidade / 2) }))
    .filter((item) => item.quantidade > 0);
  // The return is recorded on its day, 60 days into the season, dated by São Paulo's calendar
  // as the rule reads it (a return is never dated after the moment it is recorded; late in the
  // evening the UTC date is already the next day's).
  const returned = addDays(date, 60);
  const returnDay = todayInSaoPaulo(returned);
  if (itens.length > 0)
    await createContainerReturn(
      tx,
      { ...owner, now: returned },
      {
        data: returnDay,
        unidade_recebimento: 'Central de recebimento inpEV de Sorriso-MT',
        numero_comprovante: `INPEV-${returnDay.replaceAll('-', '')}`,
        triplice_lavagem: true,
        itens,
      },
    );
}
