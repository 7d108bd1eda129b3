import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '../../../domain/companies/values.ts';
import type { FleetAircraft, MaintenanceResponse } from '../../../domain/fleet/contracts.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { requested, retype, sentOnce } from '../../test/requests.ts';
import { signedIn, stubServer } from '../../test/server.ts';
import { AircraftMaintenance } from './aircraft-maintenance.tsx';

// The office's maintenance forms on an aircraft of /frota (issue 40 item 4): 'Nova manutenção'
// checked by the contract with its errors on the fields, then sent as the contract reads it;
// 'Registrar manutenção feita' sends its cost in centavos; 'Liberar para voo' refuses a short
// reason and asks before recording; a pilot sees none.

const PLANE = '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const ITEM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const aircraft: FleetAircraft = {
  id: PLANE,
  prefixo: 'PT-ABC',
  modelo: 'Ipanema EMB-203',
  tipo: 'aviao',
  horas: 1234.5,
  situacao: 'vencida',
  alertas: [],
};
const maintenance: MaintenanceResponse = {
  uso: { horas: 1234.5, ciclos: 0 },
  situacao: 'vencida',
  itens: [
    {
      id: ITEM,
      tipo: 'inspecao_100h',
      nome: 'Inspeção de 100 h',
      intervalo_horas: 100,
      intervalo_meses: null,
      intervalo_ciclos: null,
      ultima_horas: 1130,
      ultima_data: null,
      ultima_ciclos: null,
      alerta_horas: 10,
      alerta_dias: 15,
      alerta_ciclos: 20,
      vence_horas: 1230,
      horas_restantes: -4.5,
      vence_em: null,
      dias_restantes: null,
      vence_ciclos: null,
      ciclos_restantes: null,
      situacao: 'vencida',
    },
  ],
  realizadas: [],
  liberacoes: [],
};
const BASE = `/api/frota/aeronaves/${PLANE}`;

function renderMaintenance(role: CompanyRole) {
  const fetch = stubServer({
    '/api/me': signedIn(role),
    [`${BASE}/manutencao`]: maintenance,
    [`POST ${BASE}/manutencao/itens`]: { id: ITEM },
    [`POST ${BASE}/liberacoes`]: { id: ITEM },
    [`POST ${BASE}/manutencao/realizadas`]: { id: ITEM },
  });
  renderWithQueries(<AircraftMaintenance aircraft={aircraft} />);
  return fetch;
}

describe("the office's maintenance forms on /frota", () => {
  it("'Nova manutenção': the contract's errors on the fields, then the item sent", async () => {
    const fetch = renderMaintenance('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova manutenção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova manutenção — PT-ABC' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar manutenção' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Tipo')).toHaveAccessibleDescription(
        'Selecione o tipo de manutenção.',
      ),
    );
    expect(within(dialog).getByLabelText('Nome')).toHaveAccessibleDescription(
      'Nome é obrigatório.',
    );
    expect(within(dialog).getByText('Verifique os campos destacados.')).toBeVisible();

    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Inspeção anual (IAM)');
    // The kind's name starts the item's name.
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Inspeção anual (IAM)');
    // Without any interval, nothing would ever fall due.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar manutenção' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Intervalo em horas')).toHaveAccessibleDescription(
        'Informe o intervalo em horas, meses ou ciclos.',
      ),
    );
    expect(requested(fetch, 'POST', `${BASE}/manutencao/itens`)).toBe(false);
    await retype(within(dialog).getByLabelText('Intervalo em meses'), '12');
    await retype(within(dialog).getByLabelText('Data da última execução'), '10/03/2026');
    await retype(within(dialog).getByLabelText('Aviso em dias'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar manutenção' }));
    expect(await sentOnce(fetch, `${BASE}/manutencao/itens`)).toEqual({
      tipo: 'anual_iam',
      nome: 'Inspeção anual (IAM)',
      intervalo_horas: null,
      intervalo_meses: 12,
      intervalo_ciclos: null,
      ultima_horas: null,
      ultima_data: '2026-03-10',
      ultima_ciclos: null,
      alerta_horas: 10,
      alerta_dias: 30,
      alerta_ciclos: 20,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Liberar para voo': a reason under 10 characters refused, then confirmed and sent", async () => {
    const fetch = renderMaintenance('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Liberar para voo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar PT-ABC para voo' });
    await retype(within(dialog).getByLabelText('Dia do voo'), '20/03/2026');
    await retype(within(dialog).getByLabelText('Motivo'), 'Urgente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar para voo' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Motivo')).toHaveAccessibleDescription(
        /Motivo: explique em ao menos 10 caracteres\./,
      ),
    );
    await retype(within(dialog).getByLabelText('Motivo'), 'Inspeção agendada para o dia 21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar para voo' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirmar liberação?' });
    expect(requested(fetch, 'POST', `${BASE}/liberacoes`)).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirmar liberação' }));
    expect(await sentOnce(fetch, `${BASE}/liberacoes`)).toEqual({
      data: '2026-03-20',
      motivo: 'Inspeção agendada para o dia 21',
    });
  });

  it("'Registrar manutenção feita' on an item: the day required, then the cost sent in centavos", async () => {
    const fetch = renderMaintenance('owner');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Registrar manutenção feita: Inspeção de 100 h' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Registrar manutenção feita — Inspeção de 100 h',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar manutenção' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Data')).toHaveAccessibleDescription(
        'Data é obrigatória.',
      ),
    );
    await retype(within(dialog).getByLabelText('Data'), '18/03/2026');
    await retype(within(dialog).getByLabelText('Horas na execução'), '1234,5');
    await retype(within(dialog).getByLabelText('Custo (R$)'), '4.850,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar manutenção' }));
    expect(await sentOnce(fetch, `${BASE}/manutencao/realizadas`)).toEqual({
      item_id: ITEM,
      data: '2026-03-18',
      horas: 1234.5,
      ciclos: null,
      descricao: 'Inspeção de 100 h',
      custo_cents: 485000,
    });
  });

  it('shows a pilot the maintenance without any of the forms', async () => {
    renderMaintenance('pilot');
    expect(await screen.findByText(/Inspeção de 100 h/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nova manutenção' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liberar para voo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Registrar manutenção feita/ })).toBeNull();
  });
});
