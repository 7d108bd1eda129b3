import { f, m, mp, type Label } from '../agreement.ts';
import { z } from 'zod';
import {
  cents,
  decimal,
  fieldIssue,
  nullWhenBlank,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalText,
  requiredDate,
  pagina,
} from '../registers/fields.ts';
import { isCalendarDate } from '../dates.ts';
import { PRODUCT_UNITS } from '../registers/values.ts';
import {
  calendarDate,
  isoTimestamp,
  nullableDate,
  nullableId,
  nullableInt,
  nullableNumber,
  nullableText,
  pageOf,
} from '../wire.ts';
import { RECEITUARIO_AFTER_APPLICATION, receituarioPrecedes } from './completeness.ts';
import { distanceJustification } from '../distances/contracts.ts';
import { storedBoundary } from '../geo/contracts.ts';
import { REOPEN_REASON_MAX } from './frozen.ts';
import { applicationFields, operationReportData } from './report-data.ts';
import { REPORT_RULE_SETS } from './rule-set.ts';
import { ATTACHMENT_KINDS, OPERATION_STATUSES, VOLUME_UNITS, WIND_DIRECTIONS } from './values.ts';

/** 'HH:mm' on a 24-hour clock. */
const optionalTime = (label: string) =>
  nullWhenBlank(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: use o formato HH:mm.`));

/** A reading between `min` and `max` `unit`, typed the Brazilian way; blank becomes null. */
const optionalNumber = (label: Label, min: number, max: number, unit: string, decimals = 1) =>
  decimal(label, { min, max, unit, decimals, optional: true });

export const operationProductInput = z.object({
  product_id: z.uuid('Selecione o produto.'),
  dose_por_ha: decimal(f('Dose por hectare'), { max: 10_000, decimals: 3 }),
  receituario_numero: optionalText('Número do receituário', 40),
  receituario_data: optionalDate('Data do receituário'),
});

/**
 * An operation as the form sends it (DESIGN §5 'Operações'). A scheduled job may lack most
 * fields; what concluding needs is judged by `missingForConclusion`, not here.
 */
export const operationInput = z
  .object({
    client_id: z.uuid('Selecione o contratante.'),
    property_id: z.uuid('Selecione a propriedade.'),
    service_id: optionalId('Selecione o serviço.'),
    crop_id: optionalId('Selecione a cultura.'),
    data: requiredDate(f('Data')),
    hora_inicio: optionalTime('Hora de início'),
    hora_fim: optionalTime('Hora de término'),
    area_ha: decimal(f('Área aplicada'), { max: 100_000, optional: true }),
    volume_calda: decimal(m('Volume de calda'), { max: 1_000, optional: true }),
    unidade_volume: z.enum(VOLUME_UNITS, 'Unidade do volume inválida.').default('L/ha'),
    altura_voo_m: decimal(f('Altura de voo'), { max: 100, decimals: 1, optional: true }),
    largura_faixa_m: decimal(f('Largura de faixa'), { max: 100, decimals: 1, optional: true }),
    bico_tipo: optionalText('Tipo de bico/atomizador', 80),
    bico_modelo: optionalText('Modelo de bico/atomizador', 80),
    bico_angulo: optionalNumber(m('Ângulo do bico'), 0, 180, 'graus', 0),
    adjuvante_tipo: optionalText('Adjuvante', 120),
    adjuvante_quantidade: optionalText('Quantidade de adjuvante', 40),
    temperatura_inicio: optionalNumber(f('Temperatura no início'), -10, 60, '°C'),
    temperatura_fim: optionalNumber(f('Temperatura no término'), -10, 60, '°C'),
    umidade_inicio: optionalNumber(f('Umidade relativa no início'), 0, 100, '%', 0),
    umidade_fim: optionalNumber(f('Umidade relativa no término'), 0, 100, '%', 0),
    vento_inicio: optionalNumber(f('Velocidade do vento no início'), 0, 150, 'km/h'),
    vento_fim: optionalNumber(f('Velocidade do vento no término'), 0, 150, 'km/h'),
    vento_direcao_inicio: optionalChoice(WIND_DIRECTIONS, 'Direção do vento inválida.'),
    vento_direcao_fim: optionalChoice(WIND_DIRECTIONS, 'Direção do vento inválida.'),
    aircraft_id: optionalId('Selecione a aeronave.'),
    pilot_id: optionalId('Selecione o piloto.'),
    agronomist_id: optionalId('Selecione o engenheiro agrônomo.'),
    technician_id: optionalId('Selecione o técnico executor.'),
    horimetro_inicio: optionalNumber(m('Horímetro inicial'), 0, 1_000_000, 'h'),
    horimetro_fim: optionalNumber(m('Horímetro final'), 0, 1_000_000, 'h'),
    // A drone's flight instead of the horímetro (Portaria MAPA nº 298/2021; rule-set.ts).
    tempo_voo_min: decimal(m('Tempo de voo'), {
      min: 1,
      max: 1440,
      unit: 'min',
      integer: true,
      optional: true,
    }),
    ciclos_bateria: decimal(mp('Ciclos de bateria'), {
      min: 0,
      max: 1000,
      unit: '',
      integer: true,
      optional: true,
    }),
    obstaculos: optionalText('Obstáculos e áreas sensíveis', 1000),
    preco_unitario_cents: cents(m('Preço'), { optional: true }),
    observacoes: optionalText('Observações', 2000),
    products: z
      .array(operationProductInput)
      .max(20, 'Use no máximo 20 produtos por operação.')
      .default([]),
  })
  .superRefine((op, ctx) => {
    if (op.hora_inicio && op.hora_fim && op.hora_fim <= op.hora_inicio)
      fieldIssue(ctx, 'hora_fim', 'Hora de término deve ser depois da hora de início.');
    if (
      op.horimetro_inicio !== null &&
      op.horimetro_fim !== null &&
      op.horimetro_fim <= op.horimetro_inicio
    )
      fieldIssue(ctx, 'horimetro_fim', 'Horímetro final deve ser maior que o inicial.');
    const seen = new Set<string>();
    op.products.forEach((product, index) => {
      if (seen.has(product.product_id))
        fieldIssue(ctx, ['products', index, 'product_id'], 'Este produto já está na operação.');
      seen.add(product.product_id);
      if (!receituarioPrecedes(product.receituario_data, op.data))
        fieldIssue(ctx, ['products', index, 'receituario_data'], RECEITUARIO_AFTER_APPLICATION);
    });
  });
export type OperationInput = z.output<typeof operationInput>;

export const operationListQuery = z.object({
  de: z.string().refine(isCalendarDate, 'Período: data inicial inválida.').optional(),
  ate: z.string().refine(isCalendarDate, 'Período: data final inválida.').optional(),
  client_id: z.uuid('Contratante inválido.').optional(),
  aircraft_id: z.uuid('Aeronave inválida.').optional(),
  pilot_id: z.uuid('Piloto inválido.').optional(),
  status: z.enum(OPERATION_STATUSES, 'Status inválido.').optional(),
  pagina,
});
export type OperationListQuery = z.infer<typeof operationListQuery>;

/**
 * An operation as every list names it: its number and state, where it flies and who flies it.
 * `/operacao`'s list and the agenda each add what they show besides.
 */
export const operationSummary = z.strictObject({
  id: z.uuid(),
  numero: z.string(),
  status: z.enum(OPERATION_STATUSES),
  data: calendarDate,
  area_ha: nullableNumber,
  cliente: z.string(),
  propriedade: z.string(),
  municipio: z.string(),
  uf: z.string(),
  aeronave: nullableText,
  piloto: nullableText,
});

/** One row of `/operacao`'s list, as `GET /api/operations` answers it. */
export const operationListItem = operationSummary.extend({
  horas: nullableNumber,
  valor_cents: nullableInt,
  cultura: nullableText,
  servico: nullableText,
});
export type OperationListItem = z.infer<typeof operationListItem>;

/** A page of the list with the totals of everything filtered. */
export const operationPage = pageOf(operationListItem).extend({
  totals: z.strictObject({ area_ha: z.number(), horas: z.number() }),
});
export type OperationPage = z.infer<typeof operationPage>;

/** The operation's own columns as the API answers them (no company id; times as ISO strings). */
export const operationRecord = z.strictObject({
  id: z.uuid(),
  numero: z.string(),
  ano: z.number().int(),
  sequencia: z.number().int(),
  status: z.enum(OPERATION_STATUSES),
  client_id: z.uuid(),
  property_id: z.uuid(),
  service_id: nullableId,
  crop_id: nullableId,
  ...applicationFields,
  aircraft_id: nullableId,
  pilot_id: nullableId,
  agronomist_id: nullableId,
  technician_id: nullableId,
  tempo_voo_min: nullableInt,
  ciclos_bateria: nullableInt,
  obstaculos: nullableText,
  preco_unitario_cents: nullableInt,
  valor_cents: nullableInt,
  observacoes: nullableText,
  proposal_id: nullableId,
  clima_alertas: z.array(z.string()),
  /** Sensitive points under the Art. 10 distances at the conclusion, and why it went ahead. */
  distancias_alertas: z.array(z.string()),
  distancias_justificativa: nullableText,
  /** The treated plot the office drew, or null: the property's boundary is the plot then. */
  talhao: storedBoundary.nullable(),
  created_by: nullableText,
  concluded_at: isoTimestamp.nullable(),
  concluded_by: nullableText,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

/**
 * One frozen version of an operation's relatório operacional (issue 38, decision 029): made by a
 * conclusion, never changed; `motivo` is why it exists (the reopening of the version before),
 * `reaberto_em` and `motivo_reabertura` tell that a later reopening superseded it.
 */
export const reportVersion = z.strictObject({
  versao: z.number().int(),
  motivo: nullableText,
  emitido_em: isoTimestamp,
  emitido_por: nullableText,
  pdf_sha256: z.string(),
  dados_sha256: z.string(),
  tamanho: z.number().int(),
  /** The rule set it was issued under (rule-set.ts): IN MAPA nº 2/2008 or Portaria nº 298/2021. */
  regra: z.enum(REPORT_RULE_SETS),
  reaberto_em: isoTimestamp.nullable(),
  reaberto_por: nullableText,
  motivo_reabertura: nullableText,
});
export type ReportVersion = z.infer<typeof reportVersion>;

/** `GET /api/operations/{id}/versoes`: every frozen version, oldest first. */
export const reportVersionList = z.strictObject({ versoes: z.array(reportVersion) });

/**
 * `GET /api/operations/{id}` (and the answer of creating, editing and every status action):
 * the operation, its products, what concluding still needs, the weather warnings, what it
 * took from stock once concluded, and the report's data — a concluded operation's as it was
 * frozen (`registro`: its versions, the one in force, the registers changed since).
 */
export const operationDetail = z.strictObject({
  operation: operationRecord,
  products: z.array(
    z.strictObject({
      product_id: z.uuid(),
      dose_por_ha: z.number(),
      receituario_numero: nullableText,
      receituario_data: nullableDate,
    }),
  ),
  faltando: z.array(z.strictObject({ field: z.string(), label: z.string() })),
  alertas_clima: z.array(z.string()),
  baixa_estoque: z.array(
    z.strictObject({
      product_id: z.uuid(),
      produto: z.string(),
      unidade: z.enum(PRODUCT_UNITS),
      quantidade: z.number(),
    }),
  ),
  report: operationReportData,
  registro: z.strictObject({
    versoes: z.array(reportVersion),
    /** The version `report` shows (the operation is concluded), or null for live data. */
    vigente: z.number().int().nullable(),
    /** Labels of the registers changed since the version in force was frozen. */
    cadastros_alterados: z.array(z.string()),
  }),
});
export type OperationDetail = z.infer<typeof operationDetail>;

/** A file attached to an operation (DGPS log, photo, receituário). */
export const operationAttachment = z.strictObject({
  id: z.uuid(),
  tipo: z.enum(ATTACHMENT_KINDS),
  nome_arquivo: z.string(),
  mime: z.string(),
  tamanho: z.number().int(),
  created_at: isoTimestamp,
});
export type OperationAttachment = z.infer<typeof operationAttachment>;

export const operationAttachmentList = z.strictObject({ anexos: z.array(operationAttachment) });
export type OperationAttachmentList = z.infer<typeof operationAttachmentList>;

/**
 * `POST /api/operations/{id}/anexos` as `multipart/form-data`: the kind and one file. The file
 * is read as a stream, never parsed into a body — the route checks both as it reads them — so
 * the schema only describes it.
 */
export const attachmentUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['tipo', 'arquivo'],
  properties: {
    tipo: { type: 'string', enum: [...ATTACHMENT_KINDS] },
    arquivo: { type: 'string', format: 'binary' },
  },
});

/** Concluding outside the weather window needs the person's explicit confirmation. */
/**
 * The body of a status action: concluding may confirm the weather; reopening a concluded
 * operation gives its reason (`motivo`), kept with the report's next version.
 */
export const concludeInput = z.object({
  confirmarClima: z.boolean().default(false),
  /** Why the application went ahead under the Art. 10 distances (required then: decision 038). */
  justificativaDistancias: distanceJustification.optional(),
  motivo: z
    .string('Motivo inválido.')
    .trim()
    .max(REOPEN_REASON_MAX, `Motivo com no máximo ${REOPEN_REASON_MAX} caracteres.`)
    .optional(),
});

const windowNumber = (label: Label, min: number, max: number, unit: string) =>
  decimal(label, { min, max, unit, decimals: 1 });

/** The company's own weather window (DESIGN §5: the limits are editable per company). */
export const weatherWindowInput = z
  .object({
    humidityMinPct: windowNumber(f('Umidade mínima'), 0, 100, '%'),
    temperatureMaxC: windowNumber(f('Temperatura máxima'), 0, 50, '°C'),
    windMinKmh: windowNumber(m('Vento mínimo'), 0, 50, 'km/h'),
    windMaxKmh: windowNumber(m('Vento máximo'), 0, 100, 'km/h'),
  })
  .refine((window) => window.windMinKmh < window.windMaxKmh, {
    path: ['windMaxKmh'],
    message: 'Vento máximo deve ser maior que o mínimo.',
  });
