import type { Unauthenticated } from '../identity/guards.ts';
import { routeOptions, type RouteAccess } from '../http/access.ts';

/**
 * An `/api/admin` route's options (spec part 2): the platform's administrators only, with the
 * route's schemas — the one access every admin route declares; `unauthenticated`, where the spec
 * words the 401 differently.
 */
export const adminRoute = <S extends object>(schema: S, unauthenticated?: Unauthenticated) =>
  routeOptions({ scope: 'platform-admin', unauthenticated } satisfies RouteAccess, schema);
