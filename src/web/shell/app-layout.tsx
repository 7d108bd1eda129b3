import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { landingPath, useMe } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { DesktopNav, MobileNav } from './nav-bar.tsx';
import { navigationFor } from './navigation.ts';
import { SearchButton } from './search-button.tsx';
import { OnlineBadge } from './online-badge.tsx';
import { SessionTimeout } from './session-timeout.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { AppFrame } from './app-frame.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useFieldMark } from '../lib/field-session.ts';

// Only for a user who took operations to the field: his queue's count, and its sender.
const FieldQueueBadge = lazyComponent(() =>
  import('../features/field/queue-badge.tsx').then((m) => m.FieldQueueBadge),
);
// Nothing to show until the browser offers the install (or on an iPhone): not first-paint code.
const InstallBanner = lazyComponent(() =>
  import('./install-banner.tsx').then((m) => m.InstallBanner),
);

/** The signed-in frame: navigation, logo to the dashboard, the user's e-mail and 'Sair'. */
export function AppLayout() {
  const me = useMe();
  const role = me.data?.membership?.role ?? null;
  const groups = navigationFor({ role, isPlatformAdmin: me.data?.user.isPlatformAdmin ?? false });
  const fieldUser = useFieldMark(me.data?.user.id) ? me.data?.user.id : undefined;
  return (
    <AppFrame
      start={
        <>
          <MobileNav groups={groups} email={me.data?.user.email} />
          <Logo to={me.data ? landingPath(me.data) : paths.dashboard} />
        </>
      }
      end={
        <>
          {role && <SearchButton role={role} />}
          <OnlineBadge />
          {fieldUser && (
            <Suspense fallback={null}>
              <FieldQueueBadge userId={fieldUser} />
            </Suspense>
          )}
          <SessionTimeout />
          <Link
            to={paths.profile}
            className="hidden truncate text-sm text-ink-600 hover:text-brand-700 hover:underline md:inline"
          >
            {me.data?.user.email}
          </Link>
          <SignOutButton fieldUser={fieldUser} />
        </>
      }
      nav={<DesktopNav groups={groups} />}
    >
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
      <Outlet />
    </AppFrame>
  );
}
