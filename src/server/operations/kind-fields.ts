import { eq } from 'drizzle-orm';
import type { OperationInput } from '../../domain/operations/contracts.ts';
import { withoutDroneHorimetro } from '../../domain/operations/rule-set.ts';
import type { Db } from '../db/database.ts';
import { aircraft, operations } from '../db/schema/index.ts';

/** `input` without a horímetro when the aircraft `aircraftId` is a drone. */
export async function flightOfAircraft(db: Db, aircraftId: string | null, input: OperationInput) {
  if (!aircraftId) return input;
  const [plane] = await db
    .select({ tipo: aircraft.tipo })
    .from(aircraft)
    .where(eq(aircraft.id, aircraftId));
  return withoutDroneHorimetro(plane?.tipo, input);
}

/** `input` without a horímetro when the aircraft the operation `operationId` names is a drone. */
export async function flightOfOperation(db: Db, operationId: string, input: OperationInput) {
  const [row] = await db
    .select({ aircraftId: operations.aircraft_id })
    .from(operations)
    .where(eq(operations.id, operationId));
  return flightOfAircraft(db, row?.aircraftId ?? null, input);
}
