import { and, eq } from 'drizzle-orm';
import { normalizeAffiliateCode } from '../../domain/affiliates/code.ts';
import type { SignUpInput } from '../../domain/auth/contracts.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { affiliateReferrals, affiliates, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Auth } from '../identity/auth.ts';
import { startTrialCompany } from '../onboarding/start.ts';
import { insertCredentialUser } from '../identity/users.ts';

/**
 * Sign-up (spec part 1 §2 'Cadastrar'): the user with its password, the company in a 7-day
 * trial and its owner profile, all in one transaction — a failure leaves nothing behind.
 * An affiliate code kept from `?ref=` records a referral for that affiliate (see recordReferral).
 */
export async function signUp(deps: { db: Db; auth: Auth; clock: Clock }, input: SignUpInput) {
  const { db, auth, clock } = deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw new AppError('EMAIL_TAKEN');
  const context = await auth.$context;
  const passwordHash = await context.password.hash(input.password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertCredentialUser(tx, { email: input.email, passwordHash, now });
      const companyId = await startTrialCompany(tx, {
        name: input.companyName,
        email: input.email,
        ownerId: userId,
        now,
      });
      await recordReferral(tx, input, companyId);
      return { userId, companyId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * A referral 'pendente' for the affiliate of the code. An unknown, malformed or inactive code is
 * ignored silently (the sign-up goes on). Self-referral is refused the same way: the sign-up's
 * e-mail is the affiliate's own (its profile's or its account's). The new company has no CNPJ
 * at sign-up, so the other half of the rule (the company's CNPJ equals the affiliate's CPF/CNPJ)
 * cannot apply here.
 */
async function recordReferral(tx: Db, input: SignUpInput, companyId: string) {
  const code = normalizeAffiliateCode(input.affiliateRef);
  if (!code) return;
  const email = input.email.toLowerCase();
  const [affiliate] = await tx
    .select({ id: affiliates.id, email: affiliates.email, userEmail: users.email })
    .from(affiliates)
    .leftJoin(users, eq(users.id, affiliates.user_id))
    .where(and(eq(affiliates.affiliate_code, code), eq(affiliates.status, 'ativo')));
  if (!affiliate) return;
  const own = [affiliate.email, affiliate.userEmail].some((e) => e?.toLowerCase() === email);
  if (own) return;
  // The company's name as it signs up names the referral, whatever becomes of the company.
  await tx.insert(affiliateReferrals).values({
    affiliate_id: affiliate.id,
    company_id: companyId,
    company_name: input.companyName,
  });
}
