import { z } from 'zod';
import { PRODUCT_CLASSES, PRODUCT_UNITS } from '../registers/values.ts';
import {
  calendarDate,
  centsValue,
  isoTimestamp,
  nullableDate,
  nullableId,
  nullableInt,
  nullableNumber,
  nullableText,
  pageCounts,
} from '../wire.ts';
import {
  ADJUSTMENT_REASONS,
  FUELS,
  PACKAGE_TYPES,
  QUANTITY_UNITS,
  SHORTFALL_REASONS,
  SHORTFALL_RESOLUTIONS,
  STOCK_ALERT_KINDS,
  STOCK_ITEM_KINDS,
  STOCK_MOVEMENT_KINDS,
} from './values.ts';

// What the routes of `/api/stock` answer (strict objects: a field not declared here is an error);
// the empty containers' answers are in container-contracts.ts.

const unit = z.enum(PRODUCT_UNITS);

/** A page of a stock list: its rows under the list's own name (`movimentos`), and its counts. */
function pageNamed<K extends string, T extends z.ZodType>(key: K, item: T) {
  const rows = { [key]: z.array(item) } as Record<K, z.ZodArray<T>>;
  return z.strictObject({ ...rows, ...pageCounts });
}

/** The stock item a row is about: a product of the register or a fuel. */
const item = {
  product_id: nullableId,
  combustivel: z.enum(FUELS).nullable(),
  /** The product's commercial name or the fuel's label. */
  nome: z.string(),
  unidade: unit,
};

/** What the office sets on an item: the least stock wanted and, for a product, its package. */
const itemSettings = {
  minimo: nullableNumber,
  embalagem_tipo: z.enum(PACKAGE_TYPES).nullable(),
  embalagem_capacidade: nullableNumber,
};

/** A lot with what it still holds, valued at its own cost. */
export const stockLot = z.strictObject({
  id: z.uuid(),
  ...item,
  lote: z.string(),
  fabricacao: nullableDate,
  validade: nullableDate,
  quantidade_inicial: z.number(),
  saldo: z.number(),
  custo_unitario_cents: centsValue,
  valor_cents: centsValue,
  entry_id: z.uuid(),
  nf_numero: z.string(),
  fornecedor: z.string(),
  vencido: z.boolean(),
  vencendo: z.boolean(),
});
export type StockLot = z.infer<typeof stockLot>;

/**
 * One item's balance, valued at weighted average cost, with how many lots hold it and whether one
 * of them expired or expires soon; the lots themselves are read when the item is opened
 * (`stockLotPage`, issue 43 item 5).
 */
export const stockBalance = z.strictObject({
  tipo: z.enum(STOCK_ITEM_KINDS),
  ...item,
  classe: z.enum(PRODUCT_CLASSES).nullable(),
  quantidade: z.number(),
  valor_cents: centsValue,
  custo_medio_cents: nullableInt,
  ...itemSettings,
  baixo: z.boolean(),
  num_lotes: z.number().int(),
  /** A lot of it expired. */
  vencido: z.boolean(),
  /** None expired, and a lot expires within 30 days. */
  vencendo: z.boolean(),
});
export type StockBalance = z.infer<typeof stockBalance>;

/** A page of one item's lots in stock, first to expire first. */
export const stockLotPage = pageNamed('lotes', stockLot);
export type StockLotPage = z.infer<typeof stockLotPage>;

/** A page of balances; `total` items and `valor_total_cents` over every item the filters match. */
export const stockBalances = pageNamed('itens', stockBalance).extend({
  valor_total_cents: centsValue,
});
export type StockBalances = z.infer<typeof stockBalances>;

