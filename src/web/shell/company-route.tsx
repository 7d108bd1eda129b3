import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath, useMe } from '../lib/session.ts';

/**
 * The company's pages: a signed-in user of no company is taken to where he starts (/admin or
 * the page on joining a company) before any of their requests, which could only be refused.
 */
export function CompanyRoute() {
  const { data: me } = useMe();
  // Keyed by the visit: a second move here while the first redirect is still loading its page
  // redirects again instead of leaving an empty page.
  const { key } = useLocation();
  if (me && !me.membership) return <Navigate key={key} to={landingPath(me)} replace />;
  return <Outlet />;
}
