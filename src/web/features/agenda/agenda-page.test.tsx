import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import type { Agenda } from '../../../domain/agenda/contracts.ts';

const agenda: Agenda = {
  operacoes: [
    {
      id: 'o1',
      numero: '2026/0042',
      data: '2026-11-25',
      status: 'agendada',
      hora_inicio: '06:30',
      area_ha: 120.5,
      property_id: 'f1',
      aircraft_id: 'a1',
      pilot_id: 'p1',
      cliente: 'Agropecuária Boa Vista',
      propriedade: 'Fazenda Santa Rita',
      municipio: 'Sorriso',
      uf: 'MT',
      aeronave: 'PR-AGV',
      piloto: 'Carlos Mendes',
    },
  ],
  manutencoes: [
    {
      id: 'm1',
      data: '2026-11-27',
      descricao: 'Inspeção de 100 horas',
      aircraft_id: 'a1',
      aeronave: 'PR-AGV',
    },
  ],
  documentos: [
    { register: 'pilots', id: 'p1', name: 'Carlos Mendes', document: 'CMA', data: '2026-11-30' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const MONTH = '/api/agenda?de=2026-11-01&ate=2026-12-05';
const DWELLING =
  'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).';

describe('/agenda', () => {
  it('shows the month with flights, maintenance and expiries, and opens a day', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      [MONTH]: agenda,
      '/api/agenda?de=2026-11-25&ate=2026-11-25': agenda,
      '/api/registers/aircraft/options': { options: [{ id: 'a1', label: 'PR-AGV', group: null }] },
      '/api/registers/pilots/options': { options: [] },
    });
    renderRoute('/agenda?visao=mes&data=2026-11-10');
    expect(await screen.findByRole('heading', { name: 'Novembro de 2026' })).toBeVisible();
    const chip = await screen.findByText(/PR-AGV · Agropecuária Boa Vista/);
    const day = chip.closest<HTMLElement>('[data-date]')!;
    expect(day.dataset.date).toBe('2026-11-25');
    const maintenance = document.querySelector('[data-date="2026-11-27"]') as HTMLElement;
    expect(
      within(maintenance).getByText(/Manutenção PR-AGV: Inspeção de 100 horas/),
    ).toBeInTheDocument();
    const expiry = document.querySelector('[data-date="2026-11-30"]') as HTMLElement;
    expect(within(expiry).getByText(/Vence: CMA \(Carlos Mendes\)/)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(MONTH);

    await userEvent.click(within(day).getByRole('button', { name: /Abrir o dia 25: 1 evento/ }));
    expect(
      await screen.findByRole('heading', { name: 'Quarta-feira, 25 de novembro de 2026' }),
    ).toBeVisible();
    expect(screen.getByText(/Fazenda Santa Rita \(Sorriso\/MT\)/)).toBeVisible();
  });

  it('gives the maintenance its example as a hint, not as a placeholder', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [MONTH]: agenda,
      '/api/registers/aircraft/options': { options: [{ id: 'a1', label: 'PR-AGV', group: null }] },
    });
    renderRoute('/agenda?visao=mes&data=2026-11-10');
    await userEvent.click(await screen.findByRole('button', { name: 'Agendar em 26/11/2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Manutenção' }));
    const description = await screen.findByLabelText('Descrição *');
    expect(description).not.toHaveAttribute('placeholder');
    expect(description).toHaveAccessibleDescription('Ex.: Inspeção de 100 horas');
  });

  it('opens a flight with its move check for the office', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('admin'),
      [MONTH]: agenda,
      '/api/registers/aircraft/options': { options: [] },
      '/api/registers/pilots/options': { options: [] },
      '/api/agenda/conflitos?data=2026-11-26&aircraft_id=a1&pilot_id=p1&id=o1': {
        avisos: ['A aeronave já está agendada neste dia (operação 2026/0050).'],
      },
      '/api/distancias?property_id=f1&data=2026-11-25&aircraft_id=a1&operation_id=o1': {
        avisos: [DWELLING],
      },
      '/api/distancias?property_id=f1&data=2026-11-26&aircraft_id=a1&operation_id=o1': {
        avisos: [DWELLING],
      },
    });
    renderRoute('/agenda?visao=mes&data=2026-11-10');
    await userEvent.click(await screen.findByRole('button', { name: /2026\/0042/ }));
    const dialog = screen.getByRole('dialog', { name: 'Operação 2026/0042' });
    // Issue 39 item 3: the Art. 10 warning of the flight's day, and of the day it moves to,
    // measured from the operation's own plot when one is drawn (operation_id).
    expect(await within(dialog).findByText(DWELLING, { exact: false })).toBeVisible();
    const field = within(dialog).getByLabelText('Mover para o dia');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-26');
    expect(
      await within(dialog).findByText(
        'A aeronave já está agendada neste dia (operação 2026/0050).',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mover mesmo assim' })).toBeEnabled();
    expect(within(dialog).getByText(DWELLING, { exact: false })).toBeVisible();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/distancias?property_id=f1&data=2026-11-26&aircraft_id=a1&operation_id=o1',
    );
  });

  it('gives a pilot no pilot filter and no move', async () => {
    stubServer({
      '/api/me': signedIn('pilot'),
      [MONTH]: agenda,
      '/api/registers/aircraft/options': { options: [] },
    });
    renderRoute('/agenda?visao=mes&data=2026-11-10');
    await userEvent.click(await screen.findByRole('button', { name: /2026\/0042/ }));
    const dialog = screen.getByRole('dialog', { name: 'Operação 2026/0042' });
    expect(within(dialog).queryByLabelText('Mover para o dia')).toBeNull();
    expect(screen.queryByLabelText('Piloto')).toBeNull();
  });
});
