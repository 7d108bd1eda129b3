/** The rows one page of `size` takes, page 1 first: what a query's limit and offset get. */
export type PageWindow = { limit: number; offset: number };

/** Page `pagina` of `size` rows as a query's limit and offset. */
export const pageWindow = (pagina: number, size: number): PageWindow => ({
  limit: size,
  offset: (pagina - 1) * size,
});

/** A query, ordered, that still takes a limit and an offset (a Drizzle select). */
type PageableQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/**
 * One page of a list as the API answers it (`pageOf` in domain/wire.ts): the page's rows, each
 * made an item, how many rows there are in all, and the page size. The rows and the count are
 * read at once; the page's window is put on `rows` here.
 */
export async function listPage<Row, Item>(
  { pagina, size }: { pagina: number; size: number },
  rows: PageableQuery<Row>,
  total: PromiseLike<{ value: number }[]>,
  item: (row: Row) => Item,
) {
  const { limit, offset } = pageWindow(pagina, size);
  const [found, [counted]] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return { items: found.map(item), total: counted?.value ?? 0, pageSize: size };
}
