// The coverage audit of an application (issue 39 item 2): the passes flown against the treated
// plot. Every figure in hectares from the geodesic area (`areaHa`), rounded to 4 decimals (1 m²).
import { areaHa } from '../geo/polygon.ts';
import {
  boundsOf,
  boxesMeet,
  differenceOf,
  intersectionOf,
  simplifiedArea,
  unionOf,
  type Area,
} from './shapes.ts';

export type CoverageFigures = {
  /** The treated plot; null when the operation has none (then so are the plot's figures). */
  talhao_ha: number | null;
  /** Covered at least once. */
  aplicada_ha: number;
  dentro_ha: number | null;
  fora_ha: number | null;
  /** The plot left uncovered. */
  falhas_ha: number | null;
  /** Covered two or more times. */
  sobreposicao_ha: number;
  /** What was sprayed more than once, counted each extra time: the passes' sum less the union. */
  excesso_ha: number;
  /** Of the plot: covered, left out. Of the applied area: outside, overlapped. */
  cobertura_pct: number | null;
  falhas_pct: number | null;
  fora_pct: number | null;
  sobreposicao_pct: number;
};

export type CoverageShapes = {
  aplicada: Area | null;
  sobreposicao: Area | null;
  fora: Area | null;
  falhas: Area | null;
};

const ha = (area: Area | null) => (area ? Math.round(areaHa(area) * 1e4) / 1e4 : 0);
const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1e4) / 100 : 0;

/** Where two or more passes meet: the union of every pair's intersection (bounding boxes first). */
export function overlapOf(passes: Area[]): Area | null {
  const boxed = passes.map((area) => ({ area, box: boundsOf(area) }));
  boxed.sort((a, b) => a.box[0] - b.box[0]);
  const shared: Area[] = [];
  for (let i = 0; i < boxed.length; i++)
    for (let j = i + 1; j < boxed.length && boxed[j]!.box[0] <= boxed[i]!.box[2]; j++) {
      if (!boxesMeet(boxed[i]!.box, boxed[j]!.box)) continue;
      const both = intersectionOf(boxed[i]!.area, boxed[j]!.area);
      if (both) shared.push(both);
    }
  return unionOf(shared);
}

/** The audit of `passes` against `plot`: figures and the shapes to draw (simplified). */
export function coverageAudit(
  passes: Area[],
  plot: Area | null,
): { figures: CoverageFigures; shapes: CoverageShapes } {
  const applied = unionOf(passes);
  const overlap = overlapOf(passes);
  const inside = applied && plot ? intersectionOf(applied, plot) : null;
  const outside = applied && plot ? differenceOf(applied, plot) : null;
  const gaps = plot ? (applied ? differenceOf(plot, applied) : plot) : null;
  const aplicada = ha(applied);
  const talhao = plot ? ha(plot) : null;
  const sum = passes.reduce((total, pass) => total + areaHa(pass), 0);
  const appliedExact = applied ? areaHa(applied) : 0;
  const figures: CoverageFigures = {
    talhao_ha: talhao,
    aplicada_ha: aplicada,
    dentro_ha: plot ? ha(inside) : null,
    fora_ha: plot ? ha(outside) : null,
    falhas_ha: plot ? ha(gaps) : null,
    sobreposicao_ha: ha(overlap),
    excesso_ha: Math.max(0, Math.round((sum - appliedExact) * 1e4) / 1e4),
    cobertura_pct: talhao ? pct(ha(inside), talhao) : null,
    falhas_pct: talhao ? pct(ha(gaps), talhao) : null,
    fora_pct: plot ? pct(ha(outside), aplicada) : null,
    sobreposicao_pct: pct(ha(overlap), aplicada),
  };
  const drawn = (area: Area | null) => (area ? simplifiedArea(area) : null);
  return {
    figures,
    shapes: {
      aplicada: drawn(applied),
      sobreposicao: drawn(overlap),
      fora: drawn(outside),
      falhas: drawn(gaps),
    },
  };
}

export type WasteInput = {
  nome: string;
  unidade: string;
  dose_por_ha: number;
  /** The lots' cost per unit of what the operation consumed; null before any consumption. */
  custo_unitario_cents: number | null;
};

/**
 * The product sprayed again where passes overlapped: dose × `excesso_ha`, per product, and its
 * cost at the consumed lots' cost (null when nothing was consumed yet).
 */
export const wastedProducts = (excessoHa: number, products: WasteInput[]) =>
  products.map((p) => {
    const quantidade = Math.round(p.dose_por_ha * excessoHa * 1000) / 1000;
    return {
      nome: p.nome,
      unidade: p.unidade,
      quantidade,
      custo_cents:
        p.custo_unitario_cents === null ? null : Math.round(quantidade * p.custo_unitario_cents),
    };
  });
