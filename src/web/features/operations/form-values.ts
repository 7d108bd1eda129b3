import type { OperationDetail, OperationInput } from '../../../domain/operations/contracts.ts';
import type { UseFormReturn } from 'react-hook-form';
import { decimalText, reaisText } from '../../lib/numbers.ts';

/** The operation's fields, each typed as text (the contract reads pt-BR numbers and reais). */
const FIELDS = [
  'client_id',
  'property_id',
  'service_id',
  'crop_id',
  'data',
  'hora_inicio',
  'hora_fim',
  'area_ha',
  'volume_calda',
  'unidade_volume',
  'altura_voo_m',
  'largura_faixa_m',
  'bico_tipo',
  'bico_modelo',
  'bico_angulo',
  'adjuvante_tipo',
  'adjuvante_quantidade',
  'temperatura_inicio',
  'temperatura_fim',
  'umidade_inicio',
  'umidade_fim',
  'vento_inicio',
  'vento_fim',
  'vento_direcao_inicio',
  'vento_direcao_fim',
  'aircraft_id',
  'pilot_id',
  'agronomist_id',
  'technician_id',
  'horimetro_inicio',
  'horimetro_fim',
  'tempo_voo_min',
  'ciclos_bateria',
  'obstaculos',
  'preco_unitario_cents',
  'observacoes',
] as const satisfies readonly Exclude<keyof OperationInput, 'products'>[];

export type ProductLine = {
  product_id: string;
  dose_por_ha: string;
  receituario_numero: string;
  receituario_data: string;
};
export type OperationFormValues = Record<(typeof FIELDS)[number], string> & {
  products: ProductLine[];
};

/** The operation's form: its texts, checked and read by the operation's contract. */
export type OperationFormReturn = UseFormReturn<OperationFormValues, unknown, OperationInput>;

export const emptyLine = (): ProductLine => ({
  product_id: '',
  dose_por_ha: '',
  receituario_numero: '',
  receituario_data: '',
});

/** A stored value as typed: numbers the Brazilian way, nothing as blank. */
const typed = (value: unknown) =>
  typeof value === 'number' ? decimalText(value) : ((value as string | null | undefined) ?? '');

/** The form's texts for a stored operation, or a new one dated `today`. */
export function toFormValues(
  detail: OperationDetail | undefined,
  today: string,
): OperationFormValues {
  const op: Record<string, unknown> = detail?.operation ?? {};
  const values = {} as OperationFormValues;
  for (const key of FIELDS) values[key] = typed(op[key]);
  values.preco_unitario_cents = reaisText(op.preco_unitario_cents as number | null | undefined);
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
