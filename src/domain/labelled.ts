/**
 * An enumeration written once, each value beside its label: `values` in the order written (for
 * zod, the database's enum types and selects) and `labels` by value. Keys that are whole numbers
 * ('7', '30') come first and ascending whatever the order written, as JavaScript lists them.
 */
export function labelled<const L extends Record<string, unknown>>(
  labels: L,
): { values: readonly [keyof L & string, ...(keyof L & string)[]]; labels: L } {
  return { values: Object.keys(labels) as [keyof L & string, ...(keyof L & string)[]], labels };
}
