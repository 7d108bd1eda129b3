import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { passwordChangeAttempts, users } from '../db/schema/index.ts';

/** The user's own name. */
export async function renameUser(db: Db, userId: string, name: string, now: Date) {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

/** Every attempt to change a password is kept, successful or not (spec part 2 §3). */
export async function recordPasswordChange(
  db: Db,
  attempt: { userId: string; ip: string; success: boolean; at: Date },
) {
  await db.insert(passwordChangeAttempts).values({
    user_id: attempt.userId,
    ip_address: attempt.ip,
    success: attempt.success,
    attempt_time: attempt.at,
  });
}
