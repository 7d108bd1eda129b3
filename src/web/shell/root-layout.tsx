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
 * this one; the place is put back once both have run, before the frame is painted. The place is
 * read as the app first renders, over the page drawn before it: read once the app's page is in
 * the document, it made the browser lay that page out then and there, inside the task that put
 * it in (a third of that task on /operacao; docs/benchmarks.md, "/operacao's first render").
 */
function KeepFirstScroll() {
  const [y] = useState(() => window.scrollY);
  useLayoutEffect(() => {
    if (y > 0) queueMicrotask(() => window.scrollTo(0, y));
  }, [y]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const idle = useIdle();
  // A page view on every route change (spec part 1 §2), in a task of its own: not in the one
  // that puts the page in the document (a beacon's cost, ~10 ms on a slow phone).
  useEffect(() => {
    const view = setTimeout(() => reportPageView(pathname), 0);
    return () => clearTimeout(view);
  }, [pathname]);
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
