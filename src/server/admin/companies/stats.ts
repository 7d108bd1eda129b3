import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../../domain/admin/stats.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/database.ts';
import { COMPANY_GROUPS } from '../company-groups.ts';

/**
 * The stats cards in one aggregate over companies, with the active members counted beside it
 * ('active' and 'awaiting' as spec part 2 §4 'E-mail list grouping' defines them, see
 * `COMPANY_GROUPS`).
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [row] = await queryRows<AdminStats>(
    db,
    sql`select
      count(*)::int as total_companies,
      (select count(distinct user_id)::int from profiles where active) as total_users,
      (count(*) filter (where ${COMPANY_GROUPS.ativos}))::int as active_companies,
      (count(*) filter (where ${COMPANY_GROUPS.aguardando}))::int as awaiting_payment
    from companies`,
  );
  return row!;
}
