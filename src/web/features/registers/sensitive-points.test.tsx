import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** What a KML read by the server held: a named point, an unnamed one and an area. */
const fileRead = {
  pontos: [
    { nome: 'Casa do caseiro', geometria: { type: 'Point', coordinates: [-55.7211, -12.5414] } },
    { nome: null, geometria: { type: 'Point', coordinates: [-55.72, -12.54] } },
  ],
  ignorados: [
    {
      arquivo: 'vizinhanca.kml',
      item: "'Estrada vicinal'",
      motivo: 'linha: um ponto sensível é um ponto ou uma área (polígono).',
    },
  ],
};

// The property's reference point: the map to place a point opens around it.
const place = { boundary: null, latitude: -12.5432, longitude: -55.7211 };

/** The one point the form sent to be added. */
const addedWith = (fetch: ReturnType<typeof stubServer>, point: object) =>
  waitFor(() => expect(sentWith(fetch, 'POST', LIST)).toEqual([{ pontos: [point] }]));

async function open(canChange: boolean, points: unknown[]) {
  const fetch = stubServer({
    [LIST]: points,
    [`POST ${LIST}`]: () => new Response(JSON.stringify([dwelling]), { status: 201 }),
    [`POST ${LIST}/arquivos`]: () => new Response(JSON.stringify(fileRead)),
    [`PUT /api/pontos-sensiveis/${dwelling.id}`]: (body: object) =>
      new Response(JSON.stringify({ ...dwelling, ...body })),
    [`DELETE /api/pontos-sensiveis/${dwelling.id}`]: () => new Response(null, { status: 204 }),
  });
  renderWithQueries(<SensitivePoints propertyId="p1" canChange={canChange} place={place} />);
  await userEvent.click(screen.getByText('Pontos sensíveis (Art. 10)'));
  return fetch;
}

