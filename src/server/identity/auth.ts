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
  const endpoint = <K extends Endpoint>(name: K) =>
    (async (...args: Parameters<BetterAuth['api'][K]>) => {
      const { api } = await load();
      return (api[name] as (...a: typeof args) => unknown)(...args);
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
