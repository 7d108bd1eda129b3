import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  FleetAircraft,
  LogbookFlight,
  LogbookResponse,
} from '../../../domain/fleet/contracts.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { requested, retype, sentOnce, sentWith } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { AircraftLogbook } from './aircraft-logbook.tsx';

// The logbook's forms on /frota (issue 40 item 3): a flight written by hand, checked by the same
// contract as the API with the errors on its fields (and the server's 400 on the field it
// names); the correction of a signed day's entry, a new entry naming it, with its reason.

// The app's clock stopped on 12/11/2026: the logbook opens on the 30 days up to it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-12T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const PLANE = '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const FERRY = 'lc:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PILOT = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const plane = (tipo: FleetAircraft['tipo']): FleetAircraft => ({
  id: PLANE,
  prefixo: 'PR-AGV',
  modelo: 'Air Tractor AT-502B',
  tipo,
  horas: 1523,
  situacao: 'em_dia',
  alertas: [],
});
const ferry: LogbookFlight = {
  chave: FERRY,
  tipo: 'traslado',
  operacao: null,
  pilot_id: PILOT,
  piloto: 'Carlos Mendes',
  tripulacao: null,
  hora_decolagem: '09:00',
  hora_pouso: '09:30',
  horimetro_inicio: 1522.5,
  horimetro_fim: 1523,
  tempo_voo_min: null,
  ciclos_bateria: null,
  pousos: 1,
  combustivel_l: 80,
  ocorrencias: null,
  corrige: null,
  motivo_correcao: null,
  posterior: false,
  corrigido: false,
};
const logbook: LogbookResponse = {
  aeronave: { id: PLANE, prefixo: 'PR-AGV', tipo: 'aviao' },
  dias: [
    {
      data: '2026-11-10',
      voos: [
        {
          ...ferry,
          chave: 'op:4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
          tipo: 'aplicacao',
          operacao: '2026/0001',
          hora_decolagem: '06:10',
          hora_pouso: '08:40',
          horimetro_inicio: 1520.3,
          horimetro_fim: 1522.1,
        },
        ferry,
      ],
      avisos: [],
      assinatura: {
        piloto: 'Carlos Mendes',
        assinado_em: new Date('2026-11-10T22:00:00Z'),
        sha256: 'ab'.repeat(32),
      },
      pode_assinar: false,
    },
  ],
};
const ENTRIES = `/api/frota/aeronaves/${PLANE}/diario/lancamentos`;

function renderLogbook(tipo: FleetAircraft['tipo'] = 'aviao') {
  const fetch = stubServer({
    '/api/me': signedIn('pilot'),
    [`/api/frota/aeronaves/${PLANE}/diario?de=2026-10-13&ate=2026-11-12`]: logbook,
    '/api/registers/pilots/options': {
      options: [
        { id: PILOT, label: 'Carlos Mendes', group: null },
        { id: OTHER, label: 'Paulo Reis', group: null },
      ],
    },
    // The server refuses another pilot's flight on the field it names.
    [`POST ${ENTRIES}`]: (body: { pilot_id: string | null }) =>
      body.pilot_id === OTHER
        ? refusal(403, 'FORBIDDEN', 'Acesso negado.', {
            pilot_id: 'Um piloto só registra os próprios voos.',
          })
        : new Response(JSON.stringify({ id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b' }), {
            status: 201,
          }),
  });
  renderWithQueries(<AircraftLogbook aircraft={plane(tipo)} />);
  return fetch;
}

const submit = (dialog: HTMLElement, name: string) =>
  userEvent.click(within(dialog).getByRole('button', { name }));
const described = (dialog: HTMLElement, label: string, message: string) =>
  waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message));

