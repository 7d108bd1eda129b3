import { asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  USERS_PAGE_SIZE,
  type HierarchyPage,
  type PeopleListQuery,
} from '../../../domain/admin/people.ts';
import { billingStatus, sortByRole, userBadge } from '../../../domain/companies/badges.ts';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { companies, profiles, users } from '../../db/schema/index.ts';
import { pageWindow } from '../../db/page.ts';

/** A company whose name has the text, or with a member whose name or e-mail has it. */
function matching(busca?: string) {
  if (!busca) return undefined;
  const term = containing(busca);
  return or(
    ilike(companies.company_name, term),
    sql`exists (
      select 1 from ${profiles} inner join ${users} on ${users.id} = ${profiles.user_id}
      where ${profiles.company_id} = ${companies.id}
        and (${users.name} ilike ${term} or ${users.email} ilike ${term}))`,
  );
}

/**
 * Spec part 2 §2 'Usuários': a page of companies by name, each with its members — roles in
 * the order owner, admin, pilot, the active first within a role —, the company's billing
 * status and each member's badge (§4). Two queries and a count, whatever the page's size.
 */
export async function listHierarchy(db: Db, query: PeopleListQuery): Promise<HierarchyPage> {
  const where = matching(query.busca);
  const paging = pageWindow(query.pagina, USERS_PAGE_SIZE);
  const [page, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        company_name: companies.company_name,
        subscription_status: companies.subscription_status,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.company_name), asc(companies.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  const members =
    page.length === 0
      ? []
      : await db
          .select({
            company_id: profiles.company_id,
            user_id: profiles.user_id,
            name: users.name,
            email: users.email,
            role_in_company: profiles.role_in_company,
            active: profiles.active,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.user_id))
          .where(
            inArray(
              profiles.company_id,
              page.map((c) => c.id),
            ),
          )
          .orderBy(desc(profiles.active), asc(users.name), asc(users.email));
  const items = page.map((company) => {
    const own = sortByRole(members.filter((m) => m.company_id === company.id));
    const companyPaid = company.subscription_status === 'active';
    return {
      ...company,
      billing: billingStatus({
        activeUsers: own.filter((m) => m.active).length,
        subscriptionStatus: company.subscription_status,
      }),
      members: own.map((m) => ({
        user_id: m.user_id,
        name: m.name,
        email: m.email,
        role: m.role_in_company,
        active: m.active,
        badge: userBadge({ active: m.active, companyPaid }),
      })),
    };
  });
  return { items, total: total?.value ?? 0, pageSize: USERS_PAGE_SIZE };
}
