import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { monthlyDepreciationCents } from '../../domain/accounting/depreciation.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import type { Db } from '../db/database.ts';
import { aircraft } from '../db/schema/index.ts';

/** An aircraft's depreciation in a month, in centavos. */
export type AircraftDepreciation = {
  aircraft_id: string;
  prefixo: string;
  depreciacao_cents: number;
};

/**
 * The company's aircraft that depreciate (a cost and a date in the register) and are in the
 * fleet on `from` (not archived before it: an aircraft archived was sold or retired), in
 * prefixo order. Run in the company's scope (`request.tenant`).
 */
export function depreciableAircraft(db: Db, from: string) {
  return db
    .select({
      aircraft_id: aircraft.id,
      prefixo: aircraft.prefixo,
      custo_aquisicao_cents: aircraft.custo_aquisicao_cents,
      data_aquisicao: aircraft.data_aquisicao,
      valor_residual_cents: aircraft.valor_residual_cents,
      vida_util_meses: aircraft.vida_util_meses,
    })
    .from(aircraft)
    .where(
      and(
        isNotNull(aircraft.custo_aquisicao_cents),
        isNotNull(aircraft.data_aquisicao),
        sql`(${aircraft.archived_at} is null
          or (${aircraft.archived_at} at time zone 'America/Sao_Paulo')::date >= ${from}::date)`,
      ),
    )
    .orderBy(asc(aircraft.prefixo));
}

/**
 * Each aircraft's depreciation in `month` ('YYYY-MM'), by `monthlyDepreciationCents`: those
 * with nothing to depreciate in it are left out.
 */
export async function depreciationByAircraft(
  db: Db,
  month: string,
): Promise<AircraftDepreciation[]> {
  const { from, key } = monthAt(month);
  return (await depreciableAircraft(db, from)).flatMap(({ aircraft_id, prefixo, ...asset }) => {
    const depreciacao_cents = monthlyDepreciationCents(asset, key);
    return depreciacao_cents > 0 ? [{ aircraft_id, prefixo, depreciacao_cents }] : [];
  });
}
