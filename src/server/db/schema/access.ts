import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, indexOn } from './columns.ts';

/** Server-issued captcha challenges: single use, expiring; only a hash of the code is kept. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: id(),
    code_hash: text('code_hash').notNull(),
    /** Live checks while typing ('Código correto'); a challenge allows only a few. */
    checks: integer('checks').notNull().default(0),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.expires_at)],
);

/** Every login attempt: rate limits per e-mail and per IP, and the security dashboard. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip_address: text('ip_address').notNull(),
    success: boolean('success').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    indexOn(t.email, t.created_at),
    index('login_attempts_ip_idx').on(t.ip_address, t.created_at),
  ],
);
