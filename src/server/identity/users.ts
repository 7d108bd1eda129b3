import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { accounts, users } from '../db/schema/index.ts';

/**
 * Inserts a user who signs in with e-mail and password, in better-auth's own format
 * (a 'credential' account holding the hash). Runs inside the caller's transaction.
 */
export async function insertCredentialUser(
  tx: Db,
  input: { email: string; passwordHash: string; now: Date; name?: string; role?: 'admin' },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(users).values({
    id,
    email: input.email,
    name: input.name ?? '',
    role: input.role ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: input.passwordHash,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return id;
}

/** A random password that meets the password rules (printed once, to be changed). */
export function generatePassword(): string {
  return `Av${randomBytes(9).toString('base64url')}#7`;
}
