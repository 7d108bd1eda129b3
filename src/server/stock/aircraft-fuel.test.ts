import { describe, expect, it } from 'vitest';
import { aircraftFuelList } from '../../domain/stock/response-contracts.ts';
import { aircraft } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { caller, companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';

const t = useTestApp();

describe('GET /api/stock/aeronaves/combustivel', () => {
  it('lists each aircraft in service with its fuel and L/h, to every member', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    const [ipanema] = await t.db
      .insert(aircraft)
      .values({
        company_id: companyId,
        prefixo: 'PT-IPA',
        fabricante: 'Embraer',
        modelo: 'EMB-202A',
      })
      .returning({ id: aircraft.id });
    await t.db.insert(aircraft).values({
      company_id: companyId,
      prefixo: 'PR-OLD',
      fabricante: 'Embraer',
      modelo: 'EMB-201',
      archived_at: new Date(),
    });
    const set = await owner({
      method: 'PUT',
      url: `/api/stock/aeronaves/${ipanema!.id}/combustivel`,
      payload: { combustivel: 'etanol', consumo_l_h: '95,5' },
    });
    expect(set.json()).toEqual({
      aircraft_id: ipanema!.id,
      combustivel: 'etanol',
      consumo_l_h: 95.5,
    });
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@aerosul.com.br');
    const listed = await caller(
      t.app,
      pilot.cookie,
    )({
      method: 'GET',
      url: '/api/stock/aeronaves/combustivel',
    });
    expect(answer(listed, 200, aircraftFuelList)).toEqual({
      aeronaves: [
        { aircraft_id: ids.aircraft, prefixo: 'PR-AGV', combustivel: null, consumo_l_h: null },
        { aircraft_id: ipanema!.id, prefixo: 'PT-IPA', combustivel: 'etanol', consumo_l_h: 95.5 },
      ],
    });
  });
});
