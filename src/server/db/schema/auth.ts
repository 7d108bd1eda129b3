import { boolean, integer, bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow, createdAt, indexOn } from './columns.ts';

/** The times better-auth keeps on its rows (it sets them itself). */
const times = () => ({ createdAt: atNow('created_at'), updatedAt: atNow('updated_at') });

/**
 * better-auth's own tables (core schema + the admin plugin's fields), named in the plural.
 * The property names are the field names better-auth expects; the adapter is given
 * `{ user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits }`.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...times(),
  // admin plugin: the global role ('admin' = platform administrator) and bans
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: at('ban_expires'),
});

/** The user a row is about: required, and deleting the user deletes the row. */
export const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The user who did something: the row stays, with null, when the user is deleted. */
export const byUser = (name: string) =>
  text(name).references(() => users.id, { onDelete: 'set null' });
/** When a row was written and by whom. */
export const authored = () => ({ created_at: createdAt(), created_by: byUser('created_by') });

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...times(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId(),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [indexOn(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...times(),
  },
  (t) => [indexOn(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...times(),
  },
  (t) => [indexOn(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
