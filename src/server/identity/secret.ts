import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../platform/config.ts';

/**
 * The key that signs session cookies: AUTH_SECRET when set (required in production, see
 * config.ts); otherwise one generated on the first start and kept under DATA_DIR, so
 * sessions survive a restart of `npm start`.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const dir = resolve(config.dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
