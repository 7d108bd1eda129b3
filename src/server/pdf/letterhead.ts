import { formatDocument } from '../../domain/br/documents.ts';
import { addressText } from '../../domain/operations/address.ts';
import type { Pdf } from './layout.ts';

/** What a document says of the company that issues it. */
export type Issuer = {
  company_name: string;
  cnpj: string | null;
  registro_mapa: string | null;
  endereco: string | null;
  municipio: string | null;
  uf: string | null;
};

/** 'CNPJ 11.222.333/0001-81 · Registro MAPA MT-00123'. */
export const registration = (company: Issuer) =>
  `CNPJ ${formatDocument(company.cnpj)} · Registro MAPA ${company.registro_mapa || '—'}`;

/** Street, 'city/UF' and anything more given (an e-mail) joined with '·', or '—'. */
export const addressLine = (company: Issuer, ...more: (string | null | undefined)[]) =>
  [addressText(company), ...more].filter(Boolean).join(' · ') || '—';

/** The head of a portrait document: the company, then the document's title and subtitle centred. */
export function letterhead(
  doc: Pdf,
  company: Issuer,
  text: { title: string; subtitle: string; contact?: string | null },
) {
  doc.font('Helvetica-Bold').fontSize(13).text(company.company_name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(registration(company))
    .text(addressLine(company, text.contact));
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12);
  doc.text(text.title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(text.subtitle, { align: 'center' });
}
