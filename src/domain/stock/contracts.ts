import { f, m, mp, type Label } from '../agreement.ts';
import { z } from 'zod';
import { checkInstallmentsSum, writtenInstallments } from '../accounting/contracts.ts';
import { documentCharacters, isValidCnpj, isValidCpf } from '../br/documents.ts';
import { isCalendarDate } from '../dates.ts';
import { formatBRL, integerCentsProblem, MAX_INTEGER_CENTS } from '../money.ts';
import {
  absentAsNull,
  blankAsNull,
  cents,
  decimal,
  fieldIssue,
  optionalChoice,
  optionalDate,
  optionalPositiveNumber,
  optionalText,
  positiveNumber,
  requiredDate,
  requiredText,
  busca,
  pagina,
} from '../registers/fields.ts';
import { PRODUCT_CLASSES } from '../registers/values.ts';
import {
  ADJUSTMENT_REASONS,
  CONTAINER_STATUSES,
  FUELS,
  PACKAGE_TYPES,
  QUANTITY_UNITS,
  SHORTFALL_RESOLUTIONS,
  STOCK_ITEM_KINDS,
} from './values.ts';
import { costPerStockUnit, stockUnitOf, toStockUnit } from './units.ts';
import { entryTotalCents, lotCostCents } from './valuation.ts';

// What the routes of `/api/stock` take (DESIGN §5 'Estoque'); what they answer is in
// response-contracts.ts. Quantities are numbers in the unit given beside them, money whole centavos.

const MAX_QUANTITY = 1_000_000_000;
const quantity = (label: Label) => positiveNumber(label, MAX_QUANTITY, 3);

/**
 * The supplier as the NF names it: razão social and a CNPJ with valid check digits, or the CPF
 * of a producer who issues NF-e (kept in `cnpj`, told apart by its 11 digits).
 */
export const supplierInput = z.strictObject({
  nome: requiredText(m('Nome do fornecedor')),
  cnpj: z
    .string('CNPJ do fornecedor é obrigatório.')
    .transform(documentCharacters)
    .refine(
      (text) => (text.length === 14 && isValidCnpj(text)) || isValidCpf(text),
      'CNPJ do fornecedor inválido: confira os dígitos.',
    ),
});

/** The packages a line came in, which create the empty containers owed. */
export const packageInput = z.strictObject({
  tipo: z.enum(PACKAGE_TYPES, 'Escolha o tipo de embalagem.'),
  /** Content of one package, in the line's unit (20 L, 500 mL, 10 kg). */
  capacidade: quantity(f('Capacidade da embalagem')),
  /** How many packages; computed from the quantity and the capacity when absent. */
  quantidade: decimal(f('Quantidade de embalagens'), {
    max: 1_000_000,
    integer: true,
    optional: true,
  }),
});

/** An NF-e's XML as the user imported it (nfeProc or NFe). */
const nfeXml = z
  .string('Envie o XML da NF-e.')
  .min(1, 'Envie o XML da NF-e.')
  .max(900_000, 'XML grande demais.');

