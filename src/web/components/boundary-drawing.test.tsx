import { screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/server.ts';
import { BoundaryDrawing } from './boundary-drawing.tsx';
import { sorrisoSquare as field } from '../test/boundaries.ts';
import type { Boundary } from '../../domain/geo/polygon.ts';

afterEach(() => vi.unstubAllGlobals());

const show = (mapa: object | null, boundary: Boundary = field) => {
  const fetch = stubServer({
    '/api/public-config': {
      contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
      video: null,
      mapa,
    },
  });
  renderWithQueries(<BoundaryDrawing boundary={boundary} label="Croqui da área tratada" />);
  return fetch;
};
const tileImages = () => [...document.querySelectorAll('image')];

describe('the croqui drawing', () => {
  it('has the configured tiles under the polygon, placed in its projection, with their credit', async () => {
    show({ tiles: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', atribuicao: '© Mapas Exemplo' });
    await waitFor(() => expect(tileImages()).toHaveLength(9));
    // The field and its margin at zoom 16: columns 22622–22624, rows 35069–35071.
    expect(tileImages().map((image) => image.getAttribute('href'))).toEqual(
      [35069, 35070, 35071].flatMap((y) =>
        [22622, 22623, 22624].map((x) => `http://127.0.0.1:8080/16/${x}/${y}.png`),
      ),
    );
    // Neighbouring tiles meet exactly: no gap, no overlap.
    const [first, second] = tileImages().map((image) => ({
      x: Number(image.getAttribute('x')),
      width: Number(image.getAttribute('width')),
    }));
    expect(first!.x + first!.width).toBeCloseTo(second!.x, 9);
    // The polygon is drawn after (over) the tiles.
    const drawing = screen.getByRole('img', { name: 'Croqui da área tratada' });
    const polygon = drawing.querySelector('polygon')!;
    expect(
      tileImages().every(
        (image) => image.compareDocumentPosition(polygon) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBe(true);
    expect(screen.getByText('© Mapas Exemplo')).toBeVisible();
  });

  it('without tiles configured is the plain drawing', async () => {
    const fetch = show(null);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Croqui da área tratada' })).toBeVisible();
    expect(tileImages()).toHaveLength(0);
    expect(screen.queryByText(/©/)).toBeNull();
  });

  /** A field stretched along one axis: north-south (tall) or east-west (wide). */
  const stretched = (dLng: number, dLat: number): Boundary => ({
    type: 'Polygon',
    coordinates: [
      [
        [-55.73, -12.55],
        [-55.73 + dLng, -12.55],
        [-55.73 + dLng, -12.55 + dLat],
        [-55.73, -12.55 + dLat],
        [-55.73, -12.55],
      ],
    ],
  });

  it.each([
    ['tall', stretched(0.002, 0.02)],
    ['wide', stretched(0.02, 0.002)],
    ['square', field],
  ])('keeps a %s field below the north mark', (_, boundary) => {
    show(null, boundary);
    const drawing = screen.getByRole('img', { name: 'Croqui da área tratada' });
    const mark = screen.getByText('N↑');
    const markBottom = Number(mark.getAttribute('y')) + 4; // the glyphs' descent
    const ys = drawing
      .querySelector('polygon')!
      .getAttribute('points')!
      .split(' ')
      .map((point) => Number(point.split(',')[1]));
    expect(Math.min(...ys)).toBeGreaterThan(markBottom + 4);
    expect(Math.max(...ys)).toBeLessThanOrEqual(290);
  });
});
