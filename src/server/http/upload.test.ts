import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../domain/messages.ts';
import { useTestApp } from '../test/app.ts';
import { signUpCompany } from '../test/session.ts';

const t = useTestApp();

const BOUNDARY = 'limite';
const part = (name: string, file?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  `${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\nconteúdo\r\n`;
const END = `--${BOUNDARY}--\r\n`;
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

// Each answered 500 before: the multipart parser's own errors reached the error handler unknown.
describe('a malformed multipart upload', () => {
  it.each<[string, number, ErrorCode, string, string]>([
    ['cut inside a part header', 400, 'MULTIPART_INVALID', FORM, `${part('a').slice(0, 50)}${END}`],
    [
      'cut inside the file',
      400,
      'MULTIPART_INVALID',
      FORM,
      `${part('arquivo', 'a.png').slice(0, -2)}${END}`,
    ],
    ['without a boundary', 400, 'MULTIPART_INVALID', 'multipart/form-data', END],
    [
      'with a boundary beyond 256 characters',
      400,
      'MULTIPART_INVALID',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      END,
    ],
    [
      'with more fields than allowed',
      413,
      'PAYLOAD_TOO_LARGE',
      FORM,
      `${Array.from({ length: 12 }, (_, i) => part(`f${i}`)).join('')}${END}`,
    ],
  ])('%s → %i %s', async (_, status, code, type, payload) => {
    const { cookie } = await signUpCompany(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { cookie, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: ERRORS[code].message } });
  });
});
