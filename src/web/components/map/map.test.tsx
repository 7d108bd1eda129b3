import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LngLat } from '../../../domain/geo/polygon.ts';
import { sorrisoSquare } from '../../test/boundaries.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { stubServer } from '../../test/server.ts';
import { MapView, PolygonEditor, type MapLayers } from './index.ts';
import { layerData, layersBounds, mapStyle } from './layers.ts';
import { webglAvailable } from './webgl.ts';

afterEach(() => vi.unstubAllGlobals());

const publicConfig = (mapa: object | null) =>
  stubServer({
    '/api/public-config': {
      contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
      video: null,
      mapa,
    },
  });
const TILES = { tiles: 'https://tile.example.org/{z}/{x}/{y}.png', atribuicao: '© Exemplo' };

// A property near Sorriso (MT): its boundary, an applied strip, a dwelling and a flight line.
const house: LngLat = [-55.735, -12.545];
const layers: MapLayers = {
  polygons: [
    { geometry: sorrisoSquare },
    {
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-55.729, -12.549],
            [-55.721, -12.549],
            [-55.721, -12.546],
            [-55.729, -12.549],
          ],
        ],
      },
      tone: 'applied',
    },
  ],
  points: [{ position: house, label: 'Casa do caseiro · 200 m' }],
  lines: [
    {
      coordinates: [
        [-55.728, -12.548],
        [-55.722, -12.548],
      ],
      tone: 'flight',
    },
  ],
};

