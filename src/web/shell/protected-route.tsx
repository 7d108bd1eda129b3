import { Navigate, Outlet } from 'react-router';
import { APP_NAME } from '../../domain/constants.ts';
import { Spinner } from '../components/spinner.tsx';
import { useMe } from '../lib/session.ts';
import { paths } from '../paths.ts';

/** Spec part 1 §2 'Protected route': a spinner while the session loads, else /auth (replace). */
export function ProtectedRoute() {
  const me = useMe();
  if (me.isPending) return <Spinner label={`Carregando ${APP_NAME}...`} />;
  if (!me.data) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
