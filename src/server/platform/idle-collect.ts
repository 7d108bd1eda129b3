import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's full garbage collection, made callable without starting node with `--expose-gc`. */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Once the server has answered nothing for `quietMs`, one full garbage collection. V8 keeps the
 * young generation at the size the last requests grew it to (32 MB of semi-spaces) and their
 * garbage resident until its memory reducer runs, which an idle process can wait minutes for;
 * a collection after a quiet spell gives that memory back (issue 43 item 4: the idle server with
 * the embedded database, docs/benchmarks.md). Each quiet spell collects once; under load it never
 * runs. Answers a function that stops it.
 */
export function collectWhenIdle(
  server: { on(event: 'request', listener: () => void): unknown },
  { quietMs = 30_000, collect = fullCollection() } = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(collect, quietMs);
    timer.unref();
  };
  server.on('request', arm);
  arm();
  return () => clearTimeout(timer);
}
