import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { Spinner } from '../components/spinner.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useMe } from '../lib/session.ts';

// Seen only by a user the page is withheld from: its code is off every page's first load.
const RestrictedCard = lazyComponent(() =>
  import('./restricted-card.tsx').then((m) => m.RestrictedCard),
);

/**
 * Spec part 1 §2 'Role guard': the page for the allowed roles (or platform admins), else the
 * 'Acesso Restrito' card. The server refuses the same users with 403; this is the courtesy.
 */
export function RoleGuard(props: {
  roles?: CompanyRole[];
  platformAdmin?: boolean;
  /** The sentence for pilots; the financial areas' by default (spec part 1 §2). */
  pilotNote?: string;
}) {
  const { data: me } = useMe();
  const role = me?.membership?.role;
  const allowed = props.platformAdmin
    ? Boolean(me?.user.isPlatformAdmin)
    : Boolean(role && props.roles?.includes(role));
  if (allowed) return <Outlet />;
  return (
    <Suspense fallback={<Spinner />}>
      <RestrictedCard role={role} platformAdmin={props.platformAdmin} pilotNote={props.pilotNote} />
    </Suspense>
  );
}
