import { z } from 'zod';
import { f, m, requiredMessage } from '../agreement.ts';
import { skippedItem } from '../flight/contracts.ts';
import { boundarySchema, storedBoundary } from '../geo/contracts.ts';
import { optionalId, requiredDate } from '../registers/fields.ts';
import { findingFields } from './report.ts';
import {
  DISTANCE_JUSTIFICATION_MAX,
  SENSITIVE_POINT_KINDS,
  SENSITIVE_POINTS_PER_SAVE,
} from './values.ts';

export { justificationLabel } from './values.ts';

const NAME_MAX = 120;

const pointGeometry = z.object({
  type: z.literal('Point'),
  coordinates: z
    .tuple([z.number(), z.number()])
    .rest(z.number())
    .transform(([lng, lat]) => [lng, lat] as [number, number])
    .refine(
      ([lng, lat]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90,
      'Coordenada fora do intervalo: latitude entre -90 e 90, longitude entre -180 e 180.',
    ),
});

/** A point (GeoJSON Point) or an area (Polygon or MultiPolygon, checked as a boundary is). */
const geometry = z.union(
  [pointGeometry, boundarySchema],
  'Geometria inválida: envie um ponto ou um polígono GeoJSON.',
);

/** A sensitive point or area of a property; 'outro' needs the name the user gives it. */
export const sensitivePointInput = z
  .object({
    tipo: z.enum(SENSITIVE_POINT_KINDS, 'Tipo de ponto sensível inválido.'),
    nome: z
      .string('Nome inválido.')
      .trim()
      .max(NAME_MAX, `Nome com no máximo ${NAME_MAX} caracteres.`)
      .nullish()
      .transform((name) => name || null),
    geometria: geometry,
  })
  .superRefine((point, ctx) => {
    if (point.tipo === 'outro' && !point.nome)
      ctx.addIssue({ code: 'custom', path: ['nome'], message: requiredMessage(m('Nome')) });
  });
export type SensitivePointInput = z.output<typeof sensitivePointInput>;

/** `POST /api/properties/{id}/pontos-sensiveis`: one point, or a file's many, all or none. */
export const sensitivePointsInput = z.object({
  pontos: z
    .array(sensitivePointInput)
    .min(1, 'Informe ao menos um ponto.')
    .max(SENSITIVE_POINTS_PER_SAVE, `No máximo ${SENSITIVE_POINTS_PER_SAVE} pontos por vez.`),
});

/** A sensitive point as answered. */
export const sensitivePointRow = z.strictObject({
  id: z.uuid(),
  property_id: z.uuid(),
  tipo: z.enum(SENSITIVE_POINT_KINDS),
  nome: z.string().nullable(),
  geometria: z.union([
    z.strictObject({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
    storedBoundary,
  ]),
});
export type SensitivePointRow = z.infer<typeof sensitivePointRow>;

/** A point or area read from a file, before the office chooses its kind. */
export const sensitivePointRead = z.strictObject({
  nome: z.string().nullable(),
  geometria: sensitivePointRow.shape.geometria,
});
export type SensitivePointRead = z.infer<typeof sensitivePointRead>;

/**
 * What a file of sensitive points held (nothing stored yet): the points and areas read, and the
 * features skipped with why. The office chooses each one's kind and saves them all at once.
 */
export const sensitivePointFile = z.strictObject({
  pontos: z.array(sensitivePointRead),
  ignorados: z.array(skippedItem),
});
export type SensitivePointFile = z.infer<typeof sensitivePointFile>;

/** The justification of a conclusion under the distances (required then). */
export const distanceJustification = z
  .string('Justificativa inválida.')
  .trim()
  .max(
    DISTANCE_JUSTIFICATION_MAX,
    `Justificativa com no máximo ${DISTANCE_JUSTIFICATION_MAX} caracteres.`,
  );

/**
 * `GET /api/distancias`: the Art. 10 check of a flight being planned; an operation's, measured
 * from the plot drawn for it while it stays on that property.
 */
export const distanceCheckQuery = z.object({
  property_id: z.uuid('Propriedade inválida.'),
  aircraft_id: optionalId('Aeronave inválida.').optional(),
  operation_id: optionalId('Operação inválida.').optional(),
  data: requiredDate(f('Data')),
});

export const distanceCheck = z.strictObject({
  norma: z.string().nullable(),
  avisos: z.array(z.string()),
  pontos: z.array(z.strictObject(findingFields)),
});
export type DistanceCheck = z.infer<typeof distanceCheck>;
