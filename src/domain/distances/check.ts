import { comparePtBr, formatDecimal } from '../format.ts';
import { distanceBetween, type Place } from './measure.ts';
import type { DistanceRuleSet } from './rules.ts';
import { CROQUI_RADIUS_M, SENSITIVE_POINT_KIND_LABELS, type SensitivePointKind } from './values.ts';

export type SensitivePoint = { tipo: SensitivePointKind; nome: string | null; geometria: Place };

/** One sensitive point measured from the treated area against the rule in force. */
export type DistanceFinding = {
  tipo: SensitivePointKind;
  /** The name the user gave, else the kind's label. */
  nome: string;
  /** Rounded down to the metre: a distance shown as 250 m is never under a 250 m rule. */
  distancia_m: number;
  minimo_m: number | null;
  artigo: string | null;
  /** Under the rule's minimum: the warning. */
  abaixo: boolean;
  geometria: Place;
};

export const pointName = (point: { tipo: SensitivePointKind; nome: string | null }) =>
  point.nome?.trim() || SENSITIVE_POINT_KIND_LABELS[point.tipo];

/** Every point measured from `treated`, nearest first, with the rule of `rules` for its kind. */
export function measurePoints(
  treated: Place,
  points: readonly SensitivePoint[],
  rules: DistanceRuleSet | null,
): DistanceFinding[] {
  return points
    .map((point) => {
      const rule = rules?.regras[point.tipo] ?? null;
      // To the millimetre first, so a float a hair under a whole metre is not a metre less.
      const distancia_m = Math.floor(
        Math.round(distanceBetween(treated, point.geometria) * 1000) / 1000,
      );
      return {
        tipo: point.tipo,
        nome: pointName(point),
        distancia_m,
        minimo_m: rule?.metros ?? null,
        artigo: rule?.artigo ?? null,
        abaixo: rule !== null && distancia_m < rule.metros,
        geometria: point.geometria,
      };
    })
    .sort((a, b) => a.distancia_m - b.distancia_m || comparePtBr(a.nome, b.nome));
}

/** The warning of a point under its rule: 'Moradia do caseiro (Moradia isolada) a 200 m: …'. */
export function distanceWarning(finding: DistanceFinding): string {
  const kind = SENSITIVE_POINT_KIND_LABELS[finding.tipo];
  const named = finding.nome === kind ? kind : `${finding.nome} (${kind.toLowerCase()})`;
  return `${named} a ${formatDecimal(finding.distancia_m, 0)} m da área tratada, abaixo do mínimo de ${formatDecimal(finding.minimo_m ?? 0, 0)} m (${finding.artigo}).`;
}

export const distanceWarnings = (findings: readonly DistanceFinding[]) =>
  findings.filter((f) => f.abaixo).map(distanceWarning);

/** The points the croqui draws and the report lists: within 1 km, or under their rule. */
export const nearbyFindings = (findings: readonly DistanceFinding[]) =>
  findings.filter((f) => f.abaixo || f.distancia_m <= CROQUI_RADIUS_M);
