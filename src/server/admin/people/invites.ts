import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import {
  INVITES_PAGE_SIZE,
  type PeopleListQuery,
  type PendingInvitePage,
} from '../../../domain/admin/people.ts';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { companies, companyInvites } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  deleteInvite,
  resendInvite,
  sendInvite,
  type InviteMail,
} from '../../companies/invites.ts';
import { logAdminAction } from '../audit.ts';
import { listPage } from '../../db/page.ts';
import { inCompanyWithin } from '../../db/tenant.ts';

const pending = eq(companyInvites.status, 'pending');

/** Every company's pending invites, oldest first, searched by e-mail or company name. */
export async function listAllPendingInvites(
  db: Db,
  query: PeopleListQuery,
): Promise<PendingInvitePage> {
  const term = query.busca ? containing(query.busca) : undefined;
  const where = and(
    pending,
    term ? or(ilike(companyInvites.email, term), ilike(companies.company_name, term)) : undefined,
  );
  return listPage(
    { pagina: query.pagina, size: INVITES_PAGE_SIZE },
    db
      .select({
        id: companyInvites.id,
        email: companyInvites.email,
        role: companyInvites.invited_role,
        company_id: companyInvites.company_id,
        company_name: companies.company_name,
        created_at: companyInvites.created_at,
      })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.company_id))
      .where(where)
      .orderBy(asc(companyInvites.created_at), asc(companyInvites.id)),
    db
      .select({ value: count() })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.company_id))
      .where(where),
    (r) => ({
      ...r,
      role: r.role as 'admin' | 'pilot',
      created_at: r.created_at.toISOString(),
    }),
  );
}

/** A pending invite of any company, with the company's name; 404 otherwise. */
async function findPending(db: Db, inviteId: string) {
  const [row] = await db
    .select({
      company_id: companyInvites.company_id,
      company_name: companies.company_name,
      email: companyInvites.email,
    })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.company_id))
    .where(and(eq(companyInvites.id, inviteId), pending));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Spec part 2 §4 'Invite': a new link for a pending invite, audited ('resend_invite') in the
 * same transaction, then mailed as the company's own resend does.
 */
export async function resendAnyInvite(db: Db, mail: InviteMail, adminId: string, id: string) {
  const { issued, companyName } = await db.transaction(async (tx) => {
    const invite = await findPending(tx, id);
    const issued = await inCompanyWithin(tx, invite.company_id, (scoped) =>
      resendInvite(scoped, invite.company_id, id),
    );
    await logAdminAction(tx, {
      adminUserId: adminId,
      action: 'resend_invite',
      companyId: invite.company_id,
      details: { invite_id: id, email: invite.email },
    });
    return { issued, companyName: invite.company_name };
  });
  return sendInvite(mail, companyName, issued);
}

/** Spec part 2 §4 'Invite': a pending invite cancelled (deleted), audited ('cancel_invite'). */
export async function cancelAnyInvite(db: Db, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const invite = await findPending(tx, id);
    await inCompanyWithin(tx, invite.company_id, (scoped) =>
      deleteInvite(scoped, invite.company_id, id),
    );
    await logAdminAction(tx, {
      adminUserId: adminId,
      action: 'cancel_invite',
      companyId: invite.company_id,
      details: { invite_id: id, email: invite.email },
    });
  });
}
