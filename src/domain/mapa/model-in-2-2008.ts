import { comparePtBr, formatDecimal, MONTH_NAMES } from '../format.ts';
import { totalQuantity } from '../operations/quantities.ts';
import { z } from 'zod';
import { reportedAreaHa } from '../flight/reported-area.ts';
import { operationReportData, type OperationReportData } from '../operations/report-data.ts';
import { ruleSetOf } from '../operations/rule-set.ts';
import { calendarDate } from '../wire.ts';

/**
 * The monthly activity report of IN MAPA nº 2/2008 (Art. 14 and Anexo V), due by the 15th of
 * the following month to the SFA of each state where the company operated. A new portaria is
 * in preparation: a future model gets a module of its own beside this one. Besides the model's
 * columns, each line names what an inspector asks next (issue 38): the relatório operacional's
 * number, the contratante, the aircraft's prefix and each product's MAPA registration.
 */
export const MAPA_MODEL = {
  id: 'in-2-2008',
  title: 'Relatório Mensal de Atividades de Aviação Agrícola',
  legalBasis: 'Instrução Normativa MAPA nº 2/2008, Art. 14 e Anexo V',
  columns: [
    'Data',
    'Relatório nº',
    'UF',
    'Município',
    'Contratante',
    'Tipo de serviço',
    'Cultura',
    'Área (ha)',
    'Aeronave (prefixo)',
    'Produtos utilizados',
    'Registro MAPA dos produtos',
  ],
} as const;

/** A line of the monthly report: one concluded operation. */
export const monthlyRow = z.strictObject({
  operation_id: z.uuid(),
  numero: z.string(),
  data: calendarDate,
  uf: z.string(),
  municipio: z.string(),
  contratante: z.string(),
  servico: z.string(),
  cultura: z.string(),
  area_ha: z.number(),
  /** The aircraft's prefix (registration mark), e.g. 'PR-AGV'; a drone's 'PP-123456789 (ARP)'. */
  aeronave: z.string(),
  produtos: z.string(),
  /** Each product's MAPA registration, in the order of `produtos`: 'Fox Xpro: 17718'. */
  registros_mapa: z.string(),
});
export type MonthlyRow = z.infer<typeof monthlyRow>;

/** The report to one state's SFA: its rows and totals. */
export const monthlyState = z.strictObject({
  uf: z.string(),
  rows: z.array(monthlyRow),
  totals: z.strictObject({
    operations: z.number().int(),
    area_ha: z.number(),
    products: z.array(z.strictObject({ name: z.string(), quantity: z.number(), unit: z.string() })),
  }),
});
export type MonthlyState = z.infer<typeof monthlyState>;

/** The monthly report as `buildMonthlyReport` makes it and `GET /api/mapa` answers it. */
export const monthlyReport = z.strictObject({
  model: z.literal(MAPA_MODEL.id),
  year: z.number().int(),
  month: z.number().int(),
  monthName: z.string(),
  company: operationReportData.shape.company,
  states: z.array(monthlyState),
  /** Operations of the month that cannot enter the report yet, with what they lack. */
  pending: z.array(
    z.strictObject({
      operation_id: z.uuid(),
      numero: z.string(),
      data: calendarDate,
      reason: z.string(),
    }),
  ),
  totals: z.strictObject({ operations: z.number().int(), area_ha: z.number() }),
});
export type MonthlyReport = z.infer<typeof monthlyReport>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The area the relatório printed: the declared one, or the measured one the office reported. */
const areaOf = (op: OperationReportData) => reportedAreaHa(op.operation.area_ha, op.area_tratada);

/**
 * A product's total as the relatório printed it (a frozen version keeps the one it was issued
 * with), else the dose × the same area. Read only for an operation whose area is known.
 */
const quantityOf = (op: OperationReportData, p: OperationReportData['produtos'][number]) =>
  p.quantidade_total ?? totalQuantity(areaOf(op)!, p.dose_por_ha);

/** What keeps a concluded operation out of the report (the columns it cannot fill). */
function missingColumns(op: OperationReportData): string[] {
  const missing: string[] = [];
  if (!op.propriedade) missing.push('propriedade');
  if (!op.servico) missing.push('tipo de serviço');
  if (!op.cultura) missing.push('cultura');
  if (areaOf(op) === null) missing.push('área');
  if (op.produtos.length === 0) missing.push('produtos');
  return missing;
}

/** A register's value, or '—' where a record from before it was required lacks it. */
const orDash = (value: string | null | undefined) => value || '—';

