import { routeOptions, type RouteAccess } from '../http/access.ts';

/**
 * An `/api/admin` route's options (spec part 2): the platform's administrators only, with the
 * route's schemas — the one access every admin route declares.
 */
export const adminRoute = <S extends object>(schema: S) =>
  routeOptions({ scope: 'platform-admin' } satisfies RouteAccess, schema);
