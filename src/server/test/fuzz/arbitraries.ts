import fc from 'fast-check';
import { ZodType } from 'zod';

/** What a generated text or number field holds (`mixed`: plausible or hostile values). */
export type Leaves = { text: fc.Arbitrary<unknown>; number: fc.Arbitrary<unknown> };

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  items?: ZodType[];
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** A text the field's own checks accept where they say how (a pattern, a length). */
function plausibleText(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((check) => check.format === 'regex')?.pattern;
  if (pattern instanceof RegExp) {
    try {
      return fc.stringMatching(pattern);
    } catch {
      // A pattern fast-check cannot generate from (e.g. a lookahead): any short text.
    }
  }
  const minLength = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
  const maxLength = Number(checks.find((check) => check.check === 'max_length')?.maximum ?? 40);
  return fc.string({ minLength, maxLength: Math.min(Math.max(maxLength, minLength), 40) });
}

/** A number within the field's bounds (an integer when it asks for one). */
function plausibleNumber(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const min = Number(checks.find((check) => check.check === 'greater_than')?.value ?? -1e6);
  const max = Number(checks.find((check) => check.check === 'less_than')?.value ?? 1e6);
  const integer = checks.some((check) => check.check === 'number_format') || 'format' in def;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/**
 * A fast-check arbitrary of the INPUTS a zod schema reads, from its shape: objects with every
 * key, texts and numbers from `leaves` (plausible values mixed with hostile ones), enums and
 * literals as listed, so that generated requests get past the shape to the rules behind it.
 * Arrays hold up to 3 elements, at least `minItems`.
 */
export function inputOf(schema: ZodType, leaves: Leaves, minItems = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (of: ZodType | undefined) => inputOf(of!, leaves, minItems);
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, inner(field)])),
      );
    case 'string':
      return fc.oneof(plausibleText(def), leaves.text);
    case 'number':
      return fc.oneof(plausibleNumber(def), leaves.number);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'null':
      return fc.constant(null);
    case 'nullable':
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, fc.constant(null));
    case 'optional':
    case 'default':
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, fc.constant(undefined));
    case 'pipe':
      // A preprocess reads anything and hands it to the schema after it: generate for that one.
      return defOf(def.in!).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'array':
      return fc.array(inner(def.element), {
        minLength: minItems,
        maxLength: Math.max(3, minItems),
      });
    case 'tuple':
      return fc.tuple(...def.items!.map(inner));
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    default:
      // transform, custom, unknown: the schema reads any value.
      return fc.oneof(leaves.text, leaves.number, fc.jsonValue({ maxDepth: 2 }));
  }
}

/** The keys of an object schema (seen through optional and pipes), for query strings. */
export function keysOf(schema: ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape!);
  const next = def.innerType ?? def.in;
  return next ? keysOf(next) : [];
}

/** Whether a value is a zod schema (a route's contract). */
export const isSchema = (value: unknown): value is ZodType => value instanceof ZodType;

/**
 * A field a request carries: where it sits in the body or query, what its schema reads, and the
 * largest number, or the longest text, its own checks accept.
 */
export type Leaf = { path: (string | number)[]; kind: 'number' | 'string' | 'any'; max?: number };

/**
 * Every text or number field of a schema, with its path (an array's first element stands for
 * all of them), seen through optional, nullable, default and pipes as `inputOf` sees them.
 */
export function leavesOf(schema: ZodType, path: (string | number)[] = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => leavesOf(field, [...path, key]));
    case 'string': {
      const max = checksOf(def).find((check) => check.check === 'max_length')?.maximum;
      return [{ path, kind: 'string', ...(typeof max === 'number' && { max }) }];
    }
    case 'number': {
      const max = checksOf(def).find((check) => check.check === 'less_than')?.value;
      return [{ path, kind: 'number', ...(typeof max === 'number' && { max }) }];
    }
    case 'nullable':
    case 'optional':
    case 'default':
      return leavesOf(def.innerType!, path);
    case 'pipe':
      return leavesOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, path);
    case 'array':
      return leavesOf(def.element!, [...path, 0]);
    case 'tuple':
      return def.items!.flatMap((item, index) => leavesOf(item, [...path, index]));
    case 'union': {
      // The first option with fields stands for the union.
      const options = def.options!.map((option) => leavesOf(option, path));
      return options.find((leaves) => leaves.length > 0) ?? [];
    }
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
      return [];
    default:
      return [{ path, kind: 'any' }];
  }
}
