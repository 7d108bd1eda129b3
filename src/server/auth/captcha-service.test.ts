import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../domain/auth/captcha.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { captchaPng } from './captcha-image.ts';
import {
  CAPTCHA_MAX_CHECKS,
  CAPTCHA_TTL_MS,
  checkCaptcha,
  consumeCaptcha,
  issueCaptcha,
} from './captcha-service.ts';

const t = useTestDatabase();
const start = new Date('2026-11-22T10:00:00-03:00');
const clockAt = (offsetMs = 0) => ({ now: () => new Date(start.getTime() + offsetMs) });

describe('captcha challenges', () => {
  it('issue a PNG picture (pixels only: captcha-reader.test.ts)', async () => {
    const challenge = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(challenge.image.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(challenge.expiresAt).toEqual(new Date(start.getTime() + CAPTCHA_TTL_MS));
  });

  it('accept the right answer once, in any case', async () => {
    const { id } = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    expect(await consumeCaptcha(t.db, clockAt(1000), id, ' ab3cd ')).toBe(true);
    expect(await consumeCaptcha(t.db, clockAt(2000), id, 'AB3CD')).toBe(false); // single use
  });

  it('are used up by a wrong answer too', async () => {
    const { id } = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    expect(await consumeCaptcha(t.db, clockAt(), id, 'AB3CE')).toBe(false);
    expect(await consumeCaptcha(t.db, clockAt(), id, 'AB3CD')).toBe(false);
  });

  it('expire', async () => {
    const { id } = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    expect(await consumeCaptcha(t.db, clockAt(CAPTCHA_TTL_MS + 1), id, 'AB3CD')).toBe(false);
  });

  it('allow a few live checks without being used up', async () => {
    const { id } = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    expect(await checkCaptcha(t.db, clockAt(), id, 'ZZZZZ')).toBe(false);
    expect(await checkCaptcha(t.db, clockAt(), id, 'ab3cd')).toBe(true);
    expect(await consumeCaptcha(t.db, clockAt(), id, 'AB3CD')).toBe(true);
  });

  it(`stop answering checks after ${CAPTCHA_MAX_CHECKS}, so guessing does not pay`, async () => {
    const { id } = await issueCaptcha(t.db, clockAt(), 'AB3CD');
    for (let i = 0; i < CAPTCHA_MAX_CHECKS; i++) await checkCaptcha(t.db, clockAt(), id, 'ZZZZZ');
    expect(await checkCaptcha(t.db, clockAt(), id, 'AB3CD')).toBe(false);
  });

  it('draw new random codes without a test code', async () => {
    const a = await issueCaptcha(t.db, clockAt());
    const b = await issueCaptcha(t.db, clockAt());
    expect(a.id).not.toBe(b.id);
    expect(a.image).not.toBe(b.image);
  });

  it('reject an unknown id', async () => {
    expect(
      await consumeCaptcha(t.db, clockAt(), '00000000-0000-4000-8000-000000000000', 'AB3CD'),
    ).toBe(false);
  });
});

const MALFORMED_IDS = [
  'nao-e-um-id',
  "' or 1=1 --",
  'x'.repeat(5000),
  '00000000-0000-4000-8000-00000000000Z',
];

describe('a malformed challenge id', () => {
  it.each(MALFORMED_IDS)('is an unknown challenge, not a failed query: %s', async (id) => {
    expect(await consumeCaptcha(t.db, clockAt(), id, 'AB3CD')).toBe(false);
    expect(await checkCaptcha(t.db, clockAt(), id, 'AB3CD')).toBe(false);
  });

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(t.database);
  });
  afterAll(() => app.close());

  it.each(MALFORMED_IDS)('answers a login the 400 of a wrong code: %s', async (id) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dono@aerosul.com.br', password: 'x', captchaId: id, captchaCode: 'AB3CD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CAPTCHA_INVALID');
  });
});

describe('captchaPng', () => {
  it('draws every character of the alphabet', () => {
    expect(() => captchaPng(CAPTCHA_ALPHABET, Math.random)).not.toThrow();
    expect(() => captchaPng('AB0CD', Math.random)).toThrow(/no captcha glyph for 0/);
  });
});
