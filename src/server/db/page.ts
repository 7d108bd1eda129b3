/** The rows one page of `size` takes, page 1 first: what a query's limit and offset get. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of a list as the API answers it (`pageOf` in domain/wire.ts): the page's rows, each
 * made an item, how many rows there are in all, and the page size. The rows and the count are
 * read at once; `rows` gets the window to put on its query.
 */
export async function listPage<Row, Item>(
  { pagina, size }: { pagina: number; size: number },
  rows: (window: PageWindow) => PromiseLike<Row[]>,
  total: PromiseLike<{ value: number }[]>,
  item: (row: Row) => Item,
) {
  const [found, [counted]] = await Promise.all([
    rows({ limit: size, offset: (pagina - 1) * size }),
    total,
  ]);
  return { items: found.map(item), total: counted?.value ?? 0, pageSize: size };
}
