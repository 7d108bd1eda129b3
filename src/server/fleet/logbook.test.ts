import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logbookResponse } from '../../domain/fleet/contracts.ts';
import { logbookDays } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import {
  caller,
  companyReadyToFly,
  linkSamplePilot,
  insertOperation,
  type Caller,
} from '../test/operations.ts';
import { setCompany } from '../test/factories.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { joinCompany } from '../test/session.ts';

// The digital logbook (diário de bordo, ANAC Resolução nº 773/2025, per working day for
// agricultural flights). The server's time is stopped at 12/11/2026 12:00 in São Paulo.
const NOW = new Date('2026-11-12T15:00:00Z');
const t = useTestApp({ now: NOW });

const FERRY = {
  data: '2026-11-10',
  tipo: 'traslado',
  hora_decolagem: '09:00',
  hora_pouso: '09:30',
  horimetro_inicio: 1522.5,
  horimetro_fim: 1523.0,
  pousos: 1,
  combustivel_l: 80,
  ocorrencias: 'Traslado para a base de Lucas do Rio Verde',
};

/**
 * The sample company with its pilot Carlos Mendes linked to a member, the sample operation of
 * 10/11 concluded (horímetro 1.520,3 → 1.522,1), and a ferry flight written by hand after it.
 */
async function loggedDay() {
  const fly = await companyReadyToFly(t.app);
  // Pilots act while the company is subscribed (spec part 1 §4), not on its trial.
  await setCompany(t.db, fly.companyId, { subscription_status: 'active' });
  const member = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
  await linkSamplePilot(fly.owner, fly.ids.pilot, member.userId);
  const pilot = caller(t.app, member.cookie);
  // The sample operation concluded (the operation's own tests conclude it through the API).
  const { id: operation, sequencia } = await insertOperation(t.db, fly.companyId, fly.ids, {
    data: '2026-11-10',
    hora_inicio: '06:10',
    hora_fim: '08:40',
    horimetro_inicio: 1520.3,
    horimetro_fim: 1522.1,
  });
  const ferry = await fly.owner({
    method: 'POST',
    url: `/api/frota/aeronaves/${fly.ids.aircraft}/diario/lancamentos`,
    payload: { ...FERRY, pilot_id: fly.ids.pilot },
  });
  expect(ferry.statusCode, ferry.body).toBe(201);
  return {
    ...fly,
    pilot,
    operation,
    numero: `2026/${String(sequencia).padStart(4, '0')}`,
    ferry: ferry.json().id as string,
  };
}

const logbook = async (as: Caller, aircraftId: string) =>
  answer(
    await as({
      method: 'GET',
      url: `/api/frota/aeronaves/${aircraftId}/diario?de=2026-11-01&ate=2026-11-30`,
    }),
    200,
    logbookResponse,
  );

const sign = (as: Caller, aircraftId: string, data: string) =>
  as({
    method: 'POST',
    url: `/api/frota/aeronaves/${aircraftId}/diario/${data}/fechar`,
    payload: { confirmo: true },
  });

