import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthOptions, BetterAuth } from './better-auth.ts';

/** better-auth's endpoints our routes call (ours answer; its HTTP router is not mounted). */
type Endpoint =
  | 'signInEmail'
  | 'signOut'
  | 'getSession'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'changePassword';

/** What the app uses of better-auth: these endpoints, and its context (password hashing, cookie names). */
export type Auth = {
  api: Pick<BetterAuth['api'], Endpoint>;
  readonly $context: BetterAuth['$context'];
};

/**
 * The AsyncLocalStorage instances better-auth keeps in its global object (an endpoint's context,
 * a request's state, the adapter's transaction), as far as they exist yet.
 */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: object } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

/**
 * Runs better-auth's endpoints and, once none is running, turns its AsyncLocalStorage instances
 * off again. On Node 20 the first `run` of one turns on async hooks for every promise of the
 * process for good: after one sign-in, each request paid a sixth more server CPU (a holerite
 * 0.23 → 0.28 ms, docs/benchmarks.md 'Fifth session'; decision 048). The next endpoint's `run`
 * turns them on again; no endpoint is left running without them (the count), and better-auth
 * awaits its own follow-up work (e-mails, hooks) before an endpoint answers.
 */
function withStoragesReleased() {
  let running = 0;
  return async <T>(call: () => Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await call();
    } finally {
      running -= 1;
      if (running === 0) for (const storage of betterAuthStorages()) storage.disable();
    }
  };
}

/**
 * better-auth, loaded on first need (issue 43 item 4): with kysely it is some 450 modules and
 * 13 MB of heap that a server answering `/api/health`, the public pages and static files never
 * uses. The first call that needs it (a sign-in, a session read, a password hashed by the first
 * run…) imports and builds it once; calls arriving meanwhile wait on the same loading.
 */
export function createAuth(options: AuthOptions): Auth {
  let loading: Promise<BetterAuth> | undefined;
  const load = () =>
    (loading ??= import('./better-auth.ts').then(({ createBetterAuth }) =>
      createBetterAuth(options),
    ));
  const released = withStoragesReleased();
  const endpoint = <K extends Endpoint>(name: K) =>
    (async (...args: Parameters<BetterAuth['api'][K]>) => {
      const { api } = await load();
      return released(async () => (api[name] as (...a: typeof args) => unknown)(...args));
    }) as BetterAuth['api'][K];
  return {
    api: {
      signInEmail: endpoint('signInEmail'),
      signOut: endpoint('signOut'),
      getSession: endpoint('getSession'),
      requestPasswordReset: endpoint('requestPasswordReset'),
      resetPassword: endpoint('resetPassword'),
      changePassword: endpoint('changePassword'),
    },
    get $context() {
      return load().then((auth) => auth.$context);
    },
  };
}