/** One line of a nota fiscal: a product or a fuel, its lot, quantity and unit cost. */
export const entryLineInput = z
  .strictObject({
    product_id: absentAsNull(z.uuid('Produto inválido.')),
    combustivel: optionalChoice(FUELS, 'Combustível inválido.'),
    /** The supplier's code of the product (cProd), remembered for the next NF-e. */
    codigo_fornecedor: optionalText('Código do fornecedor', 60),
    lote: optionalText('Lote', 60),
    quantidade: quantity(f('Quantidade')),
    unidade: z.enum(QUANTITY_UNITS, 'Escolha a unidade (L, mL, kg ou g).'),
    /** Cost of one unit of `unidade`, in centavos. */
    custo_unitario_cents: cents(m('Custo unitário')),
    fabricacao: optionalDate('Fabricação'),
    validade: optionalDate('Validade'),
    embalagem: absentAsNull(packageInput),
    /**
     * What the whole line cost, in centavos, as an NF-e writes it (its vProd with its freight,
     * IPI, ICMS-ST, less its discount…): the entry's total sums it, not quantity × unit cost, so
     * an imported NF totals its vNF, and the lot's cost is it over the quantity. Absent (or
     * null) for a line typed in.
     */
    valor_cents: z
      .number('Valor da linha inválido.')
      .int('Valor da linha: use centavos inteiros.')
      .min(0, 'Valor da linha não pode ser negativo.')
      .max(MAX_INTEGER_CENTS, `Valor da linha deve ser no máximo ${formatBRL(MAX_INTEGER_CENTS)}.`)
      .nullish(),
  })
  .superRefine((line, ctx) => {
    if ((line.product_id === null) === (line.combustivel === null))
      fieldIssue(ctx, 'product_id', 'Escolha o produto ou o combustível da linha.');
    if (line.product_id !== null && line.lote === null)
      fieldIssue(ctx, 'lote', 'Lote é obrigatório para produtos.');
    if (line.combustivel !== null && line.unidade !== 'L' && line.unidade !== 'mL')
      fieldIssue(ctx, 'unidade', 'Combustível é medido em litros.');
    if (line.combustivel !== null && line.embalagem !== null)
      fieldIssue(ctx, 'embalagem', 'Combustível não gera embalagens a devolver.');
    if (line.fabricacao && line.validade && line.validade < line.fabricacao)
      fieldIssue(ctx, 'validade', 'A validade deve ser posterior à fabricação.');
    // Kept per litre or kilo: a millilitre's cost × 1000 must fit the lot's cost column, and a
    // quantity in mL or g must not round to nothing at the stock's 3 decimals.
    const stockUnit = stockUnitOf(line.unidade);
    if (costPerStockUnit(line.custo_unitario_cents, line.unidade, stockUnit)! > MAX_INTEGER_CENTS)
      fieldIssue(
        ctx,
        'custo_unitario_cents',
        `Custo unitário: por ${stockUnit === 'L' ? 'litro' : 'quilo'} passaria de ${formatBRL(MAX_INTEGER_CENTS)}.`,
      );
    if (line.quantidade > 0 && toStockUnit(line.quantidade, line.unidade, stockUnit)! <= 0)
      fieldIssue(ctx, 'quantidade', `Quantidade deve ser de ao menos 1 ${line.unidade}.`);
    else if (line.valor_cents && lotCostCents(line, stockUnit)! > MAX_INTEGER_CENTS)
      fieldIssue(
        ctx,
        'quantidade',
        `Valor da linha: por ${stockUnit === 'L' ? 'litro' : 'quilo'} passaria de ${formatBRL(MAX_INTEGER_CENTS)}.`,
      );
  });
export type EntryLineInput = z.output<typeof entryLineInput>;

/**
 * An entry by nota fiscal: supplier, NF number, series and date, its lines, and the NF's due
 * dates (its duplicatas), which sum to the lines' total; none: one, on the NF's date.
 */
export const entryInput = z
  .strictObject({
    fornecedor: supplierInput,
    nf_numero: z
      .string('Número da NF é obrigatório.')
      .trim()
      .regex(/^\d{1,9}$/, 'Número da NF: use até 9 dígitos.')
      .transform((value) => String(Number(value))),
    nf_serie: z
      .string('Série da NF é obrigatória.')
      .trim()
      .regex(/^\d{1,3}$/, 'Série da NF: use até 3 dígitos.')
      .transform((value) => String(Number(value))),
    nf_data: requiredDate(f('Data da NF')),
    chave_acesso: blankAsNull(
      z
        .string()
        .transform(documentCharacters)
        .refine((d) => d === '' || d.length === 44, 'Chave de acesso: são 44 caracteres.'),
    ),
    /** Where the empty containers go back, as the NF names it. */
    local_devolucao: optionalText('Local de devolução', 300),
    linhas: z
      .array(entryLineInput, 'Inclua as linhas da nota.')
      .min(1, 'Inclua ao menos uma linha.')
      .max(300, 'No máximo 300 linhas por nota.'),
    vencimentos: writtenInstallments.default([]),
    /**
     * An entry read from an NF-e: its XML, which the server reads again (the entry must say
     * what it says, else 409), whom the NF is addressed to (its `dest`), and whether the user
     * confirmed entering it although that is not the company's CNPJ (the server asks, 409).
     */
    nfe: z
      .strictObject({
        xml: nfeXml,
        destinatario: z.string('Destinatário inválido.').max(20).nullable(),
        destinatario_confirmado: z.boolean('Confirme o destinatário.').default(false),
      })
      .nullish(),
  })
  .superRefine((entry, ctx) => {
    const total = entryTotalCents(entry.linhas);
    const beyond = integerCentsProblem('O total da nota', total);
    if (beyond) fieldIssue(ctx, 'linhas', beyond);
    else if (entry.vencimentos.length) checkInstallmentsSum(entry.vencimentos, total, ctx);
  });
