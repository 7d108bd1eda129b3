import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { decimalText, parseDecimal, parseMoneyCents } from '../../lib/numbers.ts';

/** Fields typed as numbers (pt-BR decimals). */
export const NUMBER_FIELDS = [
  'area_ha',
  'volume_calda',
  'altura_voo_m',
  'largura_faixa_m',
  'bico_angulo',
  'temperatura_inicio',
  'temperatura_fim',
  'umidade_inicio',
  'umidade_fim',
  'vento_inicio',
  'vento_fim',
  'horimetro_inicio',
  'horimetro_fim',
] as const;

const TEXT_FIELDS = [
  'client_id',
  'property_id',
  'service_id',
  'crop_id',
  'data',
  'hora_inicio',
  'hora_fim',
  'unidade_volume',
  'bico_tipo',
  'bico_modelo',
  'adjuvante_tipo',
  'adjuvante_quantidade',
  'vento_direcao_inicio',
  'vento_direcao_fim',
  'aircraft_id',
  'pilot_id',
  'agronomist_id',
  'technician_id',
  'obstaculos',
  'observacoes',
] as const;

export type ProductLine = {
  product_id: string;
  dose_por_ha: string;
  receituario_numero: string;
  receituario_data: string;
};
export type OperationFormValues = Record<
  (typeof NUMBER_FIELDS)[number] | (typeof TEXT_FIELDS)[number] | 'preco_unitario_cents',
  string
> & { products: ProductLine[] };

export const emptyLine = (): ProductLine => ({
  product_id: '',
  dose_por_ha: '',
  receituario_numero: '',
  receituario_data: '',
});

/** The form's texts for a stored operation, or a new one dated `today`. */
export function toFormValues(
  detail: OperationDetail | undefined,
  today: string,
): OperationFormValues {
  const op: Record<string, unknown> = detail?.operation ?? {};
  const text = (key: string) => (op[key] === null || op[key] === undefined ? '' : String(op[key]));
  const values = {} as OperationFormValues;
  for (const key of TEXT_FIELDS) values[key] = text(key);
  for (const key of NUMBER_FIELDS) values[key] = decimalText(op[key] as number | null);
  const price = op.preco_unitario_cents as number | null | undefined;
  values.preco_unitario_cents =
    price === null || price === undefined ? '' : decimalText(price / 100);
  values.data ||= today;
  values.unidade_volume ||= 'L/ha';
  values.products = (detail?.products ?? []).map((line) => ({
    product_id: line.product_id,
    dose_por_ha: decimalText(line.dose_por_ha),
    receituario_numero: line.receituario_numero ?? '',
    receituario_data: line.receituario_data ?? '',
  }));
  return values;
}

/** What the API takes: numbers as numbers, the price in centavos, blank choices as null. */
export function fromFormValues(values: OperationFormValues) {
  const body: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) body[key] = values[key];
  for (const key of NUMBER_FIELDS) body[key] = parseDecimal(values[key]);
  body.preco_unitario_cents = parseMoneyCents(values.preco_unitario_cents);
  body.products = values.products.map((line) => ({
    product_id: line.product_id,
    dose_por_ha: parseDecimal(line.dose_por_ha),
    receituario_numero: line.receituario_numero,
    receituario_data: line.receituario_data,
  }));
  return body;
}
