import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { testPasswordHash } from './test-password-hash.ts';

const PASSWORD = 'Senha#Forte2026';

describe("the tests' password hash (decision 020)", () => {
  it('checks the right password and refuses a wrong one', async () => {
    const hash = await testPasswordHash.hash(PASSWORD);
    expect(hash).toMatch(/^teste\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHash.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await testPasswordHash.verify({ hash, password: 'Senha#Forte2027' })).toBe(false);
    expect(await testPasswordHash.hash(PASSWORD)).not.toBe(hash); // a salt of its own
  });

  it("is refused by better-auth's own check, so a test database lets no one in elsewhere", async () => {
    const hash = await testPasswordHash.hash(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });

  it("still checks better-auth's own hashes at their own cost", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await testPasswordHash.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await testPasswordHash.verify({ hash, password: 'outra' })).toBe(false);
  });

  it('refuses a marked hash without its key', async () => {
    expect(await testPasswordHash.verify({ hash: 'teste$abc', password: PASSWORD })).toBe(false);
  });
});

describe('which hash the app uses', () => {
  const t = useTestDatabase();
  it.each([
    ['test', /^teste\$/],
    ['development', /^[0-9a-f]{32}:[0-9a-f]{128}$/],
  ])('under NODE_ENV=%s', async (nodeEnv, shape) => {
    const app = await createTestApp(t.database, { env: { NODE_ENV: nodeEnv } });
    try {
      const { password } = await app.auth.$context;
      const hash = await password.hash(PASSWORD);
      expect(hash).toMatch(shape);
      expect(await password.verify({ hash, password: PASSWORD })).toBe(true);
    } finally {
      await app.close();
    }
  });
});