export type EntryInput = z.output<typeof entryInput>;

/** The NF-e's XML (nfeProc or NFe), read to fill an entry; nothing is stored. */
export const nfePreviewInput = z.strictObject({ xml: nfeXml });

/**
 * A manual adjustment of one lot, always with a reason and an explanation: losses, expiry and
 * transfers take a quantity out; an inventory sets the lot to what was counted.
 */
export const adjustmentInput = z
  .strictObject({
    lot_id: z.uuid('Escolha o lote.'),
    motivo: z.enum(ADJUSTMENT_REASONS, 'Escolha o motivo do ajuste.'),
    quantidade: optionalPositiveNumber(f('Quantidade'), MAX_QUANTITY, 3),
    saldo_contado: decimal(m('Saldo contado'), {
      min: 0,
      max: MAX_QUANTITY,
      decimals: 3,
      optional: true,
    }),
    observacao: requiredText(f('Justificativa'), 500),
  })
  .superRefine((input, ctx) => {
    if (input.motivo === 'inventario' && input.saldo_contado === null)
      fieldIssue(ctx, 'saldo_contado', 'Informe o saldo contado.');
    if (input.motivo !== 'inventario' && input.quantidade === null)
      fieldIssue(ctx, 'quantidade', 'Informe a quantidade.');
  });
export type AdjustmentInput = z.output<typeof adjustmentInput>;

/**
 * Fuel a flight took: litres given, or computed from the aircraft's consumption per hour ×
 * the operation's flight hours.
 */
export const fuelExitInput = z.strictObject({
  operation_id: z.uuid('Escolha a operação.'),
  combustivel: z.enum(FUELS, 'Escolha o combustível.'),
  litros: optionalPositiveNumber(mp('Litros'), 100_000, 3),
});
export type FuelExitInput = z.output<typeof fuelExitInput>;

const minimo = decimal(m('Mínimo'), { min: 0, max: MAX_QUANTITY, decimals: 3, optional: true });

/** A product's stock settings: the minimum that raises 'estoque baixo' and its usual package. */
export const productSettingsInput = z
  .strictObject({
    minimo,
    embalagem_tipo: optionalChoice(PACKAGE_TYPES, 'Tipo de embalagem inválido.'),
    /** In the product's unit. */
    embalagem_capacidade: optionalPositiveNumber(f('Capacidade da embalagem'), 100_000, 3),
  })
  .refine((s) => (s.embalagem_tipo === null) === (s.embalagem_capacidade === null), {
    path: ['embalagem_capacidade'],
    message: 'Informe o tipo e a capacidade da embalagem juntos.',
  });
export type ProductSettingsInput = z.output<typeof productSettingsInput>;

/** A fuel's stock settings: the minimum in litres. */
export const fuelSettingsInput = z.strictObject({
  combustivel: z.enum(FUELS, 'Escolha o combustível.'),
  minimo,
});
export type FuelSettingsInput = z.output<typeof fuelSettingsInput>;