describe('the logbook of an aircraft, per day', () => {
  it('shows the concluded operation as an application beside the ferry, and flags the gap', async () => {
    const { owner, ids, numero } = await loggedDay();
    const { aeronave, dias } = await logbook(owner, ids.aircraft);
    expect(aeronave).toMatchObject({ prefixo: 'PR-AGV', tipo: 'aviao' });
    expect(dias).toHaveLength(1);
    const [day] = dias;
    expect(day!.data).toBe('2026-11-10');
    expect(
      day!.voos.map((v) => [v.tipo, v.operacao, v.piloto, v.horimetro_inicio, v.horimetro_fim]),
    ).toEqual([
      ['aplicacao', numero, 'Carlos Mendes', 1520.3, 1522.1],
      ['traslado', null, 'Carlos Mendes', 1522.5, 1523.0],
    ]);
    // The operation ended at 1.522,1 and the ferry starts at 1.522,5: 0,4 h not recorded.
    expect(day!.avisos).toEqual(['Lacuna de 0,4 h no horímetro (1.522,1 → 1.522,5).']);
    // The owner did not fly it: only its pilot signs.
    expect(day!.pode_assinar).toBe(false);
    expect((await sign(owner, ids.aircraft, '2026-11-10')).statusCode).toBe(403);
  });

  it('lets a pilot see and sign only the days he flew', async () => {
    const { owner, pilot, ids } = await loggedDay();
    const other = await owner({
      method: 'POST',
      url: '/api/registers/pilots',
      payload: { nome: 'Paulo Reis', canac: '654321' },
    });
    // 11/11: a training flight of another pilot.
    const training = await owner({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`,
      payload: {
        ...FERRY,
        data: '2026-11-11',
        tipo: 'instrucao',
        pilot_id: other.json().id,
        horimetro_inicio: 1523,
        horimetro_fim: 1524,
      },
    });
    expect(training.statusCode, training.body).toBe(201);
    expect((await logbook(owner, ids.aircraft)).dias.map((d) => d.data)).toEqual([
      '2026-11-10',
      '2026-11-11',
    ]);

    const his = await logbook(pilot, ids.aircraft);
    expect(his.dias.map((d) => [d.data, d.pode_assinar])).toEqual([['2026-11-10', true]]);
    expect((await sign(pilot, ids.aircraft, '2026-11-11')).statusCode).toBe(403);
    // Not a future day (13/11 is tomorrow), and not one without flights.
    expect((await sign(pilot, ids.aircraft, '2026-11-13')).statusCode).toBe(409);
    expect((await sign(pilot, ids.aircraft, '2026-11-09')).statusCode).toBe(409);

    const signed = await sign(pilot, ids.aircraft, '2026-11-10');
    expect(signed.statusCode, signed.body).toBe(200);
    const [row] = await t.db.select().from(logbookDays);
    // The signature: the pilot's confirmation, the moment, the SHA-256 of the content sealed.
    expect(signed.json()).toEqual({ data: '2026-11-10', sha256: row!.conteudo_sha256 });
    expect(createHash('sha256').update(row!.conteudo).digest('hex')).toBe(row!.conteudo_sha256);
    expect(row!.assinado_em).toEqual(NOW);
    const [day] = (await logbook(pilot, ids.aircraft)).dias;
    expect(day).toMatchObject({
      pode_assinar: false,
      assinatura: { piloto: 'Carlos Mendes', sha256: row!.conteudo_sha256 },
    });
    expect(day!.assinatura!.assinado_em).toEqual(NOW);
    // Once.
    expect((await sign(pilot, ids.aircraft, '2026-11-10')).json()).toMatchObject({
      error: { code: 'LOGBOOK_DAY_CLOSED' },
    });
  });

  it('refuses to edit a signed day (409) and takes its correction as a new entry', async () => {
    const { pilot, ids, ferry } = await loggedDay();
    expect((await sign(pilot, ids.aircraft, '2026-11-10')).statusCode).toBe(200);
    const [sealed] = await t.db.select().from(logbookDays);

    const edit = await pilot({
      method: 'PUT',
      url: `/api/frota/diario/lancamentos/${ferry}`,
      payload: { ...FERRY, horimetro_inicio: 1522.1 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ error: { code: 'LOGBOOK_DAY_CLOSED' } });
    expect(
      (await pilot({ method: 'DELETE', url: `/api/frota/diario/lancamentos/${ferry}` })).statusCode,
    ).toBe(409);
    const added = await pilot({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`,
      payload: FERRY,
    });
    expect(added.statusCode).toBe(409);
    // The signed row itself does not change, even written straight to the table.
    await expect(
      t.db.update(logbookDays).set({ conteudo: '{}' }).where(eq(logbookDays.id, sealed!.id)),
    ).rejects.toThrow();

    // The correction: the ferry started at 1.522,1, not 1.522,5; filed on the corrected day,
    // with its reason (none: 400 naming the field).
    const fix = { ...FERRY, data: '2026-11-12', horimetro_inicio: 1522.1, corrige: `lc:${ferry}` };
    const url = `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`;
    const unexplained = await pilot({ method: 'POST', url, payload: fix });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.fields).toEqual({
      motivo_correcao: 'Motivo da correção é obrigatório.',
    });
    const reason = 'Horímetro inicial anotado errado no traslado.';
    const correction = await pilot({
      method: 'POST',
      url,
      payload: { ...fix, motivo_correcao: reason },
    });
    expect(correction.statusCode, correction.body).toBe(201);
    const [day] = (await logbook(pilot, ids.aircraft)).dias;
    expect(
      day!.voos.map((v) => [
        v.tipo,
        v.horimetro_inicio,
        v.corrigido,
        v.posterior,
        v.corrige,
        v.motivo_correcao,
      ]),
    ).toEqual([
      ['aplicacao', 1520.3, false, false, null, null],
      ['traslado', 1522.5, true, false, null, null],
      ['traslado', 1522.1, false, true, `lc:${ferry}`, reason],
    ]);
    // Read through its correction, the horímetro is continuous again; the signature unchanged.
    expect(day!.avisos).toEqual([]);
    expect(day!.assinatura!.sha256).toBe(sealed!.conteudo_sha256);
    // The PDF of the period prints the day, the correction and the signature with its hash.
    const pdf = await pilot({
      method: 'GET',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/pdf?de=2026-11-01&ate=2026-11-30`,
    });
    expectPdf(pdf);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const part of [
      'DIÁRIO DE BORDO',
      '10/11/2026',
      'Traslado (corrigido)',
      'Traslado (após a assinatura)',
      `Correção: ${reason}`,
      'Carlos Mendes',
    ])
      expect(text).toContain(part);
    expect(text.replace(/\s/g, '')).toContain(sealed!.conteudo_sha256);
    // A correction of an open day's entry is refused: that one is edited.
    const open = await pilot({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`,
      payload: { ...FERRY, data: '2026-11-11', horimetro_inicio: 1523, horimetro_fim: 1523.5 },
    });
    const refused = await pilot({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`,
      payload: { ...FERRY, corrige: `lc:${open.json().id}`, motivo_correcao: reason },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      corrige: 'O dia deste lançamento ainda está aberto: edite-o em vez de corrigi-lo.',
    });
  });

  it('compares the period’s first flight with the last record before the period', async () => {
    const { owner, ids } = await loggedDay();
    // 11/11: a training flight from 1.523,4; the ferry of 10/11 (outside the period read from
    // 11/11) ended at 1.523,0: 1.523,4 − 1.523,0 = 0,4 h not recorded.
    const training = await owner({
      method: 'POST',
      url: `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`,
      payload: {
        ...FERRY,
        data: '2026-11-11',
        tipo: 'instrucao',
        pilot_id: ids.pilot,
        horimetro_inicio: 1523.4,
        horimetro_fim: 1524.0,
      },
    });
    expect(training.statusCode, training.body).toBe(201);
    const from = async (de: string) =>
      answer(
        await owner({
          method: 'GET',
          url: `/api/frota/aeronaves/${ids.aircraft}/diario?de=${de}&ate=2026-11-30`,
        }),
        200,
        logbookResponse,
      ).dias.map((day) => [day.data, day.avisos]);
    const gap = 'Lacuna de 0,4 h no horímetro (1.523,0 → 1.523,4).';
    expect(await from('2026-11-11')).toEqual([['2026-11-11', [gap]]]);
    // Read from 10/11 (nothing before it), the same gap, and the ferry's own after the operation.
    expect(await from('2026-11-10')).toEqual([
      ['2026-11-10', ['Lacuna de 0,4 h no horímetro (1.522,1 → 1.522,5).']],
      ['2026-11-11', [gap]],
    ]);
  });

  it('corrects an application as an application, and the hours count through corrections', async () => {
    const { owner, pilot, ids, operation, ferry } = await loggedDay();
    expect((await sign(pilot, ids.aircraft, '2026-11-10')).statusCode).toBe(200);
    const url = `/api/frota/aeronaves/${ids.aircraft}/diario/lancamentos`;
    const correct = (payload: object) =>
      pilot({
        method: 'POST',
        url,
        payload: { ...FERRY, motivo_correcao: 'Leitura errada.', ...payload },
      });
    const hours = async () =>
      (
        await owner({ method: 'GET', url: `/api/frota/aeronaves/${ids.aircraft}/manutencao` })
      ).json().uso.horas;
    // The ferry's end, 1.523,0, is the highest reading: the aeroplane's hours.
    expect(await hours()).toBe(1523);

    // An application is written only as the correction of an operation's flight.
    const handWritten = await correct({ tipo: 'aplicacao', corrige: `lc:${ferry}` });
    expect(handWritten.statusCode).toBe(400);
    expect(handWritten.json().error.fields).toEqual({
      tipo: 'Aplicação entra no diário quando a operação é concluída: escolha traslado, instrução ou teste.',
    });
    const application = await correct({
      tipo: 'aplicacao',
      corrige: `op:${operation}`,
      hora_decolagem: '06:10',
      hora_pouso: '08:40',
      horimetro_inicio: 1520.3,
      horimetro_fim: 1522.5,
    });
    expect(application.statusCode, application.body).toBe(201);
    // The ferry corrected to end at 1.522,8: its 1.523,0 no longer counts.
    const ferryFix = await correct({ corrige: `lc:${ferry}`, horimetro_fim: 1522.8 });
    expect(ferryFix.statusCode, ferryFix.body).toBe(201);
    expect(await hours()).toBe(1522.8);

    const [day] = (await logbook(owner, ids.aircraft)).dias;
    expect(
      day!.voos.map((v) => [v.tipo, v.horimetro_inicio, v.horimetro_fim, v.corrigido]),
    ).toEqual([
      ['aplicacao', 1520.3, 1522.1, true],
      ['traslado', 1522.5, 1523.0, true],
      ['aplicacao', 1520.3, 1522.5, false],
      ['traslado', 1522.5, 1522.8, false],
    ]);
    // Read through the corrections the horímetro is continuous: 1.522,5 → 1.522,5.
    expect(day!.avisos).toEqual([]);
  });

  it("answers 404 for another company's aircraft and entries", async () => {
    const { ids, ferry } = await loggedDay();
    const { owner: stranger } = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const urls = [
      ['GET', `/api/frota/aeronaves/${ids.aircraft}/diario?de=2026-11-01&ate=2026-11-30`],
      ['GET', `/api/frota/aeronaves/${ids.aircraft}/manutencao`],
      ['DELETE', `/api/frota/diario/lancamentos/${ferry}`],
    ] as const;
    for (const [method, url] of urls)
      expect((await stranger({ method, url })).statusCode, url).toBe(404);
    expect((await sign(stranger, ids.aircraft, '2026-11-10')).statusCode).toBe(404);
  });
});
