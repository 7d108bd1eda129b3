import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { reportPageView } from '../lib/telemetry.ts';
import { ConnectionNotices } from './connection-notices.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';

/** True once the browser has been idle after the first paint. */
function useIdle() {
  const [idle, setIdle] = useState(() => !('requestIdleCallback' in window));
  useEffect(() => {
    if (idle) return;
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}

// The notifications' code is not needed for the first paint: the toaster mounts when the
// browser is first idle (notifications come from what people do, later). Offline then, it
// waits for the connection and the page goes on without it.
const Toaster = lazyComponent(() => import('../components/toaster.tsx').then((m) => m.Toaster));

/**
 * A page on screen before the app took over (rendered at build time, or by the server with its
 * data) may have been scrolled meanwhile: the app keeps the place where the router, opening
 * the page, would go back to its top. Before `ScrollRestoration`, whose first effect runs after
 * this one; the place is put back once both have run, before the frame is painted.
 */
function KeepFirstScroll() {
  useLayoutEffect(() => {
    const y = window.scrollY;
    if (y > 0) queueMicrotask(() => window.scrollTo(0, y));
  }, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const idle = useIdle();
  // A page view on every route change (spec part 1 §2).
  useEffect(() => reportPageView(pathname), [pathname]);
  return (
    <>
      <ProgressBar />
      <Outlet />
      <KeepFirstScroll />
      <ScrollRestoration />
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <ConnectionNotices />
    </>
  );
}
