import { expect } from 'vitest';
import type { z } from 'zod';
import type { Caller } from './operations.ts';

/**
 * The body of a JSON answer, parsed by the route's response contract: the status must be the
 * one expected and the body must match the schema exactly (the contracts are strict objects,
 * so a field the schema does not declare fails as surely as a missing one).
 */
export function answer<S extends z.ZodType>(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  schema: S,
): z.output<S> {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = schema.safeParse(res.json());
  expect(parsed.error?.issues ?? [], `the body of ${res.statusCode}`).toEqual([]);
  return parsed.data as z.output<S>;
}

/**
 * `answer` bound to a caller and a schema: each request `member` sends is read by `schema`
 * (200 unless told), for a test that acts on one thing again and again.
 */
export const answering =
  <S extends z.ZodType>(member: Caller, schema: S) =>
  async (request: Parameters<Caller>[0], status = 200) =>
    answer(await member(request), status, schema);

/** A 400 whose error names `field` with `message`: what a form shows under that field. */
export function expectFieldError(
  res: { statusCode: number; body: string; json(): unknown },
  field: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json() as { error: { fields: Record<string, string> } };
  expect(error.fields[field], field).toBe(message);
}

/** The 400 of a captcha typed wrong: its code, and the message under the code's field. */
export function expectWrongCaptcha(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect((res.json() as { error: unknown }).error).toMatchObject({
    code: 'CAPTCHA_INVALID',
    fields: { captchaCode: 'Código incorreto' },
  });
}

/** The bytes of a file `member` downloads: the answer must be a 200 (else its error is shown). */
export async function downloaded(member: Caller, url: string): Promise<Buffer> {
  const res = await member({ method: 'GET', url });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return res.rawPayload;
}
