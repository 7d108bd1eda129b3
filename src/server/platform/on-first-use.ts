import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A CommonJS library loaded by the first call that needs it rather than at start, so an idle
 * server never holds what only some requests use (issue 43 item 4, docs/benchmarks.md 'Idle
 * memory'): `const forge = onFirstUse<typeof Forge>('node-forge')`, then `forge().pki…`. Loaded
 * with `require`, so a synchronous caller can use it; Node keeps the module after the first call.
 */
export function onFirstUse<T>(name: string): () => T {
  return () => requireHere(name) as T;
}
