import { formatDocument } from '../../domain/br/documents.ts';
import { addressText } from '../../domain/operations/address.ts';
import type { Pdf } from './layout.ts';

/** What a document says of the company that issues it, with its logo's bytes when it has one. */
export type Issuer = {
  company_name: string;
  cnpj: string | null;
  registro_mapa: string | null;
  endereco: string | null;
  municipio: string | null;
  uf: string | null;
  logo?: Buffer | null;
};

/** 'CNPJ 11.222.333/0001-81 · Registro MAPA MT-00123'. */
export const registration = (company: Issuer) =>
  `CNPJ ${formatDocument(company.cnpj)} · Registro MAPA ${company.registro_mapa || '—'}`;

/** Street, 'city/UF' and anything more given (an e-mail) joined with '·', or '—'. */
export const addressLine = (company: Issuer, ...more: (string | null | undefined)[]) =>
  [addressText(company), ...more].filter(Boolean).join(' · ') || '—';

/** The box the logo fits in, at the top right of the page. */
const LOGO = { width: 120, height: 48 };

/**
 * The company's logo at the top right of the current page, fitted into 120 × 48 points;
 * answers the width the company's lines may take beside it (the whole width without a logo).
 */
export function issuerLogo(doc: Pdf, company: Issuer): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  if (!company.logo) return width;
  const x = doc.page.width - doc.page.margins.right - LOGO.width;
  doc.image(company.logo, x, doc.page.margins.top, {
    fit: [LOGO.width, LOGO.height],
    align: 'right',
  });
  return width - LOGO.width - 12;
}

/** The head of a portrait document: the company, then the document's title and subtitle centred. */
export function letterhead(
  doc: Pdf,
  company: Issuer,
  text: { title: string; subtitle: string; contact?: string | null },
) {
  const top = doc.y;
  const width = issuerLogo(doc, company);
  doc.font('Helvetica-Bold').fontSize(13).text(company.company_name, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(registration(company), { width })
    .text(addressLine(company, text.contact), { width });
  if (company.logo) doc.y = Math.max(doc.y, top + LOGO.height);
  doc.x = doc.page.margins.left;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12);
  doc.text(text.title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(text.subtitle, { align: 'center' });
}
