import { formatCpf } from '../../domain/br/documents.ts';
import { formatDate, MONTH_NAMES } from '../../domain/format.ts';
import { PAYROLL_LINE_CODES, type PayrollLine } from '../../domain/hr/payslip.ts';
import type { PayrollItem, PayrollRunRow } from '../../domain/hr/response-contracts.ts';
import {
  EMPLOYEE_ROLE_LABELS,
  PAYROLL_RUN_KIND_LABELS,
  PAYROLL_RUN_STATUS_LABELS,
} from '../../domain/hr/values.ts';
import { formatBRL } from '../../domain/money.ts';
import { counted } from '../../domain/plural.ts';
import { createPdf, pairs, sectionTitle, table, type Column, type Pdf } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';

/** What the payroll's documents say of their run: its kind, month and status. */
export type RunHeading = Pick<PayrollRunRow, 'tipo' | 'competencia' | 'status'>;

/** '2026-11-01' → 'novembro/2026'. */
export const competenciaText = (competencia: string) =>
  `${MONTH_NAMES[Number(competencia.slice(5, 7)) - 1]}/${competencia.slice(0, 4)}`;

/** 'Competência novembro/2026 · Folha mensal', and ' · Rascunho' while the run is open. */
export function runSubtitle(run: RunHeading) {
  const parts = [
    `Competência ${competenciaText(run.competencia)}`,
    PAYROLL_RUN_KIND_LABELS[run.tipo],
  ];
  if (run.status === 'rascunho') parts.push(PAYROLL_RUN_STATUS_LABELS.rascunho);
  return parts.join(' · ');
}

/** A PIS/PASEP/NIT as printed: '120.45678.90-1'; none → '—'. */
export const pisText = (pis: string | null) =>
  pis ? `${pis.slice(0, 3)}.${pis.slice(3, 8)}.${pis.slice(8, 10)}-${pis.slice(10)}` : '—';

/** A line's code as a payslip numbers it: its place in the engine's order, '001'. */
function lineNumber(codigo: string) {
  const index = (PAYROLL_LINE_CODES as readonly string[]).indexOf(codigo);
  return index < 0 ? codigo : String(index + 1).padStart(3, '0');
}

const LINE_COLUMNS: Column[] = [
  { header: 'Código', width: 0.09 },
  { header: 'Descrição', width: 0.37 },
  { header: 'Referência', width: 0.14, align: 'right' },
  { header: 'Proventos', width: 0.2, align: 'right' },
  { header: 'Descontos', width: 0.2, align: 'right' },
];

/** The employee's facts as the run kept them, and what a 13º or férias run adds. */
function employeePairs(item: PayrollItem): [string, string][] {
  const { funcionario, meses, inicio, dias } = item.entrada;
  const facts: [string, string][] = [
    ['Nome', funcionario.nome],
    ['CPF', formatCpf(funcionario.cpf)],
    ['Cargo', EMPLOYEE_ROLE_LABELS[funcionario.cargo]],
    ['Admissão', formatDate(funcionario.admissao)],
    ['PIS', pisText(funcionario.pis)],
  ];
  if (funcionario.demissao) facts.push(['Demissão', formatDate(funcionario.demissao)]);
  if (meses !== null) facts.push(['Meses trabalhados', `${meses}/12`]);
  if (inicio !== null && dias !== null)
    facts.push(['Férias', `${dias} dias a partir de ${formatDate(inicio)}`]);
  return facts;
}

