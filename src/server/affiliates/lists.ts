import { count, desc, eq, sql } from 'drizzle-orm';
import { AFFILIATE_PAGE_SIZE } from '../../domain/affiliates/contracts.ts';
import type { Db } from '../db/database.ts';
import { listPage } from '../db/page.ts';
import { affiliateCommissions, affiliateReferrals, companies } from '../db/schema/index.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The affiliate's commissions with the company's name, newest first, a page at a time: the
 * affiliate's own list, and the platform admin's history of them (in pages of `pageSize`).
 */
export async function listCommissions(
  db: Db,
  affiliateId: string,
  pagina: number,
  pageSize = AFFILIATE_PAGE_SIZE,
) {
  const mine = eq(affiliateCommissions.affiliate_id, affiliateId);
  return listPage(
    { pagina, size: pageSize },
    db
      .select({
        id: affiliateCommissions.id,
        tipo_comissao: affiliateCommissions.tipo_comissao,
        company_name: companies.company_name,
        valor_base: affiliateCommissions.valor_base,
        valor_comissao: affiliateCommissions.valor_comissao,
        status: affiliateCommissions.status,
        created_at: affiliateCommissions.created_at,
        data_pagamento: affiliateCommissions.data_pagamento,
      })
      .from(affiliateCommissions)
      .leftJoin(companies, eq(companies.id, affiliateCommissions.company_id))
      .where(mine)
      .orderBy(desc(affiliateCommissions.created_at), desc(affiliateCommissions.id)),
    db.select({ value: count() }).from(affiliateCommissions).where(mine),
    (r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      data_pagamento: iso(r.data_pagamento),
    }),
  );
}

/** A referral's company: as it signed up (kept on the referral: issue 45), else as named now. */
const referredName = sql<
  string | null
>`coalesce(${affiliateReferrals.company_name}, ${companies.company_name})`;

/** The companies the affiliate referred, newest first, a page at a time. */
export async function listReferrals(db: Db, affiliateId: string, pagina: number) {
  const mine = eq(affiliateReferrals.affiliate_id, affiliateId);
  return listPage(
    { pagina, size: AFFILIATE_PAGE_SIZE },
    db
      .select({
        id: affiliateReferrals.id,
        company_name: referredName,
        status: affiliateReferrals.status,
        created_at: affiliateReferrals.created_at,
        converted_at: affiliateReferrals.converted_at,
      })
      .from(affiliateReferrals)
      .leftJoin(companies, eq(companies.id, affiliateReferrals.company_id))
      .where(mine)
      .orderBy(desc(affiliateReferrals.created_at), desc(affiliateReferrals.id)),
    db.select({ value: count() }).from(affiliateReferrals).where(mine),
    (r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      converted_at: iso(r.converted_at),
    }),
  );
}
