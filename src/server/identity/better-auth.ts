import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { APP_NAME } from '../../domain/constants.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/auth/password.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/database.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetEmail } from '../mail/templates.ts';
import {
  CLIENT_IP_HEADER,
  RESET_TOKEN_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from './auth-settings.ts';
import { testPasswordHash } from './test-password-hash.ts';

export type AuthOptions = { config: Config; db: Db; secret: string; mailer: Mailer };

/**
 * better-auth: users, password hashing (scrypt), database sessions in httpOnly cookies,
 * reset tokens and the global admin role. Its HTTP router is not mounted; our routes call
 * `auth.api` so that captcha, rate limits, contracts and error texts stay ours.
 */
export function createBetterAuth(options: AuthOptions) {
  const { config, db, secret, mailer } = options;
  return betterAuth({
    appName: APP_NAME,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // Outside tests, better-auth's own scrypt (decision 020).
      ...(config.nodeEnv === 'test' && { password: testPasswordHash }),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Our own page receives the link; better-auth's redirect endpoint is not mounted.
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, url));
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    advanced: {
      // Secure whenever the app is reached over https, not only under NODE_ENV=production.
      useSecureCookies: config.isProduction || config.appUrl.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [admin()],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
