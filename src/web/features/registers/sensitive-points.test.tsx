import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { requested, sentWith } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';
import { SensitivePoints } from './sensitive-points.tsx';

const LIST = '/api/properties/p1/pontos-sensiveis';
const dwelling = {
  id: 'a0000000-0000-4000-8000-000000000001',
  property_id: 'a0000000-0000-4000-8000-0000000000aa',
  tipo: 'moradia',
  nome: 'Casa do caseiro',
  geometria: { type: 'Point', coordinates: [-55.7211, -12.5414] },
};

// The rule shown is the one in force today: the app's clock is stopped on 23/11/2026.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function open(canChange: boolean, points: unknown[]) {
  const fetch = stubServer({
    [LIST]: points,
    [`POST ${LIST}`]: () => new Response(JSON.stringify([dwelling]), { status: 201 }),
    [`DELETE /api/pontos-sensiveis/${dwelling.id}`]: () => new Response(null, { status: 204 }),
  });
  renderWithQueries(<SensitivePoints propertyId="p1" canChange={canChange} />);
  await userEvent.click(screen.getByText('Pontos sensíveis (Art. 10)'));
  return fetch;
}

describe('a property’s sensitive points (IN MAPA nº 2/2008, Art. 10)', () => {
  it('lists each point with its kind, coordinates and the rule’s distance', async () => {
    await open(true, [dwelling]);
    const item = (await screen.findByText('Casa do caseiro · Moradia isolada')).closest('li')!;
    // A dwelling is item I, b: 250 m from an aeroplane; a drone keeps 20 m (Portaria nº 298/2021).
    expect(item).toHaveTextContent(
      'Distância mínima: 250 m (IN MAPA nº 2/2008, Art. 10, I, b) · drones: 20 m',
    );
    expect(item).toHaveTextContent('Latitude −12,5414');
    expect(item).toHaveTextContent('longitude −55,7211');
  });

  it('says so when there is none', async () => {
    await open(true, []);
    expect(await screen.findByText(/Nenhum ponto sensível cadastrado/)).toBeInTheDocument();
  });

  it('adds a point checked by the contract, naming the field in pt-BR', async () => {
    const fetch = await open(true, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ponto' }));
    const form = screen.getByRole('region', { name: 'Adicionar ponto sensível' });
    await userEvent.selectOptions(within(form).getByLabelText('Tipo *'), 'outro');
    await userEvent.type(within(form).getByLabelText(/Latitude/), '-12,5414');
    await userEvent.type(within(form).getByLabelText(/Longitude/), '-55,7211');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    // 'Outro' is measured by the name the user gives it: without one nothing is sent.
    expect(await within(form).findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(requested(fetch, 'POST', LIST)).toBe(false);

    await userEvent.type(within(form).getByLabelText('Nome'), 'Escola rural');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(sentWith(fetch, 'POST', LIST)).toEqual([
        {
          pontos: [
            {
              tipo: 'outro',
              nome: 'Escola rural',
              geometria: { type: 'Point', coordinates: [-55.7211, -12.5414] },
            },
          ],
        },
      ]),
    );
  });

  it('refuses a coordinate it cannot read', async () => {
    const fetch = await open(true, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ponto' }));
    const form = screen.getByRole('region', { name: 'Adicionar ponto sensível' });
    await userEvent.selectOptions(within(form).getByLabelText('Tipo *'), 'moradia');
    await userEvent.type(within(form).getByLabelText(/Latitude/), '-95');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Latitude deve estar entre -90 e 90.')).toBeVisible();
    expect(await within(form).findByText('Longitude é obrigatória.')).toBeVisible();
    expect(requested(fetch, 'POST', LIST)).toBe(false);
  });

  it('deletes a point after asking', async () => {
    const fetch = await open(true, [dwelling]);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Casa do caseiro' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir ponto sensível?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(requested(fetch, 'DELETE', `/api/pontos-sensiveis/${dwelling.id}`)).toBe(true),
    );
  });

  it('shows a pilot the list only', async () => {
    await open(false, [dwelling]);
    expect(await screen.findByText('Casa do caseiro · Moradia isolada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ponto' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
