import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

const DISMISS = '/api/dashboard/primeiros-passos/dispensar';

/** A brand-new company's dashboard: nothing done but the aircraft, no figures yet. */
const newCompany = (dismissed: () => boolean): Dashboard => ({
  scope: 'company',
  month: 'dez/2026',
  compared: { current: '1 a 6 de dezembro', previous: '1 a 6 de novembro' },
  kpis: [{ key: 'hectares', current: 0, previous: 0, change: 0 }],
  monthly: [],
  upcoming: [],
  documents: [],
  manutencao: [],
  stock: [],
  mapa: [],
  first_steps: dismissed()
    ? null
    : [
        { key: 'aircraft', done: true },
        { key: 'pilots', done: false },
        { key: 'clients', done: false },
        { key: 'properties', done: false },
        { key: 'registro_mapa', done: false },
        { key: 'proposal', done: false },
      ],
});

describe("a new company's first steps on the dashboard", () => {
  it('lists each step, ticked when done and linking to where it is done, until dismissed', async () => {
    let dismissed = false;
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      '/api/dashboard': () => new Response(JSON.stringify(newCompany(() => dismissed))),
      [DISMISS]: () => {
        dismissed = true;
        return new Response(null, { status: 204 });
      },
    });
    renderRoute('/dashboard');
    const card = await screen.findByRole('region', { name: 'Primeiros passos (1 de 6)' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cadastre uma aeronave(feito)', '/cadastros?aba=aeronaves'],
      ['Cadastre um piloto(a fazer)', '/cadastros?aba=pilotos'],
      ['Cadastre um cliente(a fazer)', '/cadastros?aba=clientes'],
      ['Cadastre uma propriedade(a fazer)', '/cadastros?aba=propriedades'],
      ['Informe o registro MAPA da empresa no Perfil(a fazer)', '/perfil'],
      ['Crie sua primeira proposta(a fazer)', '/propostas'],
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Dispensar' }));
    expect(fetch.mock.calls.filter(([url]) => url === DISMISS)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Primeiros passos/ })).toBeNull(),
    );
  });
});