/** A movement of the ledger: who, when, why, which operation. */
export const stockMovement = z.strictObject({
  id: z.uuid(),
  created_at: isoTimestamp,
  tipo: z.enum(STOCK_MOVEMENT_KINDS),
  motivo: z.enum(ADJUSTMENT_REASONS).nullable(),
  observacao: nullableText,
  ...item,
  /** Signed, in the item's unit: in positive, out negative. */
  quantidade: z.number(),
  valor_cents: nullableInt,
  lot_id: nullableId,
  lote: nullableText,
  operation_id: nullableId,
  operacao: nullableText,
  entry_id: nullableId,
  autor: nullableText,
  /** Reversed by an `estorno` (it no longer counts as the operation's consumption). */
  estornado: z.boolean(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const stockMovementPage = pageNamed('movimentos', stockMovement);
export type StockMovementPage = z.infer<typeof stockMovementPage>;

export const stockLotDetail = z.strictObject({
  lote: stockLot,
  movimentos: z.array(stockMovement),
});
export type StockLotDetail = z.infer<typeof stockLotDetail>;

export const stockSupplier = z.strictObject({ id: z.uuid(), nome: z.string(), cnpj: z.string() });
export const stockSupplierList = z.strictObject({ fornecedores: z.array(stockSupplier) });

/** A nota fiscal's number, series, date and access key, and where its empty containers go back. */
const notaFiscal = {
  nf_numero: z.string(),
  nf_serie: z.string(),
  nf_data: calendarDate,
  chave_acesso: nullableText,
  local_devolucao: nullableText,
};

/** An entry by nota fiscal with its lots. */
export const stockEntry = z.strictObject({
  id: z.uuid(),
  fornecedor: stockSupplier,
  ...notaFiscal,
  total_cents: centsValue,
  created_at: isoTimestamp,
  linhas: z.array(stockLot),
});
export type StockEntry = z.infer<typeof stockEntry>;
/** A page of entries; `total` of them in all. */
export const stockEntryPage = pageNamed('entradas', stockEntry);
export type StockEntryPage = z.infer<typeof stockEntryPage>;

/** A line of an NF-e as read and matched, to confirm before the entry is created. */
export const nfePreviewLine = z.strictObject({
  item: z.number().int(),
  codigo_fornecedor: z.string(),
  descricao: z.string(),
  unidade_nf: z.string(),
  quantidade_nf: z.number(),
  /** The match: by the remembered supplier code, by name, or none (choose the product). */
  correspondencia: z.enum(['codigo', 'nome']).nullable(),
  product_id: nullableId,
  combustivel: z.enum(FUELS).nullable(),
  lote: nullableText,
  fabricacao: nullableDate,
  validade: nullableDate,
  /**
   * The quantity and its unit when the NF's commercial unit is one of ours, else its taxable
   * unit (4 GL taxed as 20 L); null when neither is ('UN' alone — confirm).
   */
  quantidade: nullableNumber,
  unidade: z.enum(QUANTITY_UNITS).nullable(),
  /** The line's cost over its quantity (the NF's unit price while the quantity is unknown). */
  custo_unitario_cents: centsValue,
  /** What the line costs (vProd with its freight, IPI, ICMS-ST, less discount…): lines sum to vNF. */
  valor_cents: centsValue,
  /** An agrotóxico whose product has no usual package: the line must give it. */
  embalagem_pendente: z.boolean(),
});
export const nfePreview = z.strictObject({
  fornecedor: z.strictObject({ nome: z.string(), cnpj: z.string(), supplier_id: nullableId }),
  ...notaFiscal,
  /** An entry of this NF from this supplier already exists. */
  duplicada: z.boolean(),
  /** The NF's vNF, which the lines' `valor_cents` sum to. */
  total_cents: centsValue,
  /** Whom the NF is addressed to; not the company's (`da_empresa` false): confirm to enter it. */
  destinatario: z
    .strictObject({ documento: nullableText, nome: nullableText, da_empresa: z.boolean() })
    .nullable(),
  linhas: z.array(nfePreviewLine),
  /** The NF's duplicatas, to fill the entry's `vencimentos`. */
  vencimentos: z.array(z.strictObject({ vencimento: calendarDate, valor_cents: centsValue })),
  avisos: z.array(z.string()),
});
export type NfePreview = z.infer<typeof nfePreview>;

export const stockAlert = z.strictObject({
  tipo: z.enum(STOCK_ALERT_KINDS),
  mensagem: z.string(),
  /** The product's id or the fuel, the lot's, the obligation's or the shortfall's id. */
  referencia: z.string(),
  data: nullableDate,
});
export const stockAlertList = z.strictObject({ alertas: z.array(stockAlert) });

/** What a fuel exit took, lot by lot. */
export const fuelExit = z.strictObject({
  operation_id: z.uuid(),
  combustivel: z.enum(FUELS),
  litros: z.number(),
  valor_cents: centsValue,
  movimentos: z.array(stockMovement),
});

/** Fuel cost per flight hour of each aircraft in a period (accounting reads it). */
export const fuelCostPerHour = z.strictObject({
  aeronaves: z.array(
    z.strictObject({
      aircraft_id: z.uuid(),
      prefixo: z.string(),
      litros: z.number(),
      valor_cents: centsValue,
      horas_voo: z.number(),
      custo_hora_cents: nullableInt,
    }),
  ),
});
export type FuelCostPerHour = z.infer<typeof fuelCostPerHour>;

export const productSettings = z.strictObject({
  product_id: z.uuid(),
  ...itemSettings,
});
export const fuelSettings = z.strictObject({ combustivel: z.enum(FUELS), minimo: nullableNumber });
export const aircraftFuel = z.strictObject({
  aircraft_id: z.uuid(),
  combustivel: z.enum(FUELS),
  consumo_l_h: z.number(),
});

/** The aircraft in service with their fuel and consumption per flight hour, if set. */
export const aircraftFuelList = z.strictObject({
  aeronaves: z.array(
    z.strictObject({
      aircraft_id: z.uuid(),
      prefixo: z.string(),
      combustivel: z.enum(FUELS).nullable(),
      consumo_l_h: nullableNumber,
    }),
  ),
});
export type AircraftFuelList = z.infer<typeof aircraftFuelList>;

/** Consumption a conclusion recorded without stock, and how it was resolved. */
export const stockShortfall = z.strictObject({
  id: z.uuid(),
  operation_id: z.uuid(),
  operacao: z.string(),
  product_id: z.uuid(),
  nome: z.string(),
  unidade: unit,
  quantidade: z.number(),
  /** Why the conclusion could not take it: no stock, or only lots expired on the day. */
  motivo: z.enum(SHORTFALL_REASONS),
  created_at: isoTimestamp,
  resolvida_em: isoTimestamp.nullable(),
  forma: z.enum(SHORTFALL_RESOLUTIONS).nullable(),
  observacao: nullableText,
});
export type StockShortfall = z.infer<typeof stockShortfall>;
export const stockShortfallList = z.strictObject({ faltas: z.array(stockShortfall) });