describe("the logbook's forms on /frota", () => {
  it("'Registrar voo': the contract's errors on the fields, the server's on its field, then sent", async () => {
    const fetch = renderLogbook();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar voo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar voo — PR-AGV' });
    expect(within(dialog).queryByLabelText('Tempo de voo (min)')).toBeNull();
    await submit(dialog, 'Registrar voo');
    await described(dialog, 'Data *', 'Data é obrigatória.');
    await described(dialog, 'Tipo de voo *', 'Selecione o tipo de voo.');
    expect(within(dialog).getByText('Verifique os campos destacados.')).toBeVisible();

    await retype(within(dialog).getByLabelText('Data *'), '11/11/2026');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de voo *'), 'Instrução');
    await retype(within(dialog).getByLabelText('Hora de decolagem'), '7h');
    await retype(within(dialog).getByLabelText('Horímetro inicial (h)'), '1523,0');
    await retype(within(dialog).getByLabelText('Horímetro final (h)'), '1522,4');
    await submit(dialog, 'Registrar voo');
    await described(dialog, 'Hora de decolagem', 'Hora de decolagem: use o formato HH:mm.');
    await described(dialog, 'Horímetro final (h)', 'Horímetro final deve ser maior que o inicial.');
    expect(requested(fetch, 'POST', ENTRIES)).toBe(false);

    await retype(within(dialog).getByLabelText('Hora de decolagem'), '07:00');
    await retype(within(dialog).getByLabelText('Hora de pouso'), '07:50');
    await retype(within(dialog).getByLabelText('Horímetro final (h)'), '1523,8');
    await retype(within(dialog).getByLabelText('Combustível (L)'), '95,5');
    await retype(within(dialog).getByLabelText('Pousos'), '4');
    await retype(within(dialog).getByLabelText('Tripulação'), 'Instrutor: Paulo Reis');
    await retype(within(dialog).getByLabelText('Ocorrências'), 'Toques e arremetidas');
    await userEvent.selectOptions(within(dialog).getByLabelText('Piloto'), 'Paulo Reis');
    await submit(dialog, 'Registrar voo');
    await described(dialog, 'Piloto', 'Um piloto só registra os próprios voos.');

    await userEvent.selectOptions(within(dialog).getByLabelText('Piloto'), 'Carlos Mendes');
    await submit(dialog, 'Registrar voo');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refused one, then this one.
    expect(sentWith(fetch, 'POST', ENTRIES).at(-1)).toEqual({
      data: '2026-11-11',
      tipo: 'instrucao',
      pilot_id: PILOT,
      tripulacao: 'Instrutor: Paulo Reis',
      hora_decolagem: '07:00',
      hora_pouso: '07:50',
      horimetro_inicio: 1523,
      horimetro_fim: 1523.8,
      tempo_voo_min: null,
      ciclos_bateria: null,
      pousos: 4,
      combustivel_l: 95.5,
      ocorrencias: 'Toques e arremetidas',
      corrige: null,
      motivo_correcao: null,
    });
  });

  it("a signed day's entry is corrected by a new entry naming it, with its reason", async () => {
    const fetch = renderLogbook();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Corrigir Traslado de 10/11/2026' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Corrigir lançamento de 10/11/2026 — PR-AGV',
    });
    // It starts from the entry it corrects.
    expect(within(dialog).getByLabelText('Horímetro inicial (h)')).toHaveValue('1.522,5');
    expect(within(dialog).getByLabelText('Tipo de voo *')).toHaveValue('traslado');
    await retype(within(dialog).getByLabelText('Horímetro inicial (h)'), '1522,1');
    await submit(dialog, 'Registrar correção');
    await described(dialog, 'Motivo da correção *', 'Motivo da correção é obrigatório.');
    expect(requested(fetch, 'POST', ENTRIES)).toBe(false);
    await retype(
      within(dialog).getByLabelText('Motivo da correção *'),
      'Horímetro inicial anotado errado',
    );
    await submit(dialog, 'Registrar correção');
    expect(await sentOnce(fetch, ENTRIES)).toEqual({
      data: '2026-11-10',
      tipo: 'traslado',
      pilot_id: PILOT,
      tripulacao: null,
      hora_decolagem: '09:00',
      hora_pouso: '09:30',
      horimetro_inicio: 1522.1,
      horimetro_fim: 1523,
      tempo_voo_min: null,
      ciclos_bateria: null,
      pousos: 1,
      combustivel_l: 80,
      ocorrencias: null,
      corrige: FERRY,
      motivo_correcao: 'Horímetro inicial anotado errado',
    });
  });

  it('an application is corrected as an application', async () => {
    renderLogbook();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Corrigir Aplicação 2026/0001 de 10/11/2026' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Corrigir lançamento de 10/11/2026 — PR-AGV',
    });
    expect(within(dialog).getByLabelText('Tipo de voo *')).toHaveValue('aplicacao');
    expect(within(dialog).getByLabelText('Horímetro final (h)')).toHaveValue('1.522,1');
  });

  it("a drone's flight is written with its flight time and battery cycles", async () => {
    renderLogbook('drone');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar voo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar voo — PR-AGV' });
    for (const label of ['Tempo de voo (min)', 'Ciclos de bateria'])
      expect(within(dialog).getByLabelText(label)).toBeVisible();
    for (const label of ['Horímetro inicial (h)', 'Horímetro final (h)', 'Combustível (L)'])
      expect(within(dialog).queryByLabelText(label)).toBeNull();
    await retype(within(dialog).getByLabelText('Data *'), '11/11/2026');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de voo *'), 'Traslado');
    await retype(within(dialog).getByLabelText('Tempo de voo (min)'), '0');
    await submit(dialog, 'Registrar voo');
    await described(dialog, 'Tempo de voo (min)', 'Tempo de voo deve ser maior que zero.');
  });
});
