import { and, eq } from 'drizzle-orm';
import type { SignUpInput } from '../../domain/auth/contracts.ts';
import { newTrial } from '../../domain/subscription/trial.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { affiliateReferrals, affiliates, companies, users } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Auth } from './auth.ts';
import { startCompany } from '../companies/start.ts';
import { insertCredentialUser } from './users.ts';

/**
 * Sign-up (spec part 1 §2 'Cadastrar'): the user with its password, the company in a 7-day
 * trial and its owner profile, all in one transaction — a failure leaves nothing behind.
 * An affiliate code kept from `?ref=` records a referral for that affiliate.
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
      const [company] = await tx
        .insert(companies)
        .values({
          company_name: input.companyName,
          contact_email: input.email,
          billing_email: input.email,
          status: 'ativo',
          subscription_status: 'trial',
          ...newTrial(now),
        })
        .returning();
      await startCompany(tx, company!.id, userId);
      if (input.affiliateRef) await recordReferral(tx, input.affiliateRef, company!.id);
      return { userId, companyId: company!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

async function recordReferral(tx: Db, code: string, companyId: string) {
  const [affiliate] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.affiliate_code, code), eq(affiliates.status, 'ativo')));
  if (!affiliate) return;
  await tx.insert(affiliateReferrals).values({ affiliate_id: affiliate.id, company_id: companyId });
}
