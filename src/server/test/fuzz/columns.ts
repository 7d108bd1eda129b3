import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { raw } from './hostile.ts';

// Boundary values learnt from the schema's own column types: a numeric's precision and scale,
// an integer's or a bigint's range, a date's, a varchar's length. A request field is mapped to
// the columns it is stored in by name, so the next column added brings its edges with it.

/** A value at, or just past, the edge of a column type, named for the failure report. */
export type Edge = { name: string; value: unknown };

/** A column of the schema: its table, name and SQL type ('numeric(12, 2)', 'integer'…). */
export type SchemaColumn = { table: string; name: string; type: string };

/** Every column of every table of the Drizzle schema. */
export const schemaColumns: SchemaColumn[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => ({
      table: config.name,
      name: column.name,
      type: column.getSQLType(),
    }));
  });

/** An integer type's range: its last value and the one past it, on either side. */
const integerEdges = (type: string, bits: number): Edge[] => [
  { name: `${type} max`, value: 2 ** (bits - 1) - 1 },
  { name: `${type} max + 1`, value: 2 ** (bits - 1) },
  { name: `${type} min - 1`, value: -(2 ** (bits - 1)) - 1 },
];

/** Dates: the first and last a person may type, the days past them, and what the wire allows. */
const DAYS = ['1899-12-31', '1900-01-01', '2999-12-31', '3000-01-01', '9999-12-31', '10000-01-01'];

/** A date column's edges as days ('YYYY-MM-DD', and one as typed) and as months ('YYYY-MM'). */
const DATE_EDGES: Edge[] = [
  ...DAYS,
  '0001-01-01',
  '31/12/9999',
  ...new Set(DAYS.map((day) => day.slice(0, day.length - 3))),
].map((value) => ({ name: `date ${value}`, value }));

/** The edges of a column type; none for a type without a range (uuid, boolean, enum, json). */
export function edgesOfType(type: string): Edge[] {
  const numeric = /^numeric\((\d+), (\d+)\)$/.exec(type);
  if (numeric) {
    const [precision, scale] = [Number(numeric[1]), Number(numeric[2])];
    const step = 10 ** -scale;
    const top = 10 ** (precision - scale);
    const fixed = (value: number) => Number(value.toFixed(scale + 1));
    return [
      { name: `${type} max`, value: fixed(top - step) },
      { name: `${type} max + step`, value: top },
      { name: `${type} below scale`, value: fixed(step / 10) },
      { name: `${type} least`, value: fixed(step) },
      { name: `${type} -max - step`, value: -top },
    ];
  }
  const varchar = /^varchar\((\d+)\)$/.exec(type);
  if (varchar) {
    const length = Number(varchar[1]);
    return [
      { name: `${type} full`, value: 'x'.repeat(length) },
      { name: `${type} + 1`, value: 'x'.repeat(length + 1) },
    ];
  }
  switch (type) {
    case 'smallint':
      return integerEdges(type, 16);
    case 'integer':
      return integerEdges(type, 32);
    case 'bigint':
      return [
        { name: 'bigint safe max', value: Number.MAX_SAFE_INTEGER },
        { name: 'bigint unsafe', value: raw('9007199254740993') },
        { name: 'bigint max + 1', value: raw('9223372036854775808') },
      ];
    case 'date':
      return DATE_EDGES;
    default:
      return [];
  }
}

const unique = (edges: Edge[]) => [
  ...new Map(edges.map((edge) => [JSON.stringify(edge.value), edge])).values(),
];

/** The edges of every column of each name, across tables ('area_ha' of properties and operations). */
const edgesByName = new Map<string, Edge[]>();
for (const column of schemaColumns) {
  const edges = edgesOfType(column.type);
  if (edges.length)
    edgesByName.set(column.name, unique([...(edgesByName.get(column.name) ?? []), ...edges]));
}

/**
 * The edges of the columns a request field is stored in: those named as the field, or as its
 * last words ('primeiro_vencimento' is a 'vencimento'); none when no column is so named.
 */
export function edgesOfField(key: string): Edge[] {
  const words = key.split('_');
  const names = words.map((_, index) => words.slice(index).join('_'));
  return unique(names.flatMap((name) => edgesByName.get(name) ?? []));
}

/** The edges of every type the schema has of `kind`: for a field named as no column. */
export const edgesOfKind = (kind: 'date' | 'integer'): Edge[] =>
  unique(
    schemaColumns
      .filter((column) =>
        kind === 'date' ? column.type === 'date' : /^(smallint|integer|bigint)$/.test(column.type),
      )
      .flatMap((column) => edgesOfType(column.type)),
  );
