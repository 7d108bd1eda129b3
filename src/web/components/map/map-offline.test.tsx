import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sorrisoSquare } from '../../test/boundaries.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { stubServer } from '../../test/server.ts';
import { MapView, PolygonEditor } from './index.ts';

// A browser with WebGL, offline before any page with a map was opened: the engine's chunks
// were never fetched, so their import fails.
vi.mock('./webgl.ts', () => ({ webglAvailable: () => true }));
vi.mock('./map-canvas.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./polygon-draw.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

const config = () =>
  stubServer({
    '/api/public-config': {
      contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
      video: null,
      mapa: null,
    },
  });

describe('the map offline before its code was ever fetched', () => {
  it('shows the layers as the plain drawing and says why', async () => {
    config();
    renderWithQueries(
      <MapView
        layers={{ polygons: [{ geometry: sorrisoSquare }] }}
        label="Mapa da propriedade"
        className="h-72"
      />,
    );
    // The drawing while the code loads, and after it failed, with the reason.
    expect(screen.getByRole('img', { name: 'Mapa da propriedade' })).toBeVisible();
    expect(
      await screen.findByText(
        'O mapa interativo não pôde ser carregado sem conexão: mostramos o desenho simplificado.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mapa da propriedade' })).toBeVisible();
  });

  it('lets the polygon be drawn on the grid or typed', async () => {
    config();
    renderWithQueries(
      <PolygonEditor
        centre={{ latitude: -12.5432, longitude: -55.7211 }}
        value={[]}
        onChange={() => {}}
        label="Área de desenho do contorno"
      />,
    );
    expect(screen.getByText('Carregando o mapa...')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole('application', { name: 'Área de desenho do contorno' }),
      ).toBeVisible(),
    );
    expect(
      screen.getByText(/sem conexão: desenhe na quadrícula ou digite os vértices/),
    ).toBeVisible();
    expect(screen.getByLabelText('Latitude do novo vértice')).toBeVisible();
  });
});
