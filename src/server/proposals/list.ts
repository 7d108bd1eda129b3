import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { documentNumber } from '../../domain/numbering.ts';
import type { ProposalListQuery } from '../../domain/proposals/contracts.ts';
import {
  PROPOSALS_PAGE_SIZE,
  PROPOSAL_VIEW_STATUSES,
  type ProposalStatus,
} from '../../domain/proposals/values.ts';
import type { Db } from '../db/database.ts';
import { pageWindow } from '../db/page.ts';
import { clients, proposals } from '../db/schema/index.ts';
import { selectWithNames, viewStatus, type ProposalActor } from './find.ts';

/** `/propostas`: status filter, search by client, 25 a page, and count and total per status. */
export async function listProposals(db: Db, actor: ProposalActor, query: ProposalListQuery) {
  const base: (SQL | undefined)[] = [
    eq(proposals.company_id, actor.companyId),
    isNull(proposals.deleted_at),
  ];
  if (query.busca) {
    const pattern = `%${query.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.push(ilike(clients.nome, pattern));
  }
  const status = viewStatus(actor.today);
  const filtered = query.status ? [...base, sql`${status} = ${query.status}`] : base;
  const paging = pageWindow(query.pagina, PROPOSALS_PAGE_SIZE);
  const [rows, [counted], byStatus] = await Promise.all([
    selectWithNames(db, {
      id: proposals.id,
      ano: proposals.ano,
      sequencia: proposals.sequencia,
      status,
      validade: proposals.validade,
      total_cents: proposals.total_cents,
      created_at: proposals.created_at,
    })
      .where(and(...filtered))
      .orderBy(desc(proposals.ano), desc(proposals.sequencia))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ count: count() })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.client_id))
      .where(and(...filtered)),
    db
      .select({
        status,
        count: count(),
        total: sql<number>`coalesce(sum(${proposals.total_cents}), 0)::float8`,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.client_id))
      .where(and(...base))
      .groupBy(sql`1`), // by position: the date parameter makes the expression unequal to itself
  ]);
  const totals = Object.fromEntries(
    PROPOSAL_VIEW_STATUSES.map((s) => {
      const found = byStatus.find((row) => row.status === s);
      return [s, { count: found?.count ?? 0, total_cents: found?.total ?? 0 }];
    }),
  ) as Record<ProposalStatus, { count: number; total_cents: number }>;
  return {
    items: rows.map(({ ano, sequencia, created_at, ...row }) => ({
      ...row,
      numero: documentNumber({ ano, sequencia }),
      created_at: created_at.toISOString(),
    })),
    total: counted?.count ?? 0,
    totals,
    pageSize: PROPOSALS_PAGE_SIZE,
  };
}
