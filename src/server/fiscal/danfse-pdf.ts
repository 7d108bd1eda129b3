import { formatDocument } from '../../domain/br/documents.ts';
import { NFSE_ENVIRONMENT_LABELS } from '../../domain/companies/fiscal-values.ts';
import { CANCELLATION_REASON_LABELS } from '../../domain/fiscal/cancellation.ts';
import { formatDate, formatDay, formatDecimal } from '../../domain/format.ts';
import { formatBRL } from '../../domain/money.ts';
import { createPdf, pairs, sectionTitle } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';
import { qrCode } from '../pdf/qr.ts';
import type { nfseDocuments } from '../db/schema/index.ts';

// The DANFSe (Documento Auxiliar da NFS-e, issue 44 item 3): what the NFS-e the national API
// returned says, printed for the client — its access key (and a QR code to the national public
// query), numbers, prestador, tomador, service and amounts. The XML is the fiscal document.

/** The national portal's public query of an NFS-e by its access key. */
export const PUBLIC_QUERY_URL = 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=';

type Row = typeof nfseDocuments.$inferSelect;

/** The text of the first element `name` inside `scope` (or the whole document). */
function read(xml: string, name: string, scope?: string): string {
  const part = scope ? (new RegExp(`<${scope}>([\\s\\S]*?)</${scope}>`).exec(xml)?.[1] ?? '') : xml;
  const value = new RegExp(`<${name}>([^<]*)</${name}>`).exec(part)?.[1] ?? '';
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A TSDec15V2 amount as reais, or '—'. */
const money = (value: string) => (value ? formatBRL(Math.round(Number(value) * 100)) : '—');

/** The access key in groups of four, as it is read aloud. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

const QR_SIZE = 90;

export async function danfsePdf(company: Issuer, row: Row): Promise<Buffer> {
  const xml = row.nfse_xml ?? '';
  const { doc, finish } = await createPdf({ title: `DANFSe nº ${row.numero_nfse ?? ''}` });
  letterhead(doc, company, {
    title: 'DANFSe — Documento Auxiliar da NFS-e',
    subtitle: `NFS-e nº ${row.numero_nfse ?? '—'} · ${NFSE_ENVIRONMENT_LABELS[row.ambiente]}`,
  });
  if (row.ambiente === 'homologacao')
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fillColor('#b42318')
      .text('EMITIDA EM HOMOLOGAÇÃO — SEM VALOR FISCAL', { align: 'center' });
  if (row.status === 'cancelada')
    doc.moveDown(0.3).font('Helvetica-Bold').fillColor('#b42318').text('NFS-e CANCELADA', {
      align: 'center',
    });
  doc.font('Helvetica').fillColor('#14212b');

  sectionTitle(doc, 'Chave de acesso', QR_SIZE);
  const top = doc.y;
  qrCode(doc, PUBLIC_QUERY_URL + (row.chave_acesso ?? ''), doc.page.margins.left, top, QR_SIZE);
  doc.x = doc.page.margins.left + QR_SIZE + 12;
  doc.y = top;
  doc
    .font('Courier-Bold')
    .fontSize(10)
    .text(grouped(row.chave_acesso ?? ''));
  doc.font('Helvetica').fontSize(9).moveDown(0.4);
  doc.text(`Número da NFS-e: ${row.numero_nfse ?? '—'}`);
  doc.text(`Emitida em: ${row.emitida_at ? formatDay(row.emitida_at.toISOString()) : '—'}`);
  doc.text(`DPS: série ${row.serie}, nº ${row.numero_dps}`);
  doc.text(`Competência: ${formatDate(read(xml, 'dCompet'))}`);
  doc.text('Consulte em www.nfse.gov.br (consulta pública) pela chave de acesso.');
  doc.x = doc.page.margins.left;
  doc.y = Math.max(doc.y, top + QR_SIZE) + 6;

  sectionTitle(doc, 'Prestador do serviço');
  pairs(doc, [
    ['Nome', read(xml, 'xNome', 'emit')],
    ['CNPJ', formatDocument(read(xml, 'CNPJ', 'emit'))],
    ['Inscrição municipal', read(xml, 'IM', 'prest') || '—'],
    ['Município (IBGE)', read(xml, 'cLocEmi')],
  ]);
  sectionTitle(doc, 'Tomador do serviço');
  const toma = read(xml, 'CNPJ', 'toma') || read(xml, 'CPF', 'toma');
  pairs(doc, [
    ['Nome', read(xml, 'xNome', 'toma') || 'Não identificado'],
    ['CPF/CNPJ', toma ? formatDocument(toma) : '—'],
    ['E-mail', read(xml, 'email', 'toma') || '—'],
  ]);
  sectionTitle(doc, 'Serviço');
  pairs(doc, [
    ['Código de tributação nacional', read(xml, 'cTribNac')],
    ['NBS', read(xml, 'cNBS')],
    ['Local da prestação (IBGE)', read(xml, 'cLocPrestacao')],
  ]);
  doc.moveDown(0.3).text(read(xml, 'xDescServ'));
  sectionTitle(doc, 'Valores');
  const retido = read(xml, 'tpRetISSQN') === '2';
  pairs(doc, [
    ['Valor do serviço', money(read(xml, 'vServ'))],
    ['Base de cálculo do ISS', money(read(xml, 'vBC'))],
    [
      'Alíquota do ISS',
      `${formatDecimal(Number(read(xml, 'pAliqAplic') || read(xml, 'pAliq')))} %`,
    ],
    ['ISS', money(read(xml, 'vISSQN'))],
    ['ISS retido pelo tomador', retido ? 'Sim' : 'Não'],
    ['Valor líquido', money(read(xml, 'vLiq'))],
    ['IBS/CBS (CST, classificação)', `${read(xml, 'CST', 'gIBSCBS')} · ${read(xml, 'cClassTrib')}`],
  ]);
  if (row.status === 'cancelada' && row.cancelada_at) {
    sectionTitle(doc, 'Cancelamento');
    pairs(doc, [
      ['Em', formatDay(row.cancelada_at.toISOString())],
      [
        'Motivo',
        `${CANCELLATION_REASON_LABELS[row.cancelamento_codigo as '1' | '2' | '9'] ?? ''}: ${row.motivo_cancelamento ?? ''}`,
      ],
    ]);
  }
  return finish();
}
