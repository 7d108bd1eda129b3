import { f, fp, m } from '../agreement.ts';
import { MAX_INSTALLMENTS } from '../accounting/values.ts';
import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { parseCents } from '../decimal.ts';
import { integerCentsProblem } from '../money.ts';
import {
  cents,
  decimal,
  fieldIssue,
  optionalChoice,
  optionalId,
  optionalText,
  requiredDate,
  requiredText,
  busca,
  pagina,
} from '../registers/fields.ts';
import { SERVICE_PRICE_UNITS } from '../registers/values.ts';
import { OPERATION_STATUSES } from '../operations/values.ts';
import {
  calendarDate,
  centsValue,
  isoTimestamp,
  nullableId,
  nullableNumber,
  nullableText,
  pageOf,
} from '../wire.ts';
import { proposalTotals } from './totals.ts';
import { DISCOUNT_KINDS, MAX_PROPOSAL_LINES, PROPOSAL_VIEW_STATUSES } from './values.ts';

export const proposalLineInput = z.object({
  service_id: optionalId('Selecione o serviço.'),
  descricao: requiredText(f('Descrição do serviço'), 160),
  // A line is priced as the service register prices it.
  unidade: z.enum(SERVICE_PRICE_UNITS, 'Unidade: escolha hectares ou horas.'),
  quantidade: decimal(f('Quantidade'), { max: 100_000 }),
  preco_unitario_cents: cents(m('Preço unitário')),
});
export type ProposalLineInput = z.output<typeof proposalLineInput>;

/**
 * A discount typed 'valor' is money: as text it is reais ('1.500,50' → 150050 centavos), as a
 * number centavos already. A percentage is read as any typed number, by the field itself.
 */
function discountInCents(input: unknown) {
  if (typeof input !== 'object' || input === null) return input;
  const { desconto_tipo, desconto_valor } = input as Record<string, unknown>;
  if (desconto_tipo !== 'valor' || typeof desconto_valor !== 'string') return input;
  return { ...input, desconto_valor: parseCents(desconto_valor) };
}

/** Why a validity date ('YYYY-MM-DD') is refused on `today` in São Paulo. */
const PAST_VALIDITY = 'Válida até: escolha hoje ou uma data futura.';

/**
 * A proposal as the editor sends it (DESIGN §5 'Propostas'), on the calendar day `today` answers
 * (São Paulo's, 'YYYY-MM-DD', read at each check): a proposal is never saved valid until a day
 * already gone — an expired one is edited to extend its validity, and is saved only with it.
 */
export const proposalInputOn = (today: () => string) =>
  z
    .preprocess(
      discountInCents,
      z.object({
        client_id: z.uuid('Selecione o cliente.'),
        property_id: optionalId('Selecione a propriedade.'),
        crop_id: optionalId('Selecione a cultura.'),
        // An impossible date has its own message already.
        validade: requiredDate(f('Validade')).refine(
          (date) => !isCalendarDate(date) || date >= today(),
          PAST_VALIDITY,
        ),
        condicoes_pagamento: optionalText('Condições de pagamento', 500),
        /** Billed on approval in `parcelas` monthly installments, instead of per operation. */
        faturar_na_aprovacao: z.boolean('Faturar na aprovação deve ser sim ou não.').default(false),
        parcelas: decimal(fp('Parcelas'), { max: MAX_INSTALLMENTS, integer: true }).default(1),
        observacoes: optionalText('Observações', 2_000),
        desconto_tipo: optionalChoice(DISCOUNT_KINDS, 'Tipo de desconto inválido.'),
        /** Centavos for 'valor', percent (0–100, two decimals) for 'percentual'. */
        desconto_valor: decimal(m('Desconto'), { min: 0, max: 100_000_000, optional: true }),
        linhas: z
          .array(proposalLineInput, 'Inclua ao menos um serviço.')
          .min(1, 'Inclua ao menos um serviço.')
          .max(MAX_PROPOSAL_LINES, `Use no máximo ${MAX_PROPOSAL_LINES} linhas de serviço.`),
      }),
    )
    .superRefine((input, ctx) => {
      const value = input.desconto_valor ?? 0;
      if (input.desconto_tipo === 'percentual' && value > 100)
        fieldIssue(ctx, 'desconto_valor', 'Desconto: informe um percentual de 0 a 100.');
      if (input.desconto_tipo === 'valor' && !Number.isInteger(value))
        fieldIssue(ctx, 'desconto_valor', 'Desconto: informe o valor em centavos.');
      const { subtotal_cents } = proposalTotals(input.linhas, { tipo: null, valor: null });
      const beyond = integerCentsProblem('O total dos serviços', subtotal_cents);
      if (beyond) fieldIssue(ctx, 'linhas', beyond);
    })
    .transform((input) => {
      const discounted = input.desconto_tipo !== null && (input.desconto_valor ?? 0) > 0;
      return {
        ...input,
        desconto_tipo: discounted ? input.desconto_tipo : null,
        desconto_valor: discounted ? input.desconto_valor : null,
      };
    });
