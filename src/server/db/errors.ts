type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error inside a Drizzle or driver error (Drizzle wraps it as `cause`). */
function pgError(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/** Whether a failed query broke the named unique constraint (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** The unique constraint a failed query broke, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23505' ? e.constraint : undefined;
}

/**
 * Whether a row could not be deleted because another row refers to it: 23503 for a
 * foreign key with NO ACTION, 23001 for one declared ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23503' || code === '23001';
}

/**
 * Runs `attempt` again, up to three more times, when it broke the named unique constraint —
 * two rows numbered at the same moment: the retry takes the next number.
 */
export async function retryOnUniqueViolation<T>(
  constraint: string,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries < 3 && isUniqueViolation(error, constraint)) continue;
      throw error;
    }
  }
}
