import { formatDate, formatDecimal } from '../../domain/format.ts';
import { formatDocument } from '../../domain/br/documents.ts';
import { formatBRL } from '../../domain/money.ts';
import { LINE_UNIT_LABELS } from '../../domain/proposals/values.ts';
import { createPdf, pairs, sectionTitle, table } from '../pdf/layout.ts';
import { letterhead } from '../pdf/letterhead.ts';
import type { Company } from '../identity/guards.ts';
import type { ProposalDetail } from './detail.ts';

const dash = (value: string | null | undefined) => value || '—';

/**
 * The proposal to send to the client: company header (with its logo when it has one), client,
 * lines, totals and terms.
 */
export async function proposalPdf(
  company: Pick<
    Company,
    'company_name' | 'cnpj' | 'registro_mapa' | 'endereco' | 'municipio' | 'uf' | 'contact_email'
  >,
  d: ProposalDetail,
  options: { compress?: boolean; logo?: Buffer | null } = {},
): Promise<Buffer> {
  const p = d.proposal;
  const { doc, finish } = await createPdf({
    title: `Proposta ${p.numero}`,
    compress: options.compress,
  });
  letterhead(
    doc,
    { ...company, logo: options.logo },
    {
      title: `PROPOSTA COMERCIAL Nº ${p.numero}`,
      subtitle: `Emitida em ${formatDate(p.created_at.slice(0, 10))} · válida até ${formatDate(p.validade)}`,
      contact: company.contact_email,
    },
  );

  sectionTitle(doc, 'Cliente');
  pairs(doc, [
    ['Nome', d.cliente],
    ['CPF/CNPJ', formatDocument(d.cliente_documento)],
    ['Propriedade', d.propriedade ? `${d.propriedade} (${d.municipio}/${d.uf})` : '—'],
    ['Cultura', dash(d.cultura)],
  ]);

  sectionTitle(doc, 'Serviços');
  const rows = d.linhas.map((line) => [
    line.descricao,
    `${formatDecimal(line.quantidade)} ${LINE_UNIT_LABELS[line.unidade]}`,
    `${formatBRL(line.preco_unitario_cents)}/${LINE_UNIT_LABELS[line.unidade]}`,
    formatBRL(line.total_cents),
  ]);
  rows.push(['Subtotal', '', '', formatBRL(p.subtotal_cents)]);
  if (p.desconto_cents > 0)
    rows.push([
      p.desconto_tipo === 'percentual'
        ? `Desconto (${formatDecimal(p.desconto_valor ?? 0)} %)`
        : 'Desconto',
      '',
      '',
      `- ${formatBRL(p.desconto_cents)}`,
    ]);
  rows.push(['Total', '', '', formatBRL(p.total_cents)]);
  table(
    doc,
    [
      { header: 'Serviço', width: 0.46 },
      { header: 'Quantidade', width: 0.16, align: 'right' },
      { header: 'Preço unitário', width: 0.19, align: 'right' },
      { header: 'Valor', width: 0.19, align: 'right' },
    ],
    rows,
    { boldLast: true },
  );

  sectionTitle(doc, 'Condições');
  pairs(doc, [
    ['Validade', formatDate(p.validade)],
    ['Pagamento', dash(p.condicoes_pagamento)],
  ]);
  if (p.observacoes) {
    sectionTitle(doc, 'Observações');
    doc.text(p.observacoes);
  }
  doc.moveDown(3);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc
    .moveTo(left, y)
    .lineTo(left + 220, y)
    .lineWidth(0.5)
    .strokeColor('#14212b')
    .stroke();
  doc.text('De acordo (cliente)', left, y + 4);
  return finish();
}
