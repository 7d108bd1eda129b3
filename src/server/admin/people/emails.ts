import { and, asc, count, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  EMAILS_PAGE_SIZE,
  type ContactEmailPage,
  type CopiedEmails,
  type EmailGroup,
  type EmailTotals,
  type PeopleListQuery,
} from '../../../domain/admin/people.ts';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { companies } from '../../db/schema/index.ts';
import { COMPANY_GROUPS } from '../company-groups.ts';
import { listPage } from '../../db/page.ts';

/** A company with a contact e-mail and the active flag set: both groups require them. */
const listed = and(isNotNull(companies.contact_email), ne(companies.contact_email, ''));

function groupWhere(group: EmailGroup, busca?: string) {
  const term = busca ? containing(busca) : undefined;
  return and(
    listed,
    COMPANY_GROUPS[group],
    term
      ? or(ilike(companies.company_name, term), ilike(companies.contact_email, term))
      : undefined,
  );
}

const byName = [asc(companies.company_name), asc(companies.id)];

/** Spec part 2 §7 last row of 'Companies, profiles, stats': one group's page, by company name. */
export async function listContactEmails(
  db: Db,
  group: EmailGroup,
  query: PeopleListQuery,
): Promise<ContactEmailPage> {
  const where = groupWhere(group, query.busca);
  return listPage(
    { pagina: query.pagina, size: EMAILS_PAGE_SIZE },
    db
      .select({
        company_id: companies.id,
        company_name: companies.company_name,
        contact_email: sql<string>`${companies.contact_email}`,
        subscription_status: companies.subscription_status,
      })
      .from(companies)
      .where(where)
      .orderBy(...byName),
    db.select({ value: count() }).from(companies).where(where),
    (row) => row,
  );
}

/**
 * 'Copiar Todos': every e-mail of the group (narrowed by the search, if any), in the list's
 * order, each address once however many companies share it.
 */
export async function allContactEmails(
  db: Db,
  group: EmailGroup,
  busca?: string,
): Promise<CopiedEmails> {
  const rows = await db
    .select({ email: sql<string>`${companies.contact_email}` })
    .from(companies)
    .where(groupWhere(group, busca))
    .orderBy(...byName);
  const seen = new Map<string, string>();
  for (const { email } of rows) {
    const key = email.trim().toLowerCase();
    if (!seen.has(key)) seen.set(key, email.trim());
  }
  const emails = [...seen.values()];
  return { emails: emails.join(', '), count: emails.length };
}

/** The totals above the lists: companies listed in each group. */
export async function contactEmailTotals(db: Db): Promise<EmailTotals> {
  const [row] = await db
    .select({
      ativos: sql<number>`count(*) filter (where ${COMPANY_GROUPS.ativos})::int`,
      aguardando: sql<number>`count(*) filter (where ${COMPANY_GROUPS.aguardando})::int`,
    })
    .from(companies)
    .where(listed);
  return { ativos: row?.ativos ?? 0, aguardando: row?.aguardando ?? 0 };
}
