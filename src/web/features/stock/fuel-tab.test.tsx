import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AircraftFuelList,
  FuelCostPerHour,
} from '../../../domain/stock/response-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { monthSoFar, periodSearch } from './period.ts';
import { retype, sentOnce } from '../../test/requests.ts';
import { stockServer } from './test-stock.ts';

const AT = '0f6e2d1c-3b4a-4c5d-8e9f-a1b2c3d4e5f6';
const IPANEMA = '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6';

const cost: FuelCostPerHour = {
  aeronaves: [
    {
      aircraft_id: AT,
      prefixo: 'PR-DMO',
      litros: 440,
      valor_cents: 347_600,
      horas_voo: 2,
      custo_hora_cents: 173_800,
    },
  ],
};
const fleet: AircraftFuelList = {
  aeronaves: [
    { aircraft_id: AT, prefixo: 'PR-DMO', combustivel: 'jet_a1', consumo_l_h: 220 },
    { aircraft_id: IPANEMA, prefixo: 'PT-IPA', combustivel: null, consumo_l_h: null },
  ],
};

const api = (role: 'owner' | 'pilot') =>
  stockServer(role, {
    [`/api/stock/combustivel/custo-hora?${periodSearch(monthSoFar())}`]: cost,
    '/api/stock/aeronaves/combustivel': fleet,
    [`/api/stock/aeronaves/${IPANEMA}/combustivel`]: {
      aircraft_id: IPANEMA,
      combustivel: 'etanol',
      consumo_l_h: 62.5,
    },
  });

describe('/estoque?aba=combustivel', () => {
  it("shows each aircraft's fuel cost per flight hour and saves its consumption typed in pt-BR", async () => {
    const fetch = api('owner');
    renderRoute('/estoque?aba=combustivel');
    const table = await screen.findByRole('table', {
      name: 'Custo do combustível por aeronave',
    });
    const row = within(table).getByRole('row', { name: /PR-DMO/ });
    expect(within(row).getByText('440,0 L')).toBeVisible();
    expect(within(row).getByText('R$ 1.738,00')).toBeVisible();

    const ipanema = (await screen.findByText('PT-IPA')).closest('li')!;
    await userEvent.selectOptions(within(ipanema).getByLabelText('Combustível'), 'etanol');
    await retype(within(ipanema).getByLabelText('Consumo (L por hora de voo)'), '62,5');
    await userEvent.click(within(ipanema).getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, `/api/stock/aeronaves/${IPANEMA}/combustivel`)).toEqual({
      combustivel: 'etanol',
      consumo_l_h: 62.5,
    });
    expect(await within(ipanema).findByText('Consumo de PT-IPA salvo.')).toBeVisible();
  });

  it('is not offered to a pilot', async () => {
    api('pilot');
    renderRoute('/estoque');
    await screen.findByRole('tab', { name: 'Saldo' });
    expect(screen.queryByRole('tab', { name: 'Combustível' })).toBeNull();
  });
});
