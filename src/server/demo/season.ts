import type { Db } from '../db/database.ts';
import { freezeConcluded } from '../operations/frozen-reports.ts';
import { seedDemoArt10 } from './art10.ts';
import { seedDemoFlightEvidence } from './flight-evidence.ts';
import { seedDemoFlights } from './flights.ts';
import { seedDemoRegisters } from './registers.ts';

/**
 * The demo company's registers (`registers.ts`), a season of operations up to `now`
 * (`flights.ts`), two with their applied areas and one under the Art. 10 distances, their
 * reports frozen; returns the ids the demo proposals refer to.
 */
export async function seedDemoSeason(
  tx: Db,
  owner: { companyId: string; userId: string },
  now: Date,
) {
  const registers = await seedDemoRegisters(tx, owner.companyId, now);
  const { rows, inserted } = await seedDemoFlights(tx, owner, registers, now);
  await seedDemoFlightEvidence(tx, owner, registers.farms[0]!.id);
  await seedDemoArt10(tx, owner, registers.farms[0]!.id);
  // Each concluded flight's relatório, frozen as a conclusion in the app freezes it, with its
  // applied area and distances: version 1, issued by the owner when the flight concluded
  // (decision 029). The demo has no logo.
  await freezeConcluded(tx, {
    ...owner,
    logo: null,
    concluded: rows.flatMap((row, index) =>
      row.status === 'concluida' ? [{ id: inserted[index]!.id, at: row.concluded_at! }] : [],
    ),
  });
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
