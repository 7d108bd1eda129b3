import { z } from 'zod';
import { boundaryProblems, type LngLat } from './polygon.ts';

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position).transform((r) => r.map(([lng, lat]) => [lng, lat] as LngLat));

/**
 * A GeoJSON Polygon or MultiPolygon (altitude dropped), checked by `boundaryProblems`; anything
 * else is refused with `invalid`.
 */
export const polygonSchema = (invalid: string) =>
  z
    .discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
        z.object({
          type: z.literal('MultiPolygon'),
          coordinates: z.array(z.array(ring).min(1)).min(1),
        }),
      ],
      invalid,
    )
    .superRefine((boundary, ctx) => {
      for (const message of boundaryProblems(boundary)) ctx.addIssue({ code: 'custom', message });
    });

/** A property's boundary. */
export const boundarySchema = polygonSchema('Contorno inválido: envie um polígono GeoJSON.');

const lngLat = z.tuple([z.number(), z.number()]);

/** A boundary as stored and answered: a GeoJSON Polygon or MultiPolygon of (longitude, latitude). */
export const storedBoundary = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: z.array(z.array(lngLat)) }),
  z.strictObject({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(z.array(lngLat))),
  }),
]);
