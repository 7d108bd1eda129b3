import { Navigate, Outlet } from 'react-router';
import { landingPath, useMe } from '../lib/session.ts';

/**
 * The company's pages: a signed-in user of no company is taken to where he starts (/admin or
 * the page on joining a company) before any of their requests, which could only be refused.
 */
export function CompanyRoute() {
  const { data: me } = useMe();
  if (me && !me.membership) return <Navigate to={landingPath(me)} replace />;
  return <Outlet />;
}