/** The bases the taxes were computed on, FGTS of the month and the IRRF's deduction. */
function basePairs(item: PayrollItem): [string, string][] {
  const r = item.resultado;
  const deducao = r.deducaoIRRF.tipo === 'legal' ? 'legal' : 'simplificada';
  const bases: [string, string][] = [
    ['Salário base', formatBRL(item.entrada.funcionario.salario_base_cents)],
    ['Base INSS', formatBRL(r.baseINSS)],
    ['Base FGTS', formatBRL(r.baseFGTS)],
    ['FGTS do mês', formatBRL(r.fgts)],
    ['Base IRRF', formatBRL(r.baseIRRF)],
    [`Dedução IRRF (${deducao})`, formatBRL(r.deducaoIRRF.valor)],
  ];
  if (r.reducaoLei15270 > 0) bases.push(['Redução Lei 15.270', formatBRL(r.reducaoLei15270)]);
  // A month with férias: the INSS is the competência's, less what their receipt withheld.
  if (r.feriasNoMes)
    bases.push(
      ['Férias no mês', counted(r.feriasNoMes.dias, 'dia', 'dias')],
      ['Férias + 1/3 na base INSS', formatBRL(r.feriasNoMes.base)],
      ['INSS retido nas férias', formatBRL(r.feriasNoMes.inss)],
    );
  return bases;
}

/** The receipt's closing: the declaration, then the date and the signature lines. */
export function signature(
  doc: Pdf,
  declaration = 'Declaro ter recebido a importância líquida discriminada neste recibo.',
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(1.5).text(declaration);
  doc.moveDown(2.5);
  const y = doc.y;
  doc.text('____/____/________', left, y, { width: width * 0.35, align: 'center' });
  doc.text('_______________________________________', left + width * 0.45, y, {
    width: width * 0.55,
    align: 'center',
  });
  doc.text('Data', left, y + 12, { width: width * 0.35, align: 'center' });
  doc.text('Assinatura do funcionário', left + width * 0.45, y + 12, {
    width: width * 0.55,
    align: 'center',
  });
  doc.x = left;
}

/** A line of a receipt: a holerite's or a TRCT's. */
type ReceiptLine = Pick<PayrollLine, 'descricao' | 'referencia' | 'tipo' | 'valor'> & {
  codigo: string;
};

/**
 * A receipt's lines numbered by `number` (its code and place), with the totals, then the net
 * to receive in bold.
 */
export function lineTable(
  doc: Pdf,
  linhas: ReceiptLine[],
  number: (codigo: string, index: number) => string,
  totals: { proventos: number; descontos: number; liquido: number },
) {
  const rows = linhas.map((line, index) => [
    number(line.codigo, index),
    line.descricao,
    line.referencia ?? '',
    line.tipo === 'provento' ? formatBRL(line.valor) : '',
    line.tipo === 'desconto' ? formatBRL(line.valor) : '',
  ]);
  rows.push(['', 'Totais', '', formatBRL(totals.proventos), formatBRL(totals.descontos)]);
  table(doc, LINE_COLUMNS, rows, { boldLast: true });
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Líquido a receber: ${formatBRL(totals.liquido)}`, { align: 'right' });
  doc.font('Helvetica').fontSize(9);
}

/** One holerite on the current page. */
function holerite(doc: Pdf, company: Issuer, run: RunHeading, item: PayrollItem) {
  const r = item.resultado;
  letterhead(doc, company, { title: 'RECIBO DE PAGAMENTO DE SALÁRIO', subtitle: runSubtitle(run) });
  sectionTitle(doc, 'Funcionário');
  pairs(doc, employeePairs(item));
  sectionTitle(doc, 'Discriminação');
  lineTable(doc, r.linhas, lineNumber, {
    proventos: r.totalProventos,
    descontos: r.totalDescontos,
    liquido: r.salarioLiquido,
  });
  sectionTitle(doc, 'Bases de cálculo');
  pairs(doc, basePairs(item));
  signature(doc);
}

/**
 * The holerites (recibos de pagamento) of a run's items, one per page in the order given: the
 * company, the month and kind, the employee, every line, the totals and the net, the bases and
 * the signature.
 */
export async function holeritesPdf(
  company: Issuer,
  run: RunHeading,
  items: PayrollItem[],
  options: { compress?: boolean } = {},
) {
  const { doc, finish } = await createPdf({
    title: `Holerites ${competenciaText(run.competencia)}`,
    compress: options.compress,
  });
  items.forEach((item, index) => {
    if (index > 0) doc.addPage();
    holerite(doc, company, run, item);
  });
  return finish();
}
