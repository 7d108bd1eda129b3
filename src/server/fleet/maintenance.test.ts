import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintenanceResponse } from '../../domain/fleet/contracts.ts';
import { aircraft, maintenanceOverrides, operations, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import {
  addMaintenanceItem,
  companyReadyToFly,
  HUNDRED_HOURS,
  insertOperation,
  inspectionPastDue,
  pilotCaller,
  type Caller,
} from '../test/operations.ts';
import { setCompany } from '../test/factories.ts';

// Maintenance due (issue 40 item 4). The server's time is stopped at 12/11/2026 12:00 in São
// Paulo; the sample Air Tractor's horímetro reads 1.500,0 h.
const NOW = new Date('2026-11-12T15:00:00Z');
const t = useTestApp({ now: NOW });

const maintenance = async (as: Caller, aircraftId: string) =>
  answer(
    await as({ method: 'GET', url: `/api/frota/aeronaves/${aircraftId}/manutencao` }),
    200,
    maintenanceResponse,
  );

/** The sample company with its 100 h inspection last done at 1.400 h: due at 1.500, now. */
async function pastDue() {
  const fly = await companyReadyToFly(t.app);
  const item = await inspectionPastDue(fly.owner, fly.ids.aircraft);
  return { ...fly, item };
}

describe('maintenance due by hours and by calendar', () => {
  it('counts the hours left from the horímetro and warns at the company’s threshold', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    await addMaintenanceItem(owner, ids.aircraft, { ...HUNDRED_HOURS, ultima_horas: 1450 });
    // IAM done 20/11/2025, every 12 months: due 20/11/2026, 8 days from 12/11 (within 15).
    await addMaintenanceItem(owner, ids.aircraft, {
      ...HUNDRED_HOURS,
      tipo: 'anual_iam',
      nome: 'Inspeção anual (IAM)',
      intervalo_horas: null,
      intervalo_meses: 12,
      ultima_data: '2025-11-20',
    });
    const before = await maintenance(owner, ids.aircraft);
    // 1.450 + 100 = 1.550; 1.550 − 1.500 = 50 h left.
    expect(
      before.itens.map((i) => [i.nome, i.horas_restantes, i.dias_restantes, i.situacao]),
    ).toEqual([
      ['Inspeção anual (IAM)', null, 8, 'alerta'],
      ['Inspeção de 100 h', 50, null, 'em_dia'],
    ]);
    expect(before.situacao).toBe('alerta');

    // A concluded flight's horímetro (here the register's, as concluding advances it) to 1.542:
    // 8 h left, within the 10 h warning; the dashboard says so.
    await t.db.update(aircraft).set({ horimetro_atual: 1542 }).where(eq(aircraft.id, ids.aircraft));
    const after = await maintenance(owner, ids.aircraft);
    expect(after.uso).toEqual({ horas: 1542, ciclos: 0 });
    expect(after.itens[1]).toMatchObject({ horas_restantes: 8, situacao: 'alerta' });
    const dashboard = await owner({ method: 'GET', url: '/api/dashboard' });
    expect(dashboard.json().manutencao).toEqual([
      {
        aircraft_id: ids.aircraft,
        prefixo: 'PR-AGV',
        situacao: 'alerta',
        texto: 'Inspeção anual (IAM): vence em 8 dias',
      },
      {
        aircraft_id: ids.aircraft,
        prefixo: 'PR-AGV',
        situacao: 'alerta',
        texto: 'Inspeção de 100 h: faltam 8,0 h',
      },
    ]);
  });

  it('blocks scheduling a past-due aircraft until the office records an override', async () => {
    const { owner, ids, companyId, complete } = await pastDue();
    const refused = await owner({ method: 'POST', url: '/api/operations', payload: complete });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'AIRCRAFT_MAINTENANCE_DUE',
      message:
        'A aeronave PR-AGV tem manutenção vencida (Inspeção de 100 h: horas esgotadas). Registre a liberação com o motivo em Frota para agendá-la neste dia.',
      fields: { aircraft_id: 'Aeronave com manutenção vencida.' },
    });
    expect(await t.db.select().from(operations)).toEqual([]);

    // Moving a scheduled flight to a day is booking the aircraft again: refused too.
    const scheduled = await insertOperation(t.db, companyId, ids, {
      data: '2026-11-09',
      status: 'agendada',
    });
    const move = (data: string) =>
      owner({
        method: 'POST',
        url: `/api/agenda/operacoes/${scheduled.id}/mover`,
        payload: { data },
      });
    expect((await move('2026-11-10')).statusCode).toBe(409);

    // A pilot may not release it; the owner does, for 10/11, with the reason.
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    const pilot = await pilotCaller(t.app, companyId);
    const release = {
      data: '2026-11-10',
      motivo: 'Inspeção agendada para 11/11; voo de 10/11 autorizado pelo DT.',
    };
    const url = `/api/frota/aeronaves/${ids.aircraft}/liberacoes`;
    expect((await pilot({ method: 'POST', url, payload: release })).statusCode).toBe(403);
    const short = await owner({ method: 'POST', url, payload: { ...release, motivo: 'ok' } });
    expect(short.json().error.fields).toEqual({
      motivo: 'Motivo: explique em ao menos 10 caracteres.',
    });
    expect((await owner({ method: 'POST', url, payload: release })).statusCode).toBe(201);

    const [override] = await t.db.select().from(maintenanceOverrides);
    expect(override).toMatchObject({ data: '2026-11-10', motivo: release.motivo, created_at: NOW });
    expect(override!.created_by).not.toBeNull();
    expect((await maintenance(owner, ids.aircraft)).liberacoes).toEqual([
      {
        id: override!.id,
        data: '2026-11-10',
        motivo: release.motivo,
        por: expect.any(String),
        em: NOW,
      },
    ]);
    // Released for that day only.
    expect((await move('2026-11-10')).statusCode).toBe(200);
    expect((await move('2026-11-11')).statusCode).toBe(409);
  });

  it('records maintenance performed: the item starts again from it', async () => {
    const { owner, ids, item, companyId } = await pastDue();
    const done = await owner({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/manutencao/realizadas`,
      payload: {
        item_id: item,
        data: '2026-11-12',
        descricao: 'Inspeção de 100 h',
        custo_cents: 850_000,
      },
    });
    expect(done.statusCode, done.body).toBe(201);
    const after = await maintenance(owner, ids.aircraft);
    // Done at the horímetro of now, 1.500: due again at 1.600, 100 h left.
    expect(after.itens[0]).toMatchObject({
      ultima_horas: 1500,
      ultima_data: '2026-11-12',
      horas_restantes: 100,
      situacao: 'em_dia',
    });
    expect(after.realizadas).toEqual([
      {
        id: done.json().id,
        item: 'Inspeção de 100 h',
        data: '2026-11-12',
        horas: null,
        descricao: 'Inspeção de 100 h',
        custo_cents: 850_000,
        // Who recorded it: the owner.
        por: (await t.db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br')))[0]!
          .name,
      },
    ]);
    // A pilot reads it without the cost.
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    const pilot = await pilotCaller(t.app, companyId);
    const his = await pilot({
      method: 'GET',
      url: `/api/frota/aeronaves/${ids.aircraft}/manutencao`,
    });
    expect(his.json().realizadas[0]).not.toHaveProperty('custo_cents');
  });
});
