import { formatDecimal } from '../format.ts';
import type { Boundary } from '../geo/polygon.ts';
import { treatedPlot } from '../flight/treated-plot.ts';
import type { OperationReportData } from '../operations/report-data.ts';
import type { CroquiInput } from './croqui.ts';
import type { DistancesReport } from './report.ts';
import { SENSITIVE_POINT_KIND_LABELS } from './values.ts';

/** The croqui's box, in the drawing's own units (its width and height). */
export const CROQUI_WIDTH = 560;
export const CROQUI_HEIGHT = 380;

/**
 * Whether the croqui has something to draw: an area or a sensitive point. A reference point
 * alone is a coordinate, not a drawing: the report writes it instead.
 */
export const croquiHasDrawing = (input: CroquiInput) =>
  !!input.plot || !!input.applied || input.points.length > 0;

/** What the croqui of a report draws: from its data only, so a frozen report draws as frozen. */
export function croquiInputOf(report: OperationReportData): CroquiInput {
  const p = report.propriedade;
  const op = report.operation;
  const d = report.distancias;
  return {
    plot: treatedPlot(op.talhao, p?.boundary),
    reference: p?.latitude != null && p.longitude != null ? [p.longitude, p.latitude] : null,
    applied: (d?.area_aplicada ?? null) as Boundary | null,
    points: d?.pontos ?? [],
    flightBearing: d?.linhas_voo_graus ?? null,
    wind: [
      { rotulo: 'Início', direcao: op.vento_direcao_inicio, kmh: op.vento_inicio },
      { rotulo: 'Fim', direcao: op.vento_direcao_fim, kmh: op.vento_fim },
    ],
  };
}

/** A point as the report lists it: 'Casa do caseiro (moradia isolada): 200 m — mínimo 250 m …'. */
export function findingLine(point: DistancesReport['pontos'][number]): string {
  const kind = SENSITIVE_POINT_KIND_LABELS[point.tipo];
  const named = point.nome === kind ? kind : `${point.nome} (${kind.toLowerCase()})`;
  const distance = `${named}: ${formatDecimal(point.distancia_m, 0)} m`;
  if (point.minimo_m === null) return distance;
  const rule = `mínimo ${formatDecimal(point.minimo_m, 0)} m, ${point.artigo}`;
  return `${distance} (${rule})${point.abaixo ? ' — abaixo do mínimo' : ''}`;
}

/** What the distances were measured from, as the report says it. */
export const MEASURED_FROM_LABELS = {
  area_aplicada: 'medidas da área aplicada',
  contorno: 'medidas do contorno da área tratada',
  coordenada: 'medidas da coordenada de referência (sem contorno)',
} as const;
