import {
  INSTALLMENT_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../domain/accounting/values.ts';
import { formatDocument } from '../../domain/br/documents.ts';
import { PIX_KEY_KIND_LABELS } from '../../domain/br/pix.ts';
import { amountInWords } from '../../domain/extenso.ts';
import { formatDate, formatDecimal } from '../../domain/format.ts';
import { formatBRL } from '../../domain/money.ts';
import { createPdf, ensureSpace, pairs, sectionTitle, table, tableSection } from '../pdf/layout.ts';
import { letterhead, registration, type Issuer } from '../pdf/letterhead.ts';
import { qrCode } from '../pdf/qr.ts';
import type { Company } from '../identity/session-reader.ts';
import { AppError } from '../platform/app-error.ts';
import { clientName, type InvoiceData } from './invoice-data.ts';

type IssuerCompany = Pick<
  Company,
  'company_name' | 'cnpj' | 'registro_mapa' | 'endereco' | 'municipio' | 'uf' | 'contact_email'
>;

const issuerOf = (company: IssuerCompany, logo: Buffer | null | undefined): Issuer => ({
  ...company,
  logo,
});

/** The client's block: name, document, city. */
function clientSection(doc: Awaited<ReturnType<typeof createPdf>>['doc'], data: InvoiceData) {
  sectionTitle(doc, 'Cliente');
  const { client } = data;
  pairs(doc, [
    ['Nome', clientName(data)],
    ['CPF/CNPJ', client?.documento ? formatDocument(client.documento) : '—'],
    ['Município', client?.municipio ? `${client.municipio}/${client.uf ?? ''}` : '—'],
    ['Documento', data.title.documento ?? '—'],
  ]);
}

/** The size of the PIX QR code on the page, in points (about 4.6 cm: read from a screen or paper). */
const QR_SIZE = 130;

/**
 * The fatura of a receivable: the company's letterhead, the client, the operations it bills
 * (date, property, area, products), its installments with due dates, and the company's PIX key
 * as a copia e cola code and the static BR Code's QR code.
 */
export async function invoicePdf(
  company: IssuerCompany,
  data: InvoiceData,
  today: string,
  options: { compress?: boolean; logo?: Buffer | null } = {},
): Promise<Buffer> {
  const { title } = data;
  const { doc, finish } = await createPdf({
    title: `Fatura — ${title.descricao}`,
    compress: options.compress,
  });
  letterhead(doc, issuerOf(company, options.logo), {
    title: 'FATURA',
    subtitle: `${title.descricao} · emitida em ${formatDate(today)}`,
    contact: company.contact_email,
  });
  clientSection(doc, data);

  if (data.operacoes.length)
    tableSection(
      doc,
      'Serviços prestados',
      [
        { header: 'Operação', width: 0.12 },
        { header: 'Data', width: 0.12 },
        { header: 'Propriedade', width: 0.22 },
        { header: 'Área (ha)', width: 0.12, align: 'right' },
        { header: 'Produtos', width: 0.26 },
        { header: 'Valor', width: 0.16, align: 'right' },
      ],
      data.operacoes.map((op) => [
        op.numero,
        formatDate(op.data),
        op.propriedade,
        op.area_ha === null ? '—' : formatDecimal(op.area_ha),
        op.produtos.join(', ') || '—',
        formatBRL(op.valor_cents),
      ]),
    );

  tableSection(
    doc,
    'Parcelas',
    [
      { header: 'Parcela', width: 0.12 },
      { header: 'Vencimento', width: 0.16 },
      { header: 'Valor', width: 0.18, align: 'right' },
      { header: 'Pago', width: 0.18, align: 'right' },
      { header: 'A pagar', width: 0.18, align: 'right' },
      { header: 'Situação', width: 0.18 },
    ],
    [
      ...title.parcelas.map((line) => [
        `${line.numero}/${title.parcelas.length}`,
        formatDate(line.vencimento),
        formatBRL(line.valor_cents),
        formatBRL(line.pago_cents),
        formatBRL(line.saldo_cents),
        INSTALLMENT_STATUS_LABELS[line.status],
      ]),
      [
        'Total',
        '',
        formatBRL(title.total_cents),
        formatBRL(title.pago_cents),
        formatBRL(title.saldo_cents),
        '',
      ],
    ],
    { boldLast: true },
  );

  if (data.pix && title.saldo_cents > 0) {
    const open = title.parcelas.filter((line) => line.saldo_cents > 0);
    sectionTitle(doc, 'Pagamento por PIX', QR_SIZE);
    const left = doc.page.margins.left;
    const top = doc.y;
    qrCode(doc, data.pix.copiaECola, left, top, QR_SIZE);
    const x = left + QR_SIZE + 12;
    const width = doc.page.width - doc.page.margins.right - x;
    doc
      .font('Helvetica-Bold')
      .text(`Chave PIX (${PIX_KEY_KIND_LABELS[data.pix.tipo]}): `, x, top + 6, {
        width,
        continued: true,
      })
      .font('Helvetica')
      .text(data.pix.chave)
      .moveDown(0.3)
      .text(
        open.length === 1
          ? `Valor: ${formatBRL(open[0]!.saldo_cents)}, já no código.`
          : 'Informe no aplicativo o valor da parcela que está pagando.',
        x,
        doc.y,
        { width },
      )
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .text('PIX copia e cola:', x, doc.y, { width })
      .font('Courier')
      .fontSize(7.5)
      .text(data.pix.copiaECola, x, doc.y, { width })
      .font('Helvetica')
      .fontSize(9);
    doc.y = Math.max(doc.y, top + QR_SIZE) + 6;
    doc.x = left;
  }
  if (title.observacoes) {
    sectionTitle(doc, 'Observações');
    doc.text(title.observacoes);
  }
  return finish();
}

/** 'Inclui juros de R$ 10,00 e multa de R$ 96,40.': what the payments carried besides the principal. */
function chargesText(
  payments: { juros_cents: number; multa_cents: number; desconto_cents: number }[],
) {
  const sum = (key: 'juros_cents' | 'multa_cents' | 'desconto_cents') =>
    payments.reduce((total, payment) => total + payment[key], 0);
  const parts = [
    ['juros', sum('juros_cents')],
    ['multa', sum('multa_cents')],
    ['desconto', sum('desconto_cents')],
  ] as const;
  const named = parts
    .filter(([, cents]) => cents > 0)
    .map(([what, cents]) => `${what} de ${formatBRL(cents)}`);
  if (!named.length) return null;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} e ${named.at(-1)}`;
  return `Inclui ${list}.`;
}

/**
 * The recibo of what a receivable's client has paid: the amount in figures and in words, the
 * payments (date, installment, method), any balance left, and the company's signature line.
 * With `parcela`, only that installment's payments. Nothing paid has no recibo (409).
 */
export async function receiptPdf(
  company: IssuerCompany,
  data: InvoiceData,
  options: { compress?: boolean; logo?: Buffer | null; parcela?: string } = {},
): Promise<Buffer> {
  const { title } = data;
  const lines = options.parcela
    ? title.parcelas.filter((line) => line.id === options.parcela)
    : title.parcelas;
  if (!lines.length) throw new AppError('NOT_FOUND', undefined, 'Parcela não encontrada.');
  const payments = lines
    .flatMap((line) => line.pagamentos.map((payment) => ({ ...payment, parcela: line.numero })))
    .sort((a, b) => a.data.localeCompare(b.data) || a.created_at.localeCompare(b.created_at));
  if (!payments.length) throw new AppError('RECEIPT_NOTHING_PAID');
  const paid = payments.reduce((sum, payment) => sum + payment.valor_cents, 0);
  const last = payments.at(-1)!.data;
  const { doc, finish } = await createPdf({
    title: `Recibo — ${title.descricao}`,
    compress: options.compress,
  });
  letterhead(doc, issuerOf(company, options.logo), {
    title: `RECIBO · ${formatBRL(paid)}`,
    subtitle: `${title.descricao} · pago em ${formatDate(last)}`,
    contact: company.contact_email,
  });
  const document = data.client?.documento
    ? `, CPF/CNPJ ${formatDocument(data.client.documento)},`
    : '';
  doc
    .moveDown(1.2)
    .fontSize(10)
    .text(
      `Recebemos de ${clientName(data)}${document} a importância de ${formatBRL(paid)} ` +
        `(${amountInWords(paid)}), referente a ${title.descricao}` +
        `${title.documento ? ` (documento ${title.documento})` : ''}.`,
    )
    .fontSize(9);

  sectionTitle(doc, 'Pagamentos recebidos');
  table(
    doc,
    [
      { header: 'Data', width: 0.16 },
      { header: 'Parcela', width: 0.12 },
      { header: 'Forma', width: 0.2 },
      { header: 'Conta', width: 0.32 },
      { header: 'Valor', width: 0.2, align: 'right' },
    ],
    [
      ...payments.map((payment) => [
        formatDate(payment.data),
        `${payment.parcela}/${title.parcelas.length}`,
        PAYMENT_METHOD_LABELS[payment.metodo],
        payment.conta,
        formatBRL(payment.valor_cents),
      ]),
      ['Total recebido', '', '', '', formatBRL(paid)],
    ],
    { boldLast: true },
  );
  const charges = chargesText(payments);
  if (charges) doc.moveDown(0.6).text(charges);
  doc
    .moveDown(0.6)
    .text(
      title.saldo_cents > 0
        ? `Saldo em aberto desta conta: ${formatBRL(title.saldo_cents)}.`
        : 'Conta quitada: nada mais a pagar.',
    );

  ensureSpace(doc, 90);
  const place = company.municipio ? `${company.municipio}/${company.uf ?? ''}, ` : '';
  doc.moveDown(1.5).text(`${place}${formatDate(last)}.`);
  doc.moveDown(3);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc
    .moveTo(left, y)
    .lineTo(left + 260, y)
    .lineWidth(0.5)
    .strokeColor('#14212b')
    .stroke();
  doc
    .font('Helvetica-Bold')
    .text(company.company_name, left, y + 4)
    .font('Helvetica')
    .text(registration(issuerOf(company, null)));
  return finish();
}
