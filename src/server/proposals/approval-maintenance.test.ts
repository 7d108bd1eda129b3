import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintenanceOverrides, operations, proposals } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, inspectionPastDue, sampleProposal } from '../test/operations.ts';

// Approving a proposal schedules its operations on the chosen day and aircraft: a past-due
// aircraft is refused there as on the operation form and the agenda, until the office releases
// it for that day with a reason (issue 40 item 4, decision 045). The server's time is stopped at
// 12/11/2026 12:00 in São Paulo; the sample Air Tractor's horímetro reads 1.500,0 h.
const t = useTestApp({ now: new Date('2026-11-12T15:00:00Z') });

describe('approving a proposal with a past-due aircraft', () => {
  it('is refused (409), creating nothing, until the office releases the aircraft for that day', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    // The 100 h inspection last done at 1.400 h: 1.400 + 100 = 1.500 h, used up now.
    await inspectionPastDue(owner, ids.aircraft);
    const proposal = await owner({
      method: 'POST',
      url: '/api/proposals',
      payload: sampleProposal(ids),
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const id = proposal.json().proposal.id as string;
    const approve = (data: string) =>
      owner({
        method: 'POST',
        url: `/api/proposals/${id}/aprovar`,
        payload: { data, aircraft_id: ids.aircraft, pilot_id: ids.pilot },
      });

    const refused = await approve('2026-11-16');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'AIRCRAFT_MAINTENANCE_DUE',
      fields: { aircraft_id: 'Aeronave com manutenção vencida.' },
    });
    expect(refused.json().error.message).toContain('Inspeção de 100 h: horas esgotadas');
    expect(await t.db.select().from(operations)).toEqual([]);
    const [kept] = await t.db.select().from(proposals).where(eq(proposals.id, id));
    expect(kept!.status).not.toBe('aprovada');

    const release = await owner({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/liberacoes`,
      payload: {
        data: '2026-11-16',
        motivo: 'Inspeção marcada para 17/11, voo autorizado pelo DT.',
      },
    });
    expect(release.statusCode, release.body).toBe(201);
    expect(await t.db.select().from(maintenanceOverrides)).toHaveLength(1);
    // Released for 16/11 only: another day is still refused, that one goes through.
    expect((await approve('2026-11-17')).statusCode).toBe(409);
    const approved = await approve('2026-11-16');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      (await t.db.select().from(operations)).map((o) => [o.data, o.aircraft_id, o.status]),
    ).toEqual([['2026-11-16', ids.aircraft, 'agendada']]);
  });
});
