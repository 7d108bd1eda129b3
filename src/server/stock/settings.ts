import type {
  AircraftFuelInput,
  FuelSettingsInput,
  ProductSettingsInput,
} from '../../domain/stock/contracts.ts';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { aircraft, stockAircraftFuel, stockSettings } from '../db/schema/index.ts';

/** A product's minimum and usual package (one row per product, replaced). */
export async function saveProductSettings(
  db: Db,
  companyId: string,
  productId: string,
  input: ProductSettingsInput,
) {
  await db
    .insert(stockSettings)
    .values({ company_id: companyId, product_id: productId, ...input })
    .onConflictDoUpdate({
      target: [stockSettings.company_id, stockSettings.product_id],
      set: input,
    });
  return { product_id: productId, ...input };
}

/** A fuel's minimum in litres. */
export async function saveFuelSettings(db: Db, companyId: string, input: FuelSettingsInput) {
  const { combustivel } = input;
  await db
    .insert(stockSettings)
    .values({ company_id: companyId, combustivel, minimo: input.minimo })
    .onConflictDoUpdate({
      target: [stockSettings.company_id, stockSettings.combustivel],
      set: { minimo: input.minimo },
    });
  return { combustivel, minimo: input.minimo };
}

/** An aircraft's fuel and consumption per flight hour. */
export async function saveAircraftFuel(
  db: Db,
  companyId: string,
  aircraftId: string,
  input: AircraftFuelInput,
) {
  await db
    .insert(stockAircraftFuel)
    .values({ company_id: companyId, aircraft_id: aircraftId, ...input })
    .onConflictDoUpdate({ target: stockAircraftFuel.aircraft_id, set: input });
  return { aircraft_id: aircraftId, ...input };
}

/** Every aircraft in service with its fuel and consumption per flight hour (null: not set). */
export async function aircraftFuelList(db: Db) {
  const aeronaves = await db
    .select({
      aircraft_id: aircraft.id,
      prefixo: aircraft.prefixo,
      combustivel: stockAircraftFuel.combustivel,
      consumo_l_h: stockAircraftFuel.consumo_l_h,
    })
    .from(aircraft)
    .leftJoin(stockAircraftFuel, eq(stockAircraftFuel.aircraft_id, aircraft.id))
    .where(isNull(aircraft.archived_at))
    .orderBy(asc(aircraft.prefixo));
  return { aeronaves };
}
