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
