import { eq, sql } from 'drizzle-orm';
import {
  DEMO_NAME_TAKEN,
  type DemoAccountInput,
  type DemoAccountResult,
} from '../../../domain/admin/tools.ts';
import type { Auth } from '../../identity/auth.ts';
import { generatePassword } from '../../identity/users.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';

const EMAIL_IN_USE = { email: 'Este e-mail já está em uso.' };

/**
 * Spec §7 'create_demo_account': a demonstration company owned by the given login, made by the
 * same code as the server's own demo, with its audit row in the same transaction. Its password
 * is generated here, as the first start's logins are, and answered once: no password is
 * written in the code, nor kept anywhere but as its hash. A company name already on the
 * platform (in any case, spaces aside) is refused, so a demo is never taken for a customer.
 */
export async function setupDemoAccount(
  deps: { db: Db; auth: Auth; now: Date },
  adminUserId: string,
  input: DemoAccountInput,
): Promise<DemoAccountResult> {
  const { db, auth, now } = deps;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new AppError('VALIDATION_FAILED', EMAIL_IN_USE, 'Este e-mail já está em uso.');
  const password = generatePassword();
  const passwordHash = await (await auth.$context).password.hash(password);
  // The demo's seed loads with the first demo made, not at start (issue 43 item 4).
  const { createDemoCompany } = await import('../../demo/seed.ts');
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenName(tx, input.companyName);
      const { company } = await createDemoCompany(
        tx,
        { email: input.email, passwordHash, companyName: input.companyName },
        now,
      );
      await logAdminAction(tx, {
        adminUserId,
        action: 'create_demo_account',
        companyId: company.id,
        details: { email: input.email, company_name: input.companyName },
      });
      return { companyId: company.id, email: input.email, password };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique'))
      throw new AppError('VALIDATION_FAILED', EMAIL_IN_USE, 'Este e-mail já está em uso.');
    throw error;
  }
}

/**
 * Refuses a name a company already has. The tool's requests take turns (a transaction's
 * advisory lock, held until it commits): two at once can neither both find a name free nor
 * both find the demo's CNPJ free (`demoCompanyDetails`), which answered 500 to the second.
 */
async function refuseTakenName(tx: Db, companyName: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-account', 0))`);
  const [named] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(btrim(${companies.company_name})) = lower(${companyName})`)
    .limit(1);
  if (named)
    throw new AppError('VALIDATION_FAILED', { companyName: DEMO_NAME_TAKEN }, DEMO_NAME_TAKEN);
}