/**
 * The aircraft's column: its prefix, or a drone's ANAC registration marked '(ARP)'. Portaria
 * MAPA nº 298/2021 asks an ARP operator for the same monthly report, so drone applications
 * are rows of the month beside the aeroplanes' (issue 40).
 */
const aircraftText = (op: OperationReportData) =>
  ruleSetOf(op) === 'portaria-298-2021' && op.aeronave
    ? `${op.aeronave.prefixo} (ARP)`
    : orDash(op.aeronave?.prefixo);

const registrationsText = (op: OperationReportData) =>
  op.produtos.map((p) => `${p.nome_comercial}: ${orDash(p.registro_mapa)}`).join('; ');

const productsText = (op: OperationReportData) =>
  op.produtos
    .map(
      (p) =>
        `${p.nome_comercial} (${formatDecimal(p.dose_por_ha, 3)} ${p.unidade}/ha; ${formatDecimal(quantityOf(op, p), 3)} ${p.unidade})`,
    )
    .join('; ');

/**
 * The report of a month: operations concluded on a date of that month, grouped by the UF of the
 * property (UFs in alphabetical order, rows by date then município), with totals per UF and
 * overall. Operations of the month still open, or lacking a column, are listed as pending.
 */
export function buildMonthlyReport(input: {
  company: OperationReportData['company'];
  year: number;
  month: number;
  operations: OperationReportData[];
}): MonthlyReport {
  const prefix = `${input.year}-${String(input.month).padStart(2, '0')}-`;
  const ofMonth = input.operations.filter(
    (op) => op.operation.data.startsWith(prefix) && op.operation.status !== 'cancelada',
  );
  const pending: MonthlyReport['pending'] = [];
  let drones = false;
  const byUf = new Map<string, MonthlyRow[]>();
  const quantities = new Map<
    string,
    Map<string, { name: string; quantity: number; unit: string }>
  >();
  for (const op of ofMonth) {
    const base = {
      operation_id: op.operation.id,
      numero: op.operation.numero,
      data: op.operation.data,
    };
    if (op.operation.status !== 'concluida') {
      pending.push({ ...base, reason: 'Operação não concluída' });
      continue;
    }
    const missing = missingColumns(op);
    if (missing.length) {
      pending.push({ ...base, reason: `Falta: ${missing.join(', ')}` });
      continue;
    }
    const uf = op.propriedade!.uf;
    const rows = byUf.get(uf) ?? [];
    rows.push({
      ...base,
      uf,
      municipio: op.propriedade!.municipio,
      contratante: orDash(op.contratante?.nome),
      servico: op.servico!.nome,
      cultura: op.cultura!.nome,
      area_ha: areaOf(op)!,
      aeronave: aircraftText(op),
      produtos: productsText(op),
      registros_mapa: registrationsText(op),
    });
    byUf.set(uf, rows);
    drones ||= ruleSetOf(op) === 'portaria-298-2021';
    const perProduct = quantities.get(uf) ?? new Map();
    for (const p of op.produtos) {
      const key = `${p.nome_comercial}|${p.unidade}`;
      const entry = perProduct.get(key) ?? { name: p.nome_comercial, quantity: 0, unit: p.unidade };
      entry.quantity += quantityOf(op, p);
      perProduct.set(key, entry);
    }
    quantities.set(uf, perProduct);
  }
  // The company's ARP registration heads a month with drone rows only (Portaria MAPA nº
  // 298/2021); a month of aeroplanes reads as it did before the company flew drones.
  const { registro_mapa_arp: _arp, ...company } = input.company;
  const states: MonthlyState[] = [...byUf.keys()].sort().map((uf) => {
    const rows = byUf
      .get(uf)!
      .sort((a, b) => a.data.localeCompare(b.data) || comparePtBr(a.municipio, b.municipio));
    return {
      uf,
      rows,
      totals: {
        operations: rows.length,
        area_ha: round2(rows.reduce((sum, row) => sum + row.area_ha, 0)),
        products: [...quantities.get(uf)!.values()]
          .map((p) => ({ ...p, quantity: Math.round(p.quantity * 1000) / 1000 }))
          .sort((a, b) => comparePtBr(a.name, b.name)),
      },
    };
  });
  return {
    model: MAPA_MODEL.id,
    year: input.year,
    month: input.month,
    monthName: MONTH_NAMES[input.month - 1]!,
    company: drones ? input.company : company,
    states,
    pending: pending.sort((a, b) => a.data.localeCompare(b.data)),
    totals: {
      operations: states.reduce((sum, s) => sum + s.totals.operations, 0),
      area_ha: round2(states.reduce((sum, s) => sum + s.totals.area_ha, 0)),
    },
  };
}
