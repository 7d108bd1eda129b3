import { describe, expect, it } from 'vitest';
import { logbookResponse, maintenanceResponse } from '../../domain/fleet/contracts.ts';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { aircraft, logbookDays } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { caller } from '../test/operations.ts';
import { cookieFrom, logIn } from '../test/session.ts';
import { seedDemoCompany } from './seed.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
const t = useTestApp({ clock });

describe("the demo fleet's maintenance and logbook (issue 40 items 3-4)", () => {
  it('shows a 100 h inspection in warning on the dashboard and signed logbook days', async () => {
    const demo = await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
    if (!demo.created) throw new Error('expected a new demo company');
    const owner = caller(
      t.app,
      cookieFrom(await logIn(t.app, DEMO_COMPANY.contact_email, demo.login.password)),
    );
    const dashboard = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(dashboard.manutencao).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ situacao: 'alerta', texto: 'Inspeção de 100 h: faltam 8,0 h' }),
      ]),
    );
    const signed = await t.db.select().from(logbookDays);
    expect(signed.length).toBeGreaterThan(0);
    const [day] = signed;
    const read = answer(
      await owner({
        method: 'GET',
        url: `/api/frota/aeronaves/${day!.aircraft_id}/diario?de=${day!.data}&ate=2026-11-22`,
      }),
      200,
      logbookResponse,
    );
    expect(read.dias[0]!.assinatura).not.toBeNull();
    const planes = await t.db.select({ id: aircraft.id }).from(aircraft);
    for (const plane of planes) {
      const items = answer(
        await owner({ method: 'GET', url: `/api/frota/aeronaves/${plane.id}/manutencao` }),
        200,
        maintenanceResponse,
      );
      expect(items.itens.length).toBeGreaterThan(0);
    }
  }, 120_000);
});
