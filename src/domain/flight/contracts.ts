import { z } from 'zod';
import { polygonSchema, storedBoundary } from '../geo/contracts.ts';
import { centsValue, isoTimestamp, nullableNumber } from '../wire.ts';
import { AREA_SOURCES, FLIGHT_EXPORTS } from './values.ts';

const area = storedBoundary.nullable();

/** Something of an imported file left out: the file, the item and why (pt-BR). */
export const skippedItem = z.strictObject({
  arquivo: z.string(),
  item: z.string(),
  motivo: z.string(),
});
const line = z.array(z.tuple([z.number(), z.number()]));

/**
 * `POST /api/operations/{id}/voo` (and a property's sensitive points' files, `POST
 * /api/properties/{id}/pontos-sensiveis/arquivos`) as `multipart/form-data`: one to ten files,
 * each as `arquivos`. They are read as streams, never parsed into a body, so the schema only
 * describes them.
 */
export const flightUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['arquivos'],
  properties: { arquivos: { type: 'array', items: { type: 'string', format: 'binary' } } },
});

/** Which area the report prints as 'Área tratada'. */
export const areaChoiceInput = z.strictObject({
  area_relatorio: z.enum(AREA_SOURCES, 'Escolha a área que o relatório usa.'),
});
export type AreaChoiceInput = z.infer<typeof areaChoiceInput>;

export const flightExportParams = z.object({
  id: z.uuid('Operação não encontrada.'),
  formato: z.enum(FLIGHT_EXPORTS, 'Formato desconhecido: kml, geojson ou shp.'),
});

export const flightImportItem = z.strictObject({
  id: z.uuid(),
  created_at: isoTimestamp,
  largura_faixa_m: nullableNumber,
  faixas: z.number().int(),
  lidos: z.array(
    z.strictObject({
      arquivo: z.string(),
      formato: z.string(),
      poligonos: z.number().int(),
      linhas: z.number().int(),
    }),
  ),
  ignorados: z.array(skippedItem),
  anexos: z.array(z.uuid()),
});

const hectares = z.number();

/** A product sprayed again where passes overlapped, and its cost (null before consumption). */
const wastedProduct = z.strictObject({
  nome: z.string(),
  unidade: z.string(),
  quantidade: z.number(),
  custo_cents: centsValue.nullable(),
});
const share = z.number().nullable();

/**
 * An operation's flight evidence (`GET /api/operations/{id}/voo`): the plot, the audit's figures
 * and shapes, the flight lines, the product sprayed again (its cost only for the office), the
 * area the report prints and the imports. Before any import, `figuras` and `formas` are null.
 */
export const flightEvidence = z.strictObject({
  talhao: area,
  figuras: z
    .strictObject({
      talhao_ha: hectares.nullable(),
      aplicada_ha: hectares,
      dentro_ha: hectares.nullable(),
      fora_ha: hectares.nullable(),
      falhas_ha: hectares.nullable(),
      sobreposicao_ha: hectares,
      excesso_ha: hectares,
      cobertura_pct: share,
      falhas_pct: share,
      fora_pct: share,
      sobreposicao_pct: z.number(),
    })
    .nullable(),
  formas: z
    .strictObject({ aplicada: area, sobreposicao: area, fora: area, falhas: area })
    .nullable(),
  linhas: z.array(line),
  area_declarada_ha: nullableNumber,
  area_relatorio: z.enum(AREA_SOURCES),
  produtos: z.array(wastedProduct),
  importacoes: z.array(flightImportItem),
});
export type FlightEvidence = z.infer<typeof flightEvidence>;

/**
 * `PUT /api/operations/{id}/talhao`: the plot drawn for the operation, checked as a property's
 * boundary is, or null for the whole property again.
 */
export const talhaoInput = z.strictObject({
  talhao: polygonSchema('Talhão inválido: envie um polígono GeoJSON.').nullable(),
});
