import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ROLE_LABELS, sortByRole } from '../../domain/companies/badges.ts';
import type { CreateInviteInput } from '../../domain/companies/contracts.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { companies, companyInvites, profiles, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { companyInviteEmail } from '../mail/templates.ts';
import { activeMembers } from '../tenancy/members.ts';
import { inCompanyWithin } from '../db/tenant.ts';
import { hashInviteToken } from '../identity/invite-token.ts';

/** What sending an invite's e-mail needs (outside the company's transaction). */
export type InviteMail = {
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
};

/** An invite just written, with the link's token that only its e-mail carries. */
export type IssuedInvite = { row: typeof companyInvites.$inferSelect; token: string };

const newToken = () => randomBytes(32).toString('base64url');

function publicInvite(row: typeof companyInvites.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    role: row.invited_role as 'admin' | 'pilot',
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Sends the invite link; a mail failure is logged and reported, the invite stays (it can be
 * resent). Answers what the routes return.
 */
export async function sendInvite(
  deps: InviteMail,
  companyName: string,
  { row: invite, token }: IssuedInvite,
) {
  const url = `${deps.appUrl}/auth?invite=${token}&email=${encodeURIComponent(invite.email)}`;
  try {
    await deps.mailer.send(
      companyInviteEmail(invite.email, {
        companyName,
        role: ROLE_LABELS[invite.invited_role].toLowerCase(),
        url,
      }),
    );
    return { invite: publicInvite(invite), emailSent: true };
  } catch (error) {
    deps.log.error({ err: error, inviteId: invite.id }, 'invite e-mail failed');
    return { invite: publicInvite(invite), emailSent: false };
  }
}

export async function createInvite(
  db: Db,
  companyId: string,
  invitedBy: string,
  input: CreateInviteInput,
): Promise<IssuedInvite> {
  const [member] = await activeMembers(
    db,
    companyId,
    { id: profiles.id },
    eq(users.email, input.email),
  );
  if (member) throw new AppError('ALREADY_MEMBER');
  const token = newToken();
  let row: typeof companyInvites.$inferSelect;
  try {
    [row] = (await db
      .insert(companyInvites)
      .values({
        company_id: companyId,
        email: input.email,
        invited_by: invitedBy,
        invited_role: input.role,
        token_hash: hashInviteToken(token),
      })
      .returning()) as [typeof companyInvites.$inferSelect];
  } catch (error) {
    if (isUniqueViolation(error, 'company_invites_pending_unique'))
      throw new AppError('INVITE_DUPLICATE');
    throw error;
  }
  return { row, token };
}

/** Spec part 1 §5: only pending invites are listed. */
export async function listPendingInvites(db: Db, companyId: string) {
  const rows = await db
    .select()
    .from(companyInvites)
    .where(and(eq(companyInvites.company_id, companyId), eq(companyInvites.status, 'pending')))
    .orderBy(asc(companyInvites.created_at));
  return rows.map(publicInvite);
}

/** A pending invite of the caller's company gets a new link (the old one stops working). */
export async function resendInvite(
  db: Db,
  companyId: string,
  inviteId: string,
): Promise<IssuedInvite> {
  const token = newToken();
  const [row] = await db
    .update(companyInvites)
    .set({ token_hash: hashInviteToken(token) })
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(companyInvites.company_id, companyId),
        eq(companyInvites.status, 'pending'),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return { row, token };
}

export async function deleteInvite(db: Db, companyId: string, inviteId: string) {
  const [row] = await db
    .delete(companyInvites)
    .where(and(eq(companyInvites.id, inviteId), eq(companyInvites.company_id, companyId)))
    .returning({ id: companyInvites.id });
  if (!row) throw new AppError('NOT_FOUND');
}

/** The company-members view: active members with their e-mails, owner first, then admins, pilots. */
export async function listMembers(db: Db, companyId: string) {
  const rows = await db
    .select({
      user_id: profiles.user_id,
      email: users.email,
      name: users.name,
      role_in_company: profiles.role_in_company,
      is_billing_contact: profiles.is_billing_contact,
      active: profiles.active,
      created_at: profiles.created_at,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(eq(profiles.company_id, companyId))
    .orderBy(desc(profiles.active), asc(profiles.created_at));
  // Active members by role first, then the inactive ones.
  const byRole = (active: boolean) => sortByRole(rows.filter((r) => r.active === active));
  return [...byRole(true), ...byRole(false)].map(({ role_in_company, created_at, ...rest }) => ({
    ...rest,
    role: role_in_company,
    created_at: created_at.toISOString(),
  }));
}

const pendingWithToken = (token: string) =>
  and(eq(companyInvites.token_hash, hashInviteToken(token)), eq(companyInvites.status, 'pending'));

/** What a pending invite's card says (issue 45): the company and the role offered, or 404. */
export async function findInvitePreview(db: Db, token: string) {
  const [row] = await db
    .select({ empresa: companies.company_name, papel: companyInvites.invited_role })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.company_id))
    .where(pendingWithToken(token));
  if (!row) throw new AppError('INVITE_INVALID');
  return row;
}

/** The pending invite of a link, or 404. */
export async function findPendingInvite(db: Db, token: string) {
  const [row] = await db.select().from(companyInvites).where(pendingWithToken(token));
  if (!row) throw new AppError('INVITE_INVALID');
  return row;
}

/**
 * Acceptance, inside the caller's transaction on the system connection: the invite is still
 * pending (locked), it was sent to this user's e-mail, and the user has no active company in
 * any company; then, in the invite's company scope, the profile is created with the invited
 * role and the invite is marked accepted.
 */
export async function acceptInviteIn(
  tx: Db,
  user: { id: string; email: string },
  token: string,
  now: Date,
) {
  const [invite] = await tx
    .select()
    .from(companyInvites)
    .where(pendingWithToken(token))
    .for('update');
  if (!invite) throw new AppError('INVITE_INVALID');
  if (invite.email.toLowerCase() !== user.email.toLowerCase())
    throw new AppError('INVITE_EMAIL_MISMATCH');
  const [current] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.user_id, user.id), eq(profiles.active, true)));
  if (current) throw new AppError('ALREADY_IN_COMPANY');
  // The token named the company; its rows are written in its scope (issue 35).
  await inCompanyWithin(tx, invite.company_id, async (scoped) => {
    await scoped.insert(profiles).values({
      user_id: user.id,
      company_id: invite.company_id,
      role_in_company: invite.invited_role,
    });
    await scoped
      .update(companyInvites)
      .set({ status: 'accepted', accepted_at: now })
      .where(eq(companyInvites.id, invite.id));
  });
  return invite.company_id;
}
