import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';

// Decision 020. Under NODE_ENV=test only, passwords are hashed by scrypt at a sixteenth of
// better-auth's cost (N=1024 instead of 16384): the same algorithm and checks, about 1 ms instead
// of 100 ms, where the suites sign several thousand people up and in. Such a hash is marked with
// TEST_MARK, which better-auth's own verify (every other NODE_ENV) reads as a wrong password, so a
// database filled by tests never lets anyone in elsewhere. A hash without the mark (better-auth's)
// is still checked at its own cost.

const TEST_MARK = 'teste$';
const TEST_COST = { N: 1024, r: 16, p: 1 };
const KEY_BYTES = 64;

const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: typeof TEST_COST,
) => Promise<Buffer>;

const keyOf = (password: string, salt: string) =>
  derive(password.normalize('NFKC'), salt, KEY_BYTES, TEST_COST);

export const testPasswordHash = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_MARK}${salt}:${(await keyOf(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(TEST_MARK)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(TEST_MARK.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await keyOf(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