export type ProposalInput = z.output<ReturnType<typeof proposalInputOn>>;

/** Approving schedules the work: the day, the aircraft and the pilot (and the farm if unset). */
export const approveInput = z.object({
  data: requiredDate(f('Data')),
  aircraft_id: z.uuid('Selecione a aeronave.'),
  pilot_id: z.uuid('Selecione o piloto.'),
  property_id: optionalId('Selecione a propriedade.'),
});
export type ApproveInput = z.infer<typeof approveInput>;

export const proposalListQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(PROPOSAL_VIEW_STATUSES, 'Status inválido.').optional(),
  ),
  busca: busca(100),
  pagina,
});
export type ProposalListQuery = z.infer<typeof proposalListQuery>;

const proposalStatus = z.enum(PROPOSAL_VIEW_STATUSES);

/** One row of `/propostas`, as `GET /api/proposals` answers it. */
export const proposalListItem = z.strictObject({
  id: z.uuid(),
  numero: z.string(),
  status: proposalStatus,
  validade: calendarDate,
  total_cents: centsValue,
  cliente: z.string(),
  propriedade: nullableText,
  created_at: isoTimestamp,
});
export type ProposalListItem = z.infer<typeof proposalListItem>;

/** A page of the list, with the count and value of every status (the filter ignored). */
export const proposalPage = pageOf(proposalListItem).extend({
  totals: z.record(
    proposalStatus,
    z.strictObject({ count: z.number().int(), total_cents: z.number() }),
  ),
});
export type ProposalPage = z.infer<typeof proposalPage>;

/** A line as stored, with its total. */
export const proposalLine = z.strictObject({
  id: z.uuid(),
  posicao: z.number().int(),
  service_id: nullableId,
  descricao: z.string(),
  unidade: z.enum(SERVICE_PRICE_UNITS),
  quantidade: z.number(),
  preco_unitario_cents: centsValue,
  total_cents: centsValue,
});
export type ProposalLine = z.infer<typeof proposalLine>;

/**
 * `GET /api/proposals/{id}` (and the answer of every change): the proposal with its effective
 * status, the client's and property's names, the lines, the operations its approval scheduled
 * and the texts to share it.
 */
export const proposalDetail = z.strictObject({
  proposal: z.strictObject({
    id: z.uuid(),
    numero: z.string(),
    ano: z.number().int(),
    sequencia: z.number().int(),
    status: proposalStatus,
    client_id: z.uuid(),
    property_id: nullableId,
    crop_id: nullableId,
    validade: calendarDate,
    condicoes_pagamento: nullableText,
    faturar_na_aprovacao: z.boolean(),
    parcelas: z.number().int(),
    observacoes: nullableText,
    desconto_tipo: z.enum(DISCOUNT_KINDS).nullable(),
    /** Centavos for 'valor', percent for 'percentual'. */
    desconto_valor: nullableNumber,
    subtotal_cents: centsValue,
    desconto_cents: centsValue,
    total_cents: centsValue,
    enviada_em: isoTimestamp.nullable(),
    decidida_em: isoTimestamp.nullable(),
    decidida_por: nullableText,
    created_by: nullableText,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  }),
  cliente: z.string(),
  cliente_email: nullableText,
  cliente_telefone: nullableText,
  cliente_documento: nullableText,
  propriedade: nullableText,
  municipio: nullableText,
  uf: nullableText,
  cultura: nullableText,
  linhas: z.array(proposalLine),
  operacoes: z.array(
    z.strictObject({
      id: z.uuid(),
      numero: z.string(),
      data: calendarDate,
      status: z.enum(OPERATION_STATUSES),
    }),
  ),
  compartilhar: z.strictObject({ mensagem: z.string(), whatsapp: z.string() }),
});
export type ProposalDetail = z.infer<typeof proposalDetail>;
