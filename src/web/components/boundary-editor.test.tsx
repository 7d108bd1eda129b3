import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { stubServer } from '../test/server.ts';
import { BoundaryEditor } from './boundary-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const publicConfig = (mapa: object | null) => ({
  '/api/public-config': {
    contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
    video: null,
    mapa,
  },
});

// The reference point of Fazenda Santa Rita, in Sorriso (MT).
const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BoundaryEditor
        centre={{ latitude: -12.5432, longitude: -55.7211 }}
        onDone={() => {}}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );

const tileImages = () => [...document.querySelectorAll('image')];

describe('the boundary editor over map tiles', () => {
  it('draws the configured tiles of its 4 km under the grid, with their credit', async () => {
    stubServer(
      publicConfig({
        tiles: 'https://tile.example.org/{z}/{x}/{y}.png',
        atribuicao: '© Contribuidores do OpenStreetMap',
      }),
    );
    show();
    await waitFor(() => expect(tileImages()).toHaveLength(16));
    // 4 × 4 tiles of zoom 15 (the slippy-map formula: Sorriso is in tile 11312/17534).
    const hrefs = tileImages().map((image) => image.getAttribute('href'));
    expect(hrefs.slice(0, 4)).toEqual([
      'https://tile.example.org/15/11310/17533.png',
      'https://tile.example.org/15/11311/17533.png',
      'https://tile.example.org/15/11312/17533.png',
      'https://tile.example.org/15/11313/17533.png',
    ]);
    expect(hrefs.at(-1)).toBe('https://tile.example.org/15/11313/17536.png');
    // The tile holding the reference point covers the centre of the drawing (160, 160).
    const centre = tileImages()[6]!;
    expect(centre.getAttribute('href')).toBe('https://tile.example.org/15/11312/17534.png');
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((a) =>
      Number(centre.getAttribute(a)),
    );
    expect(x! <= 160 && 160 <= x! + width!).toBe(true);
    expect(y! <= 160 && 160 <= y! + height!).toBe(true);
    // About 1.19 km of a 4 km drawing of 320 units: 95 units wide.
    expect(width).toBeCloseTo(95.5, 0);
    // Under everything else: the first things drawn.
    const svg = screen.getByRole('application', { name: 'Área de desenho do contorno' });
    expect(svg.firstElementChild?.querySelector('image')).toBe(tileImages()[0]);
    expect(screen.getByText('© Contribuidores do OpenStreetMap')).toBeVisible();
  });

  it('drops a tile that fails to load, leaving the plain background', async () => {
    stubServer(publicConfig({ tiles: 'https://tile.example.org/{z}/{x}/{y}.png', atribuicao: '' }));
    show();
    await waitFor(() => expect(tileImages()).toHaveLength(16));
    fireEvent.error(tileImages()[0]!);
    await waitFor(() => expect(tileImages()).toHaveLength(15));
    expect(tileImages()[0]!.getAttribute('href')).toBe(
      'https://tile.example.org/15/11311/17533.png',
    );
  });

  it('without tiles configured draws none and asks nothing but the configuration', async () => {
    const fetch = stubServer(publicConfig(null));
    show();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByRole('application', { name: 'Área de desenho do contorno' });
    expect(tileImages()).toHaveLength(0);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/public-config']);
  });
});