/** An aircraft's fuel and consumption per flight hour. */
export const aircraftFuelInput = z.strictObject({
  combustivel: z.enum(FUELS, 'Escolha o combustível.'),
  consumo_l_h: positiveNumber(m('Consumo por hora'), 2_000, 1),
});
export type AircraftFuelInput = z.output<typeof aircraftFuelInput>;

/** A return of empty containers to a receiving unit, with its receipt. */
export const containerReturnInput = z.strictObject({
  data: requiredDate(f('Data da devolução')),
  unidade_recebimento: requiredText(f('Unidade de recebimento')),
  numero_comprovante: requiredText(m('Número do comprovante'), 60),
  triplice_lavagem: z.boolean('Informe se foi feita a tríplice lavagem.'),
  itens: z
    .array(
      z.strictObject({
        obligation_id: z.uuid('Embalagem inválida.'),
        quantidade: decimal(f('Quantidade'), { max: 1_000_000, integer: true }),
      }),
      'Inclua as embalagens devolvidas.',
    )
    .min(1, 'Inclua as embalagens devolvidas.'),
});
export type ContainerReturnInput = z.output<typeof containerReturnInput>;

/**
 * `POST /api/stock/devolucoes/{id}/comprovante` as `multipart/form-data`: the receipt's file,
 * read as a stream (the route checks it), so the schema only describes it.
 */
export const receiptUpload = z.custom<unknown>().meta({
  type: 'object',
  required: ['arquivo'],
  properties: { arquivo: { type: 'string', format: 'binary' } },
});

/** Consumption recorded without stock: take it from the lots now, or close it with a reason. */
export const shortfallResolutionInput = z
  .strictObject({
    forma: z.enum(SHORTFALL_RESOLUTIONS, 'Escolha como resolver.'),
    observacao: optionalText('Justificativa', 500),
  })
  .refine((input) => input.forma === 'baixar' || input.observacao !== null, {
    path: ['observacao'],
    message: 'Explique por que o consumo não sai do estoque (ex.: produto do cliente).',
  });
export type ShortfallResolutionInput = z.output<typeof shortfallResolutionInput>;

const flag = z
  .enum(['true', 'false'], 'Use true ou false.')
  .optional()
  .transform((value) => value === 'true');
const optionalDay = (label: string) =>
  z.string().refine(isCalendarDate, `${label}: data inválida.`).optional();

/** Filters of the balances: kind, product class, low, expiring within 30 days, a name; 20 a page. */
export const balancesQuery = z.object({
  tipo: z.enum(STOCK_ITEM_KINDS, 'Tipo inválido.').optional(),
  classe: z.enum(PRODUCT_CLASSES, 'Classe inválida.').optional(),
  baixo: flag,
  vencendo: flag,
  busca: busca(100),
  pagina,
});
export type BalancesQuery = z.output<typeof balancesQuery>;

/** A page of one item's lots. */
export const lotPageQuery = z.object({ pagina });

/** A fuel named in a route's path (its lots). */
export const fuelParams = z.object({ combustivel: z.enum(FUELS, 'Combustível inválido.') });

/** The movement history: a period, one item or lot, 50 a page. */
export const movementsQuery = z.object({
  de: optionalDay('Período'),
  ate: optionalDay('Período'),
  product_id: z.uuid('Produto inválido.').optional(),
  combustivel: z.enum(FUELS, 'Combustível inválido.').optional(),
  lot_id: z.uuid('Lote inválido.').optional(),
  pagina,
});
export type MovementsQuery = z.output<typeof movementsQuery>;

/** A period, both ends included (exports, the return report, fuel cost). */
export const periodQuery = z
  .object({ de: requiredDate(f('Data inicial')), ate: requiredDate(f('Data final')) })
  .refine((p) => p.de <= p.ate, {
    path: ['ate'],
    message: 'A data final deve ser posterior à inicial.',
  });
export type PeriodQuery = z.output<typeof periodQuery>;

export const containersQuery = z.object({
  situacao: z.enum(CONTAINER_STATUSES, 'Situação inválida.').optional(),
});
