import { and, eq } from 'drizzle-orm';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TEXTS,
  validatePassword,
} from '../../domain/auth/password.ts';
import { ERRORS } from '../../domain/messages.ts';
import type { Auth } from '../identity/auth.ts';
import { insertCredentialUser } from '../identity/users.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { accounts, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { acceptInviteIn, findPendingInvite } from '../companies/invites.ts';

type Deps = { db: Db; auth: Auth; clock: Clock };

/** Spec part 1 §5 'Invite acceptance': the length check first, then the composition. */
function newPasswordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return PASSWORD_TEXTS.lengthRange;
  return validatePassword(password).length ? PASSWORD_TEXTS.composition : null;
}

/**
 * The invite card (spec part 1 §4 'Invite login flow', done in one server call): the link's
 * token proves the e-mail, so no captcha is asked. An existing account must give its password
 * ('Senha incorreta' otherwise); a new e-mail gets an account with the password given. Either
 * way the invite is accepted in the same transaction; the caller then opens the session.
 */
export async function acceptInviteWithPassword(
  deps: Deps,
  input: { token: string; email: string; password: string },
) {
  const { db, auth, clock } = deps;
  const invite = await findPendingInvite(db, input.token);
  if (invite.email.toLowerCase() !== input.email) throw new AppError('INVITE_EMAIL_MISMATCH');
  const context = await auth.$context;
  const [existing] = await db
    .select({ id: users.id, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, input.email));

  let passwordHash: string | undefined;
  if (existing) {
    const matches = existing.hash
      ? await context.password.verify({ hash: existing.hash, password: input.password })
      : false;
    if (!matches)
      throw new AppError('WRONG_PASSWORD', { password: ERRORS.WRONG_PASSWORD.description });
  } else {
    const problem = newPasswordProblem(input.password);
    if (problem) throw new AppError('VALIDATION_FAILED', { password: problem }, problem);
    passwordHash = await context.password.hash(input.password);
  }

  const now = clock.now();
  const companyId = await db.transaction(async (tx) => {
    const userId =
      existing?.id ??
      (await insertCredentialUser(tx, { email: input.email, passwordHash: passwordHash!, now }));
    return acceptInviteIn(tx, { id: userId, email: input.email }, input.token, now);
  });
  return { companyId, created: !existing };
}
