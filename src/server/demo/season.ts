import type { Db } from '../db/database.ts';
import { seedDemoFlightEvidence } from './flight-evidence.ts';
import { seedDemoFlights } from './flights.ts';
import { seedDemoRegisters } from './registers.ts';

/**
 * The demo company's registers (`registers.ts`) and a season of operations up to `now`
 * (`flights.ts`); returns the ids the demo proposals refer to.
 */
export async function seedDemoSeason(
  tx: Db,
  owner: { companyId: string; userId: string },
  now: Date,
) {
  const registers = await seedDemoRegisters(tx, owner.companyId, now);
  const { rows, inserted } = await seedDemoFlights(tx, owner, registers, now);
  await seedDemoFlightEvidence(tx, owner, registers.farms[0]!.id);
  const firstScheduled = rows.findIndex((row) => row.status === 'agendada');
  return {
    client: registers.clients.esperanca,
    property: registers.farms[0]!.id,
    otherClient: registers.clients.luzia,
    otherProperty: registers.farms[1]!.id,
    soja: registers.cropIds.Soja,
    liquid: registers.liquid,
    scheduled: firstScheduled >= 0 ? inserted[firstScheduled]!.id : null,
  };
}

export type DemoSeason = Awaited<ReturnType<typeof seedDemoSeason>>;
