import { z } from 'zod';
import { polygonSchema } from '../geo/contracts.ts';
import type { Boundary } from '../geo/polygon.ts';

/**
 * The treated plot (talhão) of an operation: the one the office drew for it, else the
 * property's boundary, else none (decision 040). The coverage audit, the Art. 10 distances and
 * the croqui all measure from it.
 */
export const treatedPlot = (
  talhao: Boundary | null | undefined,
  boundary: Boundary | null | undefined,
): Boundary | null => talhao ?? boundary ?? null;

/**
 * `PUT /api/operations/{id}/talhao`: the plot drawn for the operation, checked as a property's
 * boundary is, or null for the whole property again.
 */
export const talhaoInput = z.strictObject({
  talhao: polygonSchema('Talhão inválido: envie um polígono GeoJSON.').nullable(),
});
