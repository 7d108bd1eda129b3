import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import { moved } from '../../../domain/geo/geodesic.ts';
import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { stubServer } from '../../test/server.ts';
import { FlightAuditPanel } from './flight-audit-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

// Near Sorriso (MT): a point `east` and `north` metres from a corner, to 6 decimals as typed.
const CORNER: LngLat = [-55.7261, -12.5482];
const at = (east: number, north: number) =>
  moved(moved(CORNER, east, 90), north, 0).map((n) => Math.round(n * 1e6) / 1e6) as LngLat;
const rectangle = (east: number, north: number): Boundary => ({
  type: 'Polygon',
  coordinates: [[at(0, 0), at(east, 0), at(east, north), at(0, north), at(0, 0)]],
});
// The property: 1 000 m × 500 m = 50 ha; the plot drawn on it: its west half, 500 m × 500 m = 25 ha
// (read to the are: the vertices rounded to 6 decimals, ≈ 0,1 m, move the last figure).
const FARM = rectangle(1000, 500);
const HALF = rectangle(500, 500);
const property = { boundary: FARM, latitude: -12.546, longitude: -55.7215 };

const nothingImported: FlightEvidence = {
  talhao: FARM,
  figuras: null,
  formas: null,
  linhas: [],
  area_declarada_ha: 50,
  area_relatorio: 'declarada',
  produtos: [],
  importacoes: [],
};

const show = (talhao: Boundary | null, isOffice = true) =>
  renderWithQueries(
    <FlightAuditPanel
      operationId="op-1"
      canChange
      isOffice={isOffice}
      concluded={false}
      talhao={talhao}
      property={property}
    />,
  );

describe("the operation's treated plot in the applied-area panel (issue 39)", () => {
  it('tells the whole property by its area and opens the drawing over its boundary', async () => {
    stubServer({ '/api/operations/op-1/voo': nothingImported });
    show(null);
    expect(await screen.findByText(/^Toda a propriedade \(50,0\d ha\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar toda a propriedade' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Desenhar o talhão' }));
    // The drawing opens over the property's boundary (the plain drawing where WebGL is missing):
    // nothing drawn yet, so its two polygons (halo and outline) are the property's.
    const area = await screen.findByRole('application', { name: 'Área de desenho do talhão' });
    expect(area.querySelectorAll('polygon')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Usar talhão' })).toBeDisabled();
  });

  it('shows the plot drawn by its area, and goes back to the whole property once confirmed', async () => {
    const sent = vi.fn();
    stubServer({
      '/api/operations/op-1/voo': { ...nothingImported, talhao: HALF },
      'PUT /api/operations/op-1/talhao': (body: unknown) => {
        sent(body);
        return new Response(JSON.stringify(nothingImported));
      },
    });
    show(HALF);
    expect(await screen.findByText(/^Talhão desenhado: 25,0\d ha$/)).toBeInTheDocument();
    // Edited and kept as it is: the same ring, closed again.
    await userEvent.click(screen.getByRole('button', { name: 'Editar o talhão' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usar talhão' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ talhao: HALF }));
    await userEvent.click(screen.getByRole('button', { name: 'Usar toda a propriedade' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('O talhão desenhado será apagado');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Usar toda a propriedade' }).at(-1)!,
    );
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith({ talhao: null }));
  });

  it('is the office’s: a pilot sees no plot section', async () => {
    stubServer({ '/api/operations/op-1/voo': nothingImported });
    show(HALF, false);
    expect(await screen.findByText(/Nenhum arquivo de voo importado/)).toBeInTheDocument();
    expect(screen.queryByText('Talhão tratado')).toBeNull();
  });
});
