import { z } from 'zod';
import { storedBoundary } from '../geo/contracts.ts';
import { SENSITIVE_POINT_KINDS } from './values.ts';

const place = z.union([
  z.strictObject({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  storedBoundary,
]);

/** What the distances were measured from: the applied area, the boundary or the reference. */
export const MEASURED_FROM = ['area_aplicada', 'contorno', 'coordenada'] as const;

/**
 * The Art. 10 distances of one operation as its report carries them (and freezes): the norm in
 * force, what they were measured from, the points within 1 km or under their rule, the warnings
 * and the justification recorded at the conclusion; with what the croqui draws besides the
 * property (the applied area and the flight lines' direction, when the flight's files gave them).
 */
export const distancesReport = z.strictObject({
  norma: z.string().nullable(),
  medido_de: z.enum(MEASURED_FROM).nullable(),
  pontos: z.array(
    z.strictObject({
      tipo: z.enum(SENSITIVE_POINT_KINDS),
      nome: z.string(),
      distancia_m: z.number(),
      minimo_m: z.number().nullable(),
      artigo: z.string().nullable(),
      abaixo: z.boolean(),
      geometria: place,
    }),
  ),
  alertas: z.array(z.string()),
  justificativa: z.string().nullable(),
  area_aplicada: storedBoundary.nullable(),
  /** The flight lines' direction in degrees from north (0–180), or null. */
  linhas_voo_graus: z.number().nullable(),
});
export type DistancesReport = z.infer<typeof distancesReport>;
