import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { inputOf, leavesOf, type Leaf, type Leaves } from './arbitraries.ts';
import { edgesOfField, edgesOfKind, type Edge } from './columns.ts';
import { jsonBytes, urlText } from './hostile.ts';
import { contractOf, type FuzzRequest } from './requests.ts';

// Boundary cases: a request the route's contract accepts (or nearly), then each field set in turn
// to each edge of the columns it is stored in (columns.ts), so a value at a column's edge
// reaches the code and the database behind the contract.

/** The company's own rows, by the field that names one ('client_id' → its client's id). */
export type KnownIds = Record<string, string>;

type Path = (string | number)[];

/** Values tried, in order, where a generated request's contract finds a field wrong. */
const MENDS: unknown[] = [
  '2026-03-10',
  'Texto de teste',
  10,
  1,
  '10',
  'teste@agrovoo.com.br',
  '11.222.333/0001-81',
  '529.982.247-25',
  '(65) 99999-0000',
  'PR-ABC',
  '2026-03',
  'Senha-forte-2026',
  '00000000-0000-4000-8000-000000000000',
  true,
  undefined,
];

/** Plausible leaves only: a short text, a small number. */
const PLAIN: Leaves = { text: fc.constant('Texto de teste'), number: fc.constant(10) };

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
    value,
  );

/** A copy of `value` with `leaf` at `path`, the objects and arrays on the way created. */
function withAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path;
  const node = (
    Array.isArray(value)
      ? [...value]
      : value && typeof value === 'object'
        ? { ...value }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  node[key!] = withAt(node[key!], rest, leaf);
  return node;
}

const samePath = (a: PropertyKey[], b: Path) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** The paths a contract finds wrong in `value` (none: it accepts it). */
function wrongPaths(schema: ZodType, value: unknown): PropertyKey[][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path);
}

const isWrongAt = (schema: ZodType, value: unknown, path: Path) =>
  wrongPaths(schema, value).some((wrong) => samePath(wrong, path));

/**
 * A request the contract accepts, when one is found: a few generated ones, the company's own
 * ids put in fields named for them, then each field the contract refuses mended with the first
 * of MENDS it accepts there; the one left with the fewest wrong fields.
 */
export function acceptedInput(schema: ZodType, ids: KnownIds, seed: number): unknown {
  const leaves = leavesOf(schema);
  const mend = (generated: unknown) => {
    let value = generated;
    for (const { path } of leaves) {
      const key = path.at(-1);
      const parent = at(value, path.slice(0, -1));
      if (typeof key === 'string' && ids[key] && parent && typeof parent === 'object')
        value = withAt(value, path, ids[key]);
    }
    for (let round = 0; round < 3; round++) {
      const wrong = wrongPaths(schema, value);
      if (wrong.length === 0) break;
      for (const path of wrong as Path[]) {
        if (path.length === 0) continue;
        const key = path.at(-1);
        const tries = [typeof key === 'string' ? ids[key] : undefined, ...MENDS].filter(
          (value, index) => index > 0 || value !== undefined,
        );
        const mended = tries
          .map((candidate) => withAt(value, path, candidate))
          .find((candidate) => !isWrongAt(schema, candidate, path));
        if (mended !== undefined) value = mended;
      }
    }
    return value;
  };
  const bases = fc.sample(inputOf(schema, PLAIN, 1), { seed, numRuns: 6 }).map(mend);
  return bases.reduce((best, base) =>
    wrongPaths(schema, base).length < wrongPaths(schema, best).length ? base : best,
  );
}

/**
 * The edges a field is tried at: its columns' (by name), else, for a field named as no column,
 * every date type's edges when it reads a date, every integer type's when it reads a number;
 * and the largest number its contract accepts, which other fields multiply (quantity × price),
 * or its longest text (in a letter of two UTF-8 bytes), which a PDF or a file must still hold.
 */
function edgesOfLeaf(schema: ZodType, base: unknown, leaf: Leaf): Edge[] {
  const own =
    leaf.max === undefined
      ? []
      : leaf.kind === 'string'
        ? [{ name: `contract max length ${leaf.max}`, value: 'ã'.repeat(leaf.max) }]
        : [{ name: 'contract max', value: leaf.max }];
  return [...own, ...edgesOfColumns(schema, base, leaf)];
}

function edgesOfColumns(schema: ZodType, base: unknown, leaf: Leaf): Edge[] {
  const key = leaf.path.findLast((part) => typeof part === 'string');
  const named = typeof key === 'string' ? edgesOfField(key) : [];
  if (named.length) return named;
  const reads = (value: unknown) => !isWrongAt(schema, withAt(base, leaf.path, value), leaf.path);
  const date = reads('2026-03-10') || reads('2026-03');
  if (leaf.kind !== 'number' && date && !reads('texto')) return edgesOfKind('date');
  if (leaf.kind !== 'string' && reads(10)) return edgesOfKind('integer');
  return [];
}

/**
 * The request made `index`-th of its kind: its plain texts and digit strings numbered, so that
 * once one is accepted the next is not refused as a duplicate (an NF's number, a register's
 * name) before its edge is read. Dates, ids, e-mails and documents are kept.
 */
function distinct(base: unknown, leaves: Leaf[], index: number): unknown {
  return leaves.reduce((value, { path }) => {
    const text = at(value, path);
    if (typeof text !== 'string') return value;
    if (/^\d+$/.test(text))
      return withAt(
        value,
        path,
        String(index + 1)
          .padStart(text.length, '0')
          .slice(-text.length),
      );
    if (/^\p{L}[\p{L} ]*$/u.test(text)) return withAt(value, path, `${text} ${index + 1}`);
    return value;
  }, base);
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A query string of an object's defined values. */
const queryText = (object: Record<string, unknown>) =>
  Object.entries(object)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${urlText(value)}`)
    .join('&');

/**
 * The boundary cases of one route at `url`: for its body (JSON) and its query string, an
 * accepted request with each field, in turn, at each edge of its columns.
 */
export function boundaryRequests(
  route: RouteOptions,
  url: string,
  ids: KnownIds,
  seed: number,
): FuzzRequest[] {
  const contract = contractOf(route);
  const cases = (
    schema: ZodType | undefined,
    send: (value: unknown, abuse: string) => FuzzRequest,
  ) => {
    if (!schema) return [];
    const base = acceptedInput(schema, ids, seed);
    const leaves = leavesOf(schema);
    return leaves
      .flatMap((leaf) => edgesOfLeaf(schema, base, leaf).map((edge) => ({ leaf, edge })))
      .map(({ leaf, edge }, index) =>
        send(
          withAt(distinct(base, leaves, index), leaf.path, edge.value),
          `${leaf.path.join('.')} at ${edge.name}`,
        ),
      );
  };
  const body = contract.upload
    ? []
    : cases(contract.body, (value, abuse) => ({
        abuse: `boundary ${abuse}`,
        url,
        payload: jsonBytes(value),
        headers: JSON_TYPE,
      }));
  const query = cases(contract.query, (value, abuse) => ({
    abuse: `boundary query ${abuse}`,
    url: `${url}?${queryText((value ?? {}) as Record<string, unknown>)}`,
    headers: {},
  }));
  return [...query, ...body];
}
