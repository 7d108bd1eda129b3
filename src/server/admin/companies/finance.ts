import { sql } from 'drizzle-orm';
import { FINANCE_PAGE_SIZE, type FinanceEntry } from '../../../domain/admin/companies-finance.ts';
import { PRICE_PER_SEAT_CENTS } from '../../../domain/subscription/values.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/database.ts';
import { pageWindow } from '../../db/page.ts';

/**
 * A company's financial history (spec part 2 §7 'GET profiles, user_charges, subscribers,
 * companies'), newest first, a page at a time: its members' active subscriptions (subscribers,
 * estimated at R$ 59,90 per active member, spec §9) and its charges (user_charges).
 */
export async function financeHistory(db: Db, companyId: string, pagina: number) {
  const lines = sql`
    select 'subscription' as kind, 'active' as status, u.email as user_email,
      (${PRICE_PER_SEAT_CENTS} * (select count(*) from profiles m
        where m.company_id = ${companyId} and m.active))::int as amount_cents,
      s.updated_at as at
    from subscribers s
    join profiles p on p.user_id = s.user_id and p.company_id = ${companyId}
    join users u on u.id = s.user_id
    where s.subscribed
    union all
    select 'charge', c.status::text, c.user_email, c.amount, c.created_at
    from user_charges c where c.company_id = ${companyId}`;
  const { limit, offset } = pageWindow(pagina, FINANCE_PAGE_SIZE);
  const [items, [total]] = await Promise.all([
    queryRows<Omit<FinanceEntry, 'at'> & { at: Date | string }>(
      db,
      sql`select * from (${lines}) h order by h.at desc
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${lines}) h`),
  ]);
  return {
    items: items.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    total: total?.n ?? 0,
    pageSize: FINANCE_PAGE_SIZE,
  };
}
