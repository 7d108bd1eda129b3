// No zod here: the report's croqui imports this rule at load (its contract, talhaoInput, is in
// contracts.ts).
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