describe('the map layers (pure)', () => {
  it('are bounded by every position they hold, the dwelling outside the boundary included', () => {
    expect(layersBounds(layers)).toEqual({
      west: -55.735,
      east: -55.72,
      south: -12.55,
      north: -12.54,
    });
    expect(layersBounds({})).toBeNull();
  });

  it('become GeoJSON with each feature’s tone, the boundary and the sensitive point by default', () => {
    const data = layerData(layers);
    expect(data.polygons.features.map((f) => f.properties?.tone)).toEqual(['boundary', 'applied']);
    expect(data.points.features[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: house },
      properties: { tone: 'sensitive', label: 'Casa do caseiro · 200 m' },
    });
    expect(data.lines.features[0]!.properties?.tone).toBe('flight');
  });

  it('style a plain background with no remote source, glyphs or sprite when no tiles are configured', () => {
    const style = mapStyle(null, layers);
    expect(Object.keys(style.sources)).toEqual(['polygons', 'lines', 'points']);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(style.layers.map((l) => l.type)).toEqual([
      'background',
      'fill',
      'line',
      'line',
      'line',
      'circle',
    ]);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('put the configured tiles, with their credit, between the background and the layers', () => {
    const style = mapStyle(TILES, {});
    expect(style.sources.tiles).toEqual({
      type: 'raster',
      tiles: [TILES.tiles],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© Exemplo',
    });
    expect(style.layers.slice(0, 3).map((l) => l.id)).toEqual([
      'background',
      'tiles',
      'polygon-fill',
    ]);
  });
});

// The tests' DOM has no WebGL: the components take the path of a browser without it.
describe('the map where WebGL is missing', () => {
  it('is detected', () => {
    expect(webglAvailable()).toBe(false);
  });

  it('shows the layers as the plain drawing, with the labels and a note', async () => {
    const fetch = publicConfig(null);
    renderWithQueries(<MapView layers={layers} label="Mapa da propriedade" className="h-72" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const drawing = screen.getByRole('img', { name: 'Mapa da propriedade' });
    // The boundary and the applied area, each on its halo; the flight line; the dwelling.
    expect(drawing.querySelectorAll('polygon')).toHaveLength(4);
    expect(drawing.querySelector('polygon.fill-brand-500\\/30')).not.toBeNull();
    expect(drawing.querySelectorAll('polyline')).toHaveLength(1);
    expect(drawing.querySelectorAll('circle.fill-red-700')).toHaveLength(1);
    expect(within(drawing).getByText('Casa do caseiro · 200 m')).toBeInTheDocument();
    expect(within(drawing).getByText('N↑')).toBeInTheDocument();
    expect(screen.getByText(/não oferece WebGL/)).toHaveTextContent(
      'mostramos o desenho simplificado.',
    );
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('draws the configured tiles under the drawing', async () => {
    publicConfig(TILES);
    renderWithQueries(<MapView layers={layers} label="Mapa da propriedade" className="h-72" />);
    await waitFor(() => expect(document.querySelectorAll('image').length).toBeGreaterThan(0));
    expect(screen.getByText('© Exemplo')).toBeVisible();
  });
});

/** The editor as a page holds it: the vertices in its state. */
function Editor({ initial = [] as LngLat[] }) {
  const [vertices, setVertices] = useState<LngLat[]>(initial);
  return (
    <>
      <PolygonEditor
        centre={{ latitude: -12.5432, longitude: -55.7211 }}
        value={vertices}
        onChange={setVertices}
        label="Área de desenho do contorno"
      />
      <output>{JSON.stringify(vertices)}</output>
    </>
  );
}
const held = () => JSON.parse(screen.getByRole('status').textContent || '[]') as LngLat[];

describe('the polygon editor where WebGL is missing', () => {
  it('places vertices clicked on the grid and lists them as text', async () => {
    publicConfig(null);
    renderWithQueries(<Editor />);
    const grid = screen.getByRole('application', { name: 'Área de desenho do contorno' });
    grid.getBoundingClientRect = () => ({ left: 0, top: 0, width: 320, height: 320 }) as DOMRect;
    // The centre of the 320-pixel square is the reference point.
    fireEvent.click(grid, { clientX: 160, clientY: 160 });
    await waitFor(() => expect(held()).toEqual([[-55.7211, -12.5432]]));
    expect(screen.getByLabelText('Latitude do vértice 1')).toHaveValue('-12,543200');
    expect(screen.getByLabelText('Longitude do vértice 1')).toHaveValue('-55,721100');
    expect(screen.getByText(/não oferece WebGL/)).toBeInTheDocument();
  });

  it('takes vertices typed in either notation, edits and removes them', async () => {
    publicConfig(null);
    renderWithQueries(<Editor initial={[[-55.73, -12.55]]} />);
    const type = (label: string, text: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    };
    type('Latitude do novo vértice', '12°32′24″ S'); // 12 + 32/60 + 24/3600 = 12,54°
    type('Longitude do novo vértice', '-55,72');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar vértice' }));
    await waitFor(() =>
      expect(held()).toEqual([
        [-55.73, -12.55],
        [-55.72, -12.54],
      ]),
    );
    expect(screen.getByLabelText('Latitude do novo vértice')).toHaveValue('');

    const latitude = screen.getByLabelText('Latitude do vértice 1');
    fireEvent.change(latitude, { target: { value: '-12,56' } });
    fireEvent.keyDown(latitude, { key: 'Enter' });
    await waitFor(() => expect(held()[0]).toEqual([-55.73, -12.56]));

    fireEvent.change(screen.getByLabelText('Longitude do vértice 2'), {
      target: { value: '200' },
    });
    fireEvent.blur(screen.getByLabelText('Longitude do vértice 2'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Longitude do vértice 2 inválida: use -55,7211 ou 55°43′16″ O.',
    );
    expect(held()[1]).toEqual([-55.72, -12.54]);

    fireEvent.click(screen.getByRole('button', { name: 'Remover vértice 1' }));
    await waitFor(() => expect(held()).toEqual([[-55.72, -12.54]]));
  });

  it('asks for both coordinates of a new vertex', async () => {
    publicConfig(null);
    renderWithQueries(<Editor />);
    fireEvent.change(screen.getByLabelText('Latitude do novo vértice'), {
      target: { value: '-12,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar vértice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Longitude do novo vértice é obrigatória.',
    );
    expect(held()).toEqual([]);
  });
});
