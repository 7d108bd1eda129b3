import { eq } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { generatePassword, insertCredentialUser } from './users.ts';

/** Used when the embedded database starts without ADMIN_EMAIL. */
export const DEFAULT_ADMIN_EMAIL = 'admin@agrovoo.local';

/**
 * First run: with ADMIN_EMAIL and ADMIN_PASSWORD the platform admin exists with that e-mail
 * and the global admin role; without them, a database with no platform admin gets one with
 * a random password. Answers the credentials when a user was created (to print once).
 */
export async function ensurePlatformAdmin(
  deps: { db: Db; auth: Auth; clock: Clock },
  configured: { email?: string; password?: string },
): Promise<{ email: string; password: string } | null> {
  const { db, auth, clock } = deps;
  if (configured.email) {
    const [existing] = await db.select().from(users).where(eq(users.email, configured.email));
    if (existing) {
      if (existing.role !== 'admin')
        await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      return null;
    }
  } else {
    const [anyAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (anyAdmin) return null;
  }
  const email = configured.email ?? DEFAULT_ADMIN_EMAIL;
  const password = configured.password ?? generatePassword();
  const passwordHash = await (await auth.$context).password.hash(password);
  await db.transaction((tx) =>
    insertCredentialUser(tx, {
      email,
      passwordHash,
      now: clock.now(),
      name: 'Administrador',
      role: 'admin',
    }),
  );
  return configured.password ? null : { email, password };
}