/** A village drawn as a triangle beside the farm. */
const VILLAGE_AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [-55.73, -12.55],
      [-55.72, -12.55],
      [-55.72, -12.56],
      [-55.73, -12.55],
    ],
  ],
};

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

  it('draws an area in red, beside the points', async () => {
    const village = {
      ...dwelling,
      id: 'a0000000-0000-4000-8000-000000000002',
      tipo: 'povoacao',
      nome: 'Vila Esperança',
      geometria: VILLAGE_AREA,
    };
    await open(true, [dwelling, village]);
    const map = await screen.findByRole('img', { name: 'Mapa dos pontos sensíveis' });
    expect(map.querySelectorAll('polygon.stroke-red-700')).toHaveLength(1);
    expect(map).toHaveTextContent('Casa do caseiro');
    expect(map).toHaveTextContent('Vila Esperança');
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
    await addedWith(fetch, {
      tipo: 'outro',
      nome: 'Escola rural',
      geometria: { type: 'Point', coordinates: [-55.7211, -12.5414] },
    });
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

  it('places a new point by a click on the map, filling its coordinates', async () => {
    const fetch = await open(true, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ponto' }));
    const form = screen.getByRole('region', { name: 'Adicionar ponto sensível' });
    // No WebGL here: the plain drawing, 1,5 km around the reference point. Its frame's middle
    // (150, 26 + 264 / 2 = 158 in its 300-unit square) is the reference point itself.
    const map = within(form).getByRole('application', {
      name: 'Mapa para marcar o ponto sensível',
    });
    fireEvent.click(map, { clientX: 150, clientY: 158 });
    expect(within(form).getByLabelText(/Latitude/)).toHaveValue('-12,5432');
    expect(within(form).getByLabelText(/Longitude/)).toHaveValue('-55,7211');
    await userEvent.selectOptions(within(form).getByLabelText('Tipo *'), 'apiario');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await addedWith(fetch, {
      tipo: 'apiario',
      nome: null,
      geometria: { type: 'Point', coordinates: [-55.7211, -12.5432] },
    });
  });

  it('adds an area drawn vertex by vertex (a village)', async () => {
    const fetch = await open(true, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ponto' }));
    const form = screen.getByRole('region', { name: 'Adicionar ponto sensível' });
    await userEvent.selectOptions(within(form).getByLabelText('Tipo *'), 'povoacao');
    await userEvent.type(within(form).getByLabelText('Nome'), 'Vila Esperança');
    await userEvent.click(within(form).getByLabelText('Área desenhada no mapa'));
    // Without the vertices there is no area: nothing is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Desenhe a área: ao menos 3 vértices.')).toBeVisible();
    expect(requested(fetch, 'POST', LIST)).toBe(false);
    const vertices = [
      ['-12,55', '-55,73'],
      ['-12,55', '-55,72'],
      ['-12,56', '-55,72'],
    ];
    for (const [lat, lng] of vertices) {
      await userEvent.type(within(form).getByLabelText('Latitude do novo vértice'), lat!);
      await userEvent.type(within(form).getByLabelText('Longitude do novo vértice'), lng!);
      await userEvent.click(within(form).getByRole('button', { name: 'Adicionar vértice' }));
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await addedWith(fetch, {
      tipo: 'povoacao',
      nome: 'Vila Esperança',
      geometria: VILLAGE_AREA,
    });
  });

  it('changes a point’s name, kind and coordinates', async () => {
    const fetch = await open(true, [dwelling]);
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar Casa do caseiro' }));
    const form = screen.getByRole('region', { name: 'Alterar ponto sensível' });
    expect(within(form).getByLabelText(/Latitude/)).toHaveValue('-12,5414');
    await userEvent.clear(within(form).getByLabelText('Nome'));
    await userEvent.type(within(form).getByLabelText('Nome'), 'Sede');
    await userEvent.clear(within(form).getByLabelText(/Latitude/));
    await userEvent.type(within(form).getByLabelText(/Latitude/), '-12,5420');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sentWith(fetch, 'PUT', `/api/pontos-sensiveis/${dwelling.id}`)).toEqual([
        {
          tipo: 'moradia',
          nome: 'Sede',
          geometria: { type: 'Point', coordinates: [-55.7211, -12.542] },
        },
      ]),
    );
  });

  it('imports a file: shows what was read and skipped, asks each kind, saves all at once', async () => {
    const fetch = await open(true, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Importar de arquivo' }));
    const panel = screen.getByRole('region', { name: 'Importar pontos sensíveis' });
    const kml = new File(['<kml/>'], 'vizinhanca.kml', { type: 'application/xml' });
    await userEvent.upload(panel.querySelector('input[type=file]')!, kml);
    expect(
      await within(panel).findByText('2 pontos e áreas lidos', { exact: false }),
    ).toBeVisible();
    expect(within(panel).getByLabelText('Nome do 1º')).toHaveValue('Casa do caseiro');
    expect(within(panel).getByText(/Estrada vicinal.*linha: um ponto sensível/)).toBeVisible();
    // Files carry no kind: nothing is saved until each has one.
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar 2 pontos' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('falta o 1º');
    expect(requested(fetch, 'POST', LIST)).toBe(false);

    await userEvent.selectOptions(within(panel).getByLabelText('Tipo para todos'), 'moradia');
    await userEvent.selectOptions(within(panel).getByLabelText('Tipo do 2º *'), 'manancial');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar 2 pontos' }));
    await waitFor(() =>
      expect(sentWith(fetch, 'POST', LIST)).toEqual([
        {
          pontos: [
            { tipo: 'moradia', nome: 'Casa do caseiro', geometria: fileRead.pontos[0]!.geometria },
            { tipo: 'manancial', nome: null, geometria: fileRead.pontos[1]!.geometria },
          ],
        },
      ]),
    );
  });

  it('shows a pilot the list only', async () => {
    await open(false, [dwelling]);
    expect(await screen.findByText('Casa do caseiro · Moradia isolada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ponto' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Alterar|Importar/ })).toBeNull();
  });
});
