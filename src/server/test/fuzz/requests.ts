import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { inputOf, isSchema, keysOf, type Leaves } from './arbitraries.ts';
import { deepJson, HOSTILE_NUMBERS, HOSTILE_TEXTS, jsonBytes, urlText } from './hostile.ts';

/** One request of the suite: what `inject` sends, and a name saying which abuse it is. */
export type FuzzRequest = {
  abuse: string;
  url: string;
  payload?: Buffer | string;
  headers: Record<string, string>;
};

type Schema = { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };

/** The route's schemas (zod), and whether it takes a multipart upload. */
export function contractOf(route: RouteOptions) {
  const schema = (route.schema ?? {}) as Schema;
  return {
    body: isSchema(schema.body) ? schema.body : undefined,
    query: isSchema(schema.querystring) ? schema.querystring : undefined,
    params: isSchema(schema.params) ? schema.params : undefined,
    upload: schema.consumes?.includes('multipart/form-data') ?? false,
  };
}

const values = (record: Record<string, unknown>) => fc.constantFrom(...Object.values(record));

/** Plausible and hostile values mixed, for the property-based runs. */
const MIXED: Leaves = {
  text: fc.oneof(fc.string(), values(HOSTILE_TEXTS)),
  number: fc.oneof(fc.double(), values(HOSTILE_NUMBERS)),
};
/** Every text field holding `text`, every number `number`. */
const only = (text: unknown, number: unknown = 1): Leaves => ({
  text: fc.constant(text),
  number: fc.constant(number),
});

const JSON_TYPE = { 'content-type': 'application/json' };
const json = (abuse: string, url: string, value: unknown): FuzzRequest => ({
  abuse,
  url,
  payload: jsonBytes(value),
  headers: JSON_TYPE,
});

/** Path ids: a random uuid, garbage, and the company's own row when the caller found one. */
export function pathsOf(url: string, ownId: string | undefined): [string, string][] {
  const fill = (id: string) => url.replace(/:\w+/g, id);
  const ids: [string, string][] = [
    ['random uuid', randomUUID()],
    ['garbage id', urlText("x' OR 1=1 --")],
    ['long id', 'f'.repeat(120)],
    ['bad escape id', '%E0%A4%A'],
    ['negative id', '-1'],
  ];
  return [...(ownId ? [['own id', ownId] as [string, string]] : []), ...ids].map(([abuse, id]) => [
    abuse,
    fill(id),
  ]);
}

/** Query strings for `url`: generated from the schema, then each hostile text in every key. */
function queryRequests(url: string, query: Schema['querystring'], seed: number, runs: number) {
  if (!isSchema(query)) return [];
  const keys = keysOf(query);
  const encode = (object: Record<string, unknown>) =>
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${urlText(value)}`)
      .join('&');
  const generated = fc.sample(inputOf(query, MIXED), { seed, numRuns: runs }).map((value) => ({
    abuse: 'generated query',
    url: `${url}?${encode(value as Record<string, unknown>)}`,
  }));
  const hostile = Object.entries(HOSTILE_TEXTS).map(([name, text]) => ({
    abuse: `query ${name}`,
    url: `${url}?${keys.map((key) => `${key}=${urlText(text)}`).join('&')}`,
  }));
  const repeated = {
    abuse: 'query key repeated',
    url: `${url}?${keys.map((k) => `${k}=1&${k}=2`).join('&')}`,
  };
  return [...generated, ...hostile, repeated].map((request) => ({ ...request, headers: {} }));
}

/** Bodies for `url`: generated from the schema, hostile leaves, then wrong shapes and types. */
function bodyRequests(url: string, body: Schema['body'], seed: number, runs: number) {
  if (!isSchema(body)) return [];
  const one = (leaves: Leaves) => fc.sample(inputOf(body, leaves), { seed, numRuns: 1 })[0];
  return [
    ...fc
      .sample(inputOf(body, MIXED), { seed, numRuns: runs })
      .map((value) => json('generated body', url, value)),
    ...Object.entries(HOSTILE_TEXTS).map(([name, text]) =>
      json(`body ${name}`, url, one(only(text))),
    ),
    // Hostile numbers where the body has a number field (two numbers give two bodies).
    ...(JSON.stringify(one(only('1', 1))) === JSON.stringify(one(only('1', 2)))
      ? []
      : Object.entries(HOSTILE_NUMBERS).map(([name, number]) =>
          json(`body number ${name}`, url, one(only('1', number))),
        )),
    json('array for object', url, [one(only('a'))]),
    json('scalar body', url, 'texto'),
    { abuse: 'deep JSON', url, payload: deepJson(2000), headers: JSON_TYPE },
    { abuse: 'no body, JSON type', url, headers: JSON_TYPE },
    {
      abuse: 'text/plain',
      url,
      payload: JSON.stringify(one(only('a'))),
      headers: { 'content-type': 'text/plain' },
    },
    {
      abuse: 'form-urlencoded',
      url,
      payload: 'a=1&b=%FF',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ];
}

/** Multipart abuses of an upload route: no file, two files, a huge field name. */
function uploadRequests(url: string): FuzzRequest[] {
  const boundary = 'fuzz-boundary';
  const part = (name: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: text/plain` : ''}\r\n\r\nconteúdo\r\n`;
  const form = (abuse: string, ...parts: string[]): FuzzRequest => ({
    abuse,
    url,
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return [
    form('multipart without a file', part('tipo', undefined)),
    form('multipart with two files', part('arquivo', 'a.txt'), part('arquivo', 'b.txt')),
    form('multipart huge field name', part('x'.repeat(100_000)), part('arquivo', 'a.txt')),
    form('multipart hostile file name', part('arquivo', '<script>alert(1)</script>.txt')),
    form('multipart cut in a header', `--${boundary}\r\nContent-Disposition: form-data; name="a`),
    form('multipart cut in the file', part('arquivo', 'a.txt').slice(0, -2)),
    form('multipart with many fields', ...Array.from({ length: 12 }, (_, i) => part(`f${i}`))),
    form('multipart prototype field', part('__proto__'), part('arquivo', 'a.txt')),
    { ...form('multipart without boundary'), headers: { 'content-type': 'multipart/form-data' } },
    {
      ...form('multipart long boundary'),
      headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    },
    json('JSON to an upload', url, { arquivo: 'x' }),
  ];
}

/**
 * Every request the suite sends to one route at `url` (its path filled): generated and hostile
 * query strings and bodies, or multipart abuses for an upload. `runs` generated values each.
 */
export function requestsFor(route: RouteOptions, url: string, seed: number, runs: number) {
  const contract = contractOf(route);
  return [
    ...queryRequests(url, contract.query, seed, runs),
    ...(contract.upload ? uploadRequests(url) : bodyRequests(url, contract.body, seed, runs)),
  ];
}
