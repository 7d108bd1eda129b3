import { z } from 'zod';
import { PRODUCT_UNITS } from '../registers/values.ts';
import { calendarDate, isoTimestamp, nullableText } from '../wire.ts';
import { CONTAINER_STATUSES, PACKAGE_TYPES } from './values.ts';

// What the empty-container routes of `/api/stock` answer (Lei 9.974/2000: the containers owed
// for each entry line and their returns to a receiving unit).

/** Which containers, and how many: the product's name, the package's type, capacity and unit. */
const containers = {
  nome: z.string(),
  tipo: z.enum(PACKAGE_TYPES),
  capacidade: z.number(),
  unidade: z.enum(PRODUCT_UNITS),
  quantidade: z.number().int(),
};

/** Empty containers owed for an entry line. */
export const containerObligation = z.strictObject({
  id: z.uuid(),
  entry_id: z.uuid(),
  nf_numero: z.string(),
  fornecedor: z.string(),
  product_id: z.uuid(),
  ...containers,
  devolvidas: z.number().int(),
  pendentes: z.number().int(),
  devolver_ate: calendarDate,
  local_devolucao: nullableText,
  situacao: z.enum(CONTAINER_STATUSES),
});
export type ContainerObligation = z.infer<typeof containerObligation>;
export const containerObligationList = z.strictObject({
  embalagens: z.array(containerObligation),
  resumo: z.strictObject({
    pendentes: z.number().int(),
    vence_em_breve: z.number().int(),
    vencidas: z.number().int(),
  }),
});

export const containerReturn = z.strictObject({
  id: z.uuid(),
  data: calendarDate,
  unidade_recebimento: z.string(),
  numero_comprovante: z.string(),
  triplice_lavagem: z.boolean(),
  comprovante: z
    .strictObject({ nome_arquivo: z.string(), mime: z.string(), tamanho: z.number().int() })
    .nullable(),
  itens: z.array(
    z.strictObject({
      obligation_id: z.uuid(),
      ...containers,
    }),
  ),
  created_at: isoTimestamp,
});
export type ContainerReturn = z.infer<typeof containerReturn>;
export const containerReturnList = z.strictObject({ devolucoes: z.array(containerReturn) });
