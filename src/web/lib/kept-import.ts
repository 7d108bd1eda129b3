import { loadWhenOnline } from './connection.ts';

/**
 * A module split off a page's first load, asked for once and kept: `load()` answers every caller
 * the same promise (which waits for the connection if the module could not be fetched), `now()`
 * the module once it is here, for a render that can then draw it at once.
 */
export function keptImport<M>(importer: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => (loading ??= loadWhenOnline(importer).then((loaded) => (module = loaded))),
    now: () => module,
  };
}
