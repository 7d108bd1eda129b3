import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { moneyKeys } from '../test/money-keys.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';

// Decision 034: a pilot reads the registers (he picks the client of his flight) without their
// amounts — a service's standard price, an aircraft's acquisition cost and residual value — in
// the answers themselves; changing them stays the office's.
const t = useTestApp({ now: new Date('2026-11-24T15:00:00Z') });

async function registersWithPilot() {
  const fly = await companyReadyToFly(t.app);
  const aircraft = {
    ...SAMPLE_REGISTERS.aircraft,
    custo_aquisicao_cents: 350_000_000,
    data_aquisicao: '2024-01-15',
    valor_residual_cents: 70_000_000,
  };
  const put = await fly.owner({
    method: 'PUT',
    url: `/api/registers/aircraft/${fly.ids.aircraft}`,
    payload: aircraft,
  });
  expect(put.statusCode, put.body).toBe(200);
  return { ...fly, aircraft, pilot: await pilotCaller(t.app, fly.companyId) };
}

describe("a pilot's registers have no money (decision 034)", () => {
  it.each([
    ['services', 'service', ['preco_cents']],
    ['aircraft', 'aircraft', ['custo_aquisicao_cents', 'valor_residual_cents']],
  ] as const)(
    '%s: list, options and one row without amounts; the office with them',
    async (kind, sample, money) => {
      const { owner, pilot, ids } = await registersWithPilot();
      for (const url of [
        `/api/registers/${kind}`,
        `/api/registers/${kind}/options`,
        `/api/registers/${kind}/${ids[sample]}`,
      ]) {
        const res = await pilot({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(moneyKeys(res.json()), url).toEqual([]);
      }
      const list = (await pilot({ method: 'GET', url: `/api/registers/${kind}` })).json();
      expect(list.items.map((row: { id: string }) => row.id)).toContain(ids[sample]);
      const office = (
        await owner({ method: 'GET', url: `/api/registers/${kind}/${ids[sample]}` })
      ).json();
      for (const field of money) expect(office).toHaveProperty(field);
    },
  );

  it("keeps the office's amounts: R$ 40,00/ha of service, the aircraft's R$ 3.500.000,00 and R$ 700.000,00", async () => {
    const { owner, ids } = await registersWithPilot();
    const service = (
      await owner({ method: 'GET', url: `/api/registers/services/${ids.service}` })
    ).json();
    expect(service).toMatchObject({ preco_cents: 4_000, unidade_preco: 'ha' });
    const plane = (
      await owner({ method: 'GET', url: `/api/registers/aircraft/${ids.aircraft}` })
    ).json();
    expect(plane).toMatchObject({
      custo_aquisicao_cents: 350_000_000,
      valor_residual_cents: 70_000_000,
    });
  });

  it('refuses a pilot every change of a register (403), as before', async () => {
    const { pilot, ids, aircraft } = await registersWithPilot();
    const base = `/api/registers/aircraft`;
    for (const call of [
      { method: 'POST', url: base, payload: { ...aircraft, prefixo: 'PR-XYZ' } },
      { method: 'PUT', url: `${base}/${ids.aircraft}`, payload: aircraft },
      { method: 'POST', url: `${base}/${ids.aircraft}/archive` },
      { method: 'DELETE', url: `${base}/${ids.aircraft}` },
    ] as const)
      expect((await pilot(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
  });
});
