import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { reportPageView } from '../lib/telemetry.ts';
import { ConnectionNotices } from './connection-notices.tsx';
import { ProgressBar } from './progress-bar.tsx';

// The notifications' code is not needed for the first paint.
const Toaster = lazy(() =>
  import('../components/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  // A page view on every route change (spec part 1 §2).
  useEffect(() => reportPageView(pathname), [pathname]);
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ConnectionNotices />
    </>
  );
}
