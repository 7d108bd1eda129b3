import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { lineTotalCents, proposalTotals } from '../../domain/proposals/totals.ts';
import type { Db } from '../db/database.ts';
import { operations, proposalLines, proposals } from '../db/schema/index.ts';
import type { DemoSeason } from './season.ts';

const line = (descricao: string, quantidade: number, preco: number, service: string | null) => ({
  service_id: service,
  descricao,
  unidade: 'ha' as const,
  quantidade,
  preco_unitario_cents: preco,
});

/**
 * The demo's proposals (spec part 2 §9 'an approved proposal'): one approved that scheduled the
 * next flight on Fazenda Esperança, one sent and waiting for the client, one draft.
 */
export async function seedDemoProposals(tx: Db, companyId: string, now: Date, s: DemoSeason) {
  const today = todayInSaoPaulo(now);
  const ano = Number(today.slice(0, 4));
  const validity = (days: number) => todayInSaoPaulo(addDays(now, days));
  const quotes = [
    {
      status: 'aprovada' as const,
      client_id: s.client,
      property_id: s.property,
      validade: validity(10),
      lines: [line('Aplicação líquida — fungicida na soja', 500, 4_000, s.liquid)],
      discount: 3,
      links: s.scheduled,
    },
    {
      status: 'enviada' as const,
      client_id: s.otherClient,
      property_id: s.otherProperty,
      validade: validity(12),
      lines: [
        line('Aplicação líquida — inseticida', 800, 3_800, s.liquid),
        line('Deslocamento da aeronave', 1, 150_000, null),
      ],
      discount: 0,
      links: null,
    },
    {
      status: 'rascunho' as const,
      client_id: s.client,
      property_id: s.property,
      validade: validity(15),
      lines: [line('Dessecação pré-colheita', 500, 3_500, s.liquid)],
      discount: 0,
      links: null,
    },
  ];
  for (const [index, quote] of quotes.entries()) {
    const discount = {
      tipo: quote.discount ? ('percentual' as const) : null,
      valor: quote.discount || null,
    };
    const [row] = await tx
      .insert(proposals)
      .values({
        company_id: companyId,
        ano,
        sequencia: index + 1,
        status: quote.status,
        client_id: quote.client_id,
        property_id: quote.property_id,
        crop_id: s.soja,
        validade: quote.validade,
        condicoes_pagamento: '50% na aprovação, 50% em 30 dias após a aplicação',
        desconto_tipo: discount.tipo,
        desconto_valor: discount.valor,
        ...proposalTotals(quote.lines, discount),
        enviada_em: quote.status === 'rascunho' ? null : now,
        decidida_em: quote.status === 'aprovada' ? now : null,
      })
      .returning({ id: proposals.id });
    await tx.insert(proposalLines).values(
      quote.lines.map((l, i) => ({
        ...l,
        company_id: companyId,
        proposal_id: row!.id,
        posicao: i + 1,
        total_cents: lineTotalCents(l),
      })),
    );
    if (quote.links)
      await tx
        .update(operations)
        .set({ proposal_id: row!.id })
        .where(eq(operations.id, quote.links));
  }
}
