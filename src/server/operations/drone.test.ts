import { describe, expect, it } from 'vitest';
import { SAMPLE_DRONE } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { pdfText } from '../test/pdf-text.ts';

const t = useTestApp({ now: new Date('2026-12-03T10:00:00-03:00') });

/** The sample company with a DJI Agras T50, its CAAR pilot and its ARP registration in MAPA. */
async function companyWithDrone() {
  const fly = await companyReadyToFly(t.app);
  const { owner } = fly;
  await owner({
    method: 'PATCH',
    url: '/api/company',
    payload: { company_name: 'Aero Sul Aviação Agrícola', registro_mapa_arp: 'MT-ARP-0042' },
  });
  const post = async (kind: string, payload: object) => {
    const res = await owner({ method: 'POST', url: `/api/registers/${kind}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const drone = await post('aircraft', { ...SAMPLE_DRONE.aircraft, capacidade_hopper_l: '40' });
  const pilot = await post('pilots', SAMPLE_DRONE.pilot);
  // The application of the sample, flown by the drone: no horímetro nor técnico executor.
  const flight = {
    ...fly.complete,
    area_ha: 18,
    aircraft_id: drone,
    pilot_id: pilot,
    technician_id: null,
    horimetro_inicio: null,
    horimetro_fim: null,
    tempo_voo_min: 42,
    ciclos_bateria: 6,
  };
  return { ...fly, drone, pilot, flight };
}

type Owner = Awaited<ReturnType<typeof companyReadyToFly>>['owner'];

/** Saves `payload` on the operation and concludes it: the concluded operation's detail. */
async function editAndConclude(owner: Owner, id: string, payload: object) {
  const edited = await owner({ method: 'PUT', url: `/api/operations/${id}`, payload });
  expect(edited.statusCode, edited.body).toBe(200);
  const concluded = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
  expect(concluded.statusCode, concluded.body).toBe(200);
  return concluded.json();
}

/** The flight hours the operations list reads for the operation. */
async function hoursOf(owner: Owner, id: string) {
  const list = (await owner({ method: 'GET', url: '/api/operations?de=2026-11-01' })).json();
  return list.items.find((row: { id: string }) => row.id === id).horas;
}

describe('a drone registered and flown end to end (issue 40 items 1-2)', () => {
  it('refuses a drone registration it cannot read, naming the field in pt-BR', async () => {
    const { owner } = await companyReadyToFly(t.app);
    const res = await owner({
      method: 'POST',
      url: '/api/registers/aircraft',
      payload: { ...SAMPLE_DRONE.aircraft, prefixo: 'PP-1234', numero_serie: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      prefixo:
        'Registro ANAC inválido: use o número do SISANT (PP- ou PS- e 9 dígitos, ex.: PP-123456789) ou a matrícula do RAB (ex.: PR-ABC).',
      numero_serie: 'Número de série é obrigatório.',
    });
  });

  it('keeps the drone and its pilot with their own fields, and their expiries in the alerts', async () => {
    const { owner, drone, pilot } = await companyWithDrone();
    const aircraft = (
      await owner({ method: 'GET', url: `/api/registers/aircraft/${drone}` })
    ).json();
    expect(aircraft).toMatchObject({
      tipo: 'drone',
      prefixo: 'PP-123456789',
      numero_serie: '1581F5FJD23A0042',
      capacidade_hopper_l: 40,
      horimetro_atual: null,
    });
    const flier = (await owner({ method: 'GET', url: `/api/registers/pilots/${pilot}` })).json();
    expect(flier).toMatchObject({ tipo: 'drone', caar_validade: '2029-06-30', canac: null });

    // The CAAR and the SISANT registration expiring within 30 days of 03/12/2026 are alerts.
    await owner({
      method: 'PUT',
      url: `/api/registers/pilots/${pilot}`,
      payload: { ...SAMPLE_DRONE.pilot, caar_validade: '2026-12-20' },
    });
    await owner({
      method: 'PUT',
      url: `/api/registers/aircraft/${drone}`,
      payload: { ...SAMPLE_DRONE.aircraft, sisant_validade: '2026-12-10' },
    });
    const { documents } = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(
      documents.map((d: { name: string; document: string; days: number }) => [
        d.name,
        d.document,
        d.days,
      ]),
    ).toEqual([
      ['PP-123456789', 'Cadastro SISANT', 7],
      ['Rafaela Drone', 'CAAR', 17],
    ]);
  });

  it('schedules, concludes and freezes a drone operation under Portaria MAPA nº 298/2021', async () => {
    const { owner, flight } = await companyWithDrone();
    const id = await newOperation(owner, { ...flight, tempo_voo_min: null });
    const open = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
    expect(open.report.regra).toBe('portaria-298-2021');
    // Only the flight time is missing: no horímetro, no técnico executor, the ARP registration
    // and the pilot's CAAR are there.
    expect(open.faltando).toEqual([{ field: 'tempo_voo_min', label: 'Tempo de voo' }]);

    const detail = await editAndConclude(owner, id, flight);
    expect(detail.operation.status).toBe('concluida');
    expect(detail.report).toMatchObject({
      regra: 'portaria-298-2021',
      company: { registro_mapa_arp: 'MT-ARP-0042' },
      operation: { tempo_voo_min: 42, ciclos_bateria: 6 },
      aeronave: { tipo: 'drone', prefixo: 'PP-123456789', capacidade_tanque_l: 40 },
      piloto: { caar_certificado: 'CAAR-2025-0118' },
      tecnico: null,
    });
    expect(detail.registro.versoes).toMatchObject([{ versao: 1, regra: 'portaria-298-2021' }]);

    // The frozen PDF follows the drone's rule set: its title, basis, flight and crew.
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf?versao=1` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('APLICAÇÃO POR AERONAVE REMOTAMENTE');
    expect(text).toContain('Registro MAPA do operador de ARP');
    expect(text).toContain('Portaria MAPA nº 298/2021');
    expect(text).toContain('Tempo de voo');
    expect(text).toContain('42 min');
    expect(text).toContain('CAAR-2025-0118');
    expect(text).not.toContain('Horímetro inicial');

    // 42 min flown = 0,7 h, the hours every total reads.
    expect(await hoursOf(owner, id)).toBe(0.7);

    // The month's MAPA report has the drone's row, its aircraft marked ARP.
    const mapa = (await owner({ method: 'GET', url: '/api/mapa?ano=2026&mes=11' })).json();
    expect(mapa.report.company.registro_mapa_arp).toBe('MT-ARP-0042');
    expect(mapa.report.states[0].rows).toMatchObject([
      { numero: detail.operation.numero, aeronave: 'PP-123456789 (ARP)', area_ha: 18 },
    ]);
  });

  it('keeps no horímetro typed for a drone operation, as its register keeps none', async () => {
    // The form hides the horímetro for a drone but sends what was typed before the aircraft
    // changed; an API client may send it too. The drone's hours are its flight time's.
    const { owner, flight, drone } = await companyWithDrone();
    const typed = { ...flight, horimetro_inicio: '1520,3', horimetro_fim: '1522,1' };
    const id = await newOperation(owner, typed);
    const created = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
    expect(created.operation).toMatchObject({ horimetro_inicio: null, horimetro_fim: null });

    const { operation } = await editAndConclude(owner, id, typed);
    expect(operation).toMatchObject({ horimetro_inicio: null, horimetro_fim: null });
    // 42 min = 0,7 h, not the horímetro's 1522,1 - 1520,3 = 1,8 h; the drone gains no horímetro.
    expect(await hoursOf(owner, id)).toBe(0.7);
    const plane = (await owner({ method: 'GET', url: `/api/registers/aircraft/${drone}` })).json();
    expect(plane.horimetro_atual).toBeNull();
  });

  it("still concludes an aeroplane's operation under IN MAPA nº 2/2008, recorded as such", async () => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, complete);
    const res = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report.regra).toBe('in-2-2008');
    expect(res.json().registro.versoes[0].regra).toBe('in-2-2008');
  });
});
