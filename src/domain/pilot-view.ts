import { z } from 'zod';

/**
 * What a pilot is not sent (decision 034): 'Pilotos não têm acesso à área financeira' (spec
 * part 1 §2), so an answer a pilot reads leaves out every amount — each `…_cents` field — and a
 * proposal's commercial terms: its discount (`desconto_valor` is centavos or a percentage, with
 * its `desconto_tipo`), its payment terms and the texts to share it, which quote the total.
 */
const COMMERCIAL_TERMS: ReadonlySet<string> = new Set([
  'desconto_tipo',
  'desconto_valor',
  'condicoes_pagamento',
  'compartilhar',
]);

export const isMoneyField = (key: string) => key.endsWith('_cents') || COMMERCIAL_TERMS.has(key);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** `value` (an answer) with every money field left out, at any depth. */
export function withoutMoney<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutMoney) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isMoneyField(key))
      .map(([key, inner]) => [key, withoutMoney(inner)]),
  ) as T;
}

/**
 * The answer `schema` declares, without its money fields (what `withoutMoney` leaves); the same
 * schema when it has none.
 */
export function moneyless(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const kept = Object.entries(shape).filter(([key]) => !isMoneyField(key));
    const inner = kept.map(([key, field]) => [key, moneyless(field)] as const);
    const unchanged =
      kept.length === Object.keys(shape).length && inner.every(([key, f]) => f === shape[key]);
    if (unchanged) return schema;
    const rebuilt = z.object(Object.fromEntries(inner));
    const catchall = schema.def.catchall;
    return catchall ? rebuilt.catchall(catchall) : rebuilt;
  }
  if (schema instanceof z.ZodArray)
    return rebuild(schema.element as z.ZodType, (e) => z.array(e), schema);
  if (schema instanceof z.ZodNullable)
    return rebuild(schema.unwrap() as z.ZodType, (s) => s.nullable(), schema);
  if (schema instanceof z.ZodOptional)
    return rebuild(schema.unwrap() as z.ZodType, (s) => s.optional(), schema);
  if (schema instanceof z.ZodRecord)
    return rebuild(schema.valueType as z.ZodType, (v) => z.record(schema.keyType, v), schema);
  return schema;
}

/** `wrap(moneyless(inner))`, or `schema` itself when `inner` has no money. */
function rebuild(inner: z.ZodType, wrap: (s: z.ZodType) => z.ZodType, schema: z.ZodType) {
  const bare = moneyless(inner);
  return bare === inner ? schema : wrap(bare);
}
