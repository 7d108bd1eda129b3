import { z } from 'zod';
import { storedBoundary } from '../geo/contracts.ts';
import type { Boundary, LngLat } from '../geo/polygon.ts';
import { distanceWarnings, measurePoints, nearbyFindings, type SensitivePoint } from './check.ts';
import type { Place } from './measure.ts';
import { ruleSetFor } from './rules.ts';
import { SENSITIVE_POINT_KINDS, type RuleAircraftKind } from './values.ts';

const place = z.union([
  z.strictObject({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  storedBoundary,
]);

/** What the distances were measured from: the applied area, the boundary or the reference. */
export const MEASURED_FROM = ['area_aplicada', 'contorno', 'coordenada'] as const;

/** A sensitive point measured against its rule (the planning check's and the report's). */
export const findingFields = {
  tipo: z.enum(SENSITIVE_POINT_KINDS),
  nome: z.string(),
  distancia_m: z.number(),
  minimo_m: z.number().nullable(),
  artigo: z.string().nullable(),
  abaixo: z.boolean(),
};

/**
 * The Art. 10 distances of one operation as its report carries them (and freezes): the norm in
 * force, what they were measured from, the points within 1 km or under their rule, the warnings
 * and the justification recorded at the conclusion; with what the croqui draws besides the
 * property (the applied area and the flight lines' direction, when the flight's files gave them).
 */
export const distancesReport = z.strictObject({
  norma: z.string().nullable(),
  medido_de: z.enum(MEASURED_FROM).nullable(),
  pontos: z.array(z.strictObject({ ...findingFields, geometria: place })),
  alertas: z.array(z.string()),
  justificativa: z.string().nullable(),
  area_aplicada: storedBoundary.nullable(),
  /** The flight lines' direction in degrees from north (0–180), or null. */
  linhas_voo_graus: z.number().nullable(),
});
export type DistancesReport = z.infer<typeof distancesReport>;

export type DistancesSubject = {
  /** The property's boundary, its reference point, the applied area when the flight gave one. */
  plot: Boundary | null;
  reference: LngLat | null;
  applied: Boundary | null;
  flightBearing: number | null;
  /** The aircraft's kind (an operation without one yet is judged as an aeroplane's). */
  aircraftKind: RuleAircraftKind | null;
  /** The operation's day (ISO): the rule set in force then. */
  day: string;
  points: readonly SensitivePoint[];
  justificativa: string | null;
};

/** What the distances are measured from: the applied area, else the boundary, else the point. */
function measuredFrom(subject: DistancesSubject): [Place, DistancesReport['medido_de']] | null {
  if (subject.applied) return [subject.applied, 'area_aplicada'];
  if (subject.plot) return [subject.plot, 'contorno'];
  if (subject.reference) return [{ type: 'Point', coordinates: subject.reference }, 'coordenada'];
  return null;
}

/** The report's distances of one operation (decision 038). */
export function distancesReportOf(subject: DistancesSubject): DistancesReport {
  const rules = ruleSetFor(subject.aircraftKind ?? 'aviao', subject.day);
  const from = measuredFrom(subject);
  const findings = from ? measurePoints(from[0], subject.points, rules) : [];
  return {
    norma: rules?.norma ?? null,
    medido_de: from?.[1] ?? null,
    pontos: nearbyFindings(findings),
    alertas: distanceWarnings(findings),
    justificativa: subject.justificativa,
    area_aplicada: subject.applied,
    linhas_voo_graus: subject.flightBearing,
  };
}
