import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { reportPageView } from '../lib/telemetry.ts';
import { Toaster } from '../components/toaster.tsx';
import { ConnectionNotices } from './connection-notices.tsx';
import { ProgressBar } from './progress-bar.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  // A page view on every route change (spec part 1 §2).
  useEffect(() => reportPageView(pathname), [pathname]);
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
      <Toaster />
      <ConnectionNotices />
    </>
  );
}
