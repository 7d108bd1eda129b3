import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadWhenOnline } from './lib/connection.ts';
import { dropPrerenderedHeadWhenReplaced } from './lib/prerendered-head.ts';
import { forgetPageAnswers, takePageAnswers } from './lib/page-answers.ts';
import { createQueryClient } from './lib/query-client.ts';
import { meQuery } from './lib/session.ts';
import { installErrorReporting, reportWebVitals } from './lib/telemetry.ts';
import { createRoutes } from './router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** How long after the page's load the worker is registered (docs/benchmarks.md, 'Dashboard'). */
const SERVICE_WORKER_DELAY_MS = 4_000;

/** Resolves once the router has loaded the code of the first page. */
const initialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

export async function start(createRoot: typeof CreateRoot) {
  installErrorReporting();
  const queryClient = createQueryClient();
  // A page the server rendered with its data brought the answers it was drawn from: in the
  // cache before the routes' loaders run, so the app's first render draws the same page from
  // them, without reading them again.
  const answered = takePageAnswers(queryClient);
  const router = createBrowserRouter(createRoutes(queryClient));
  if (answered) {
    const came = router.state.location.key;
    const stop = router.subscribe(({ location }) => {
      if (location.key === came) return;
      stop();
      forgetPageAnswers();
    });
  }
  // A page rendered at build time stays on screen until its code is here, so React replaces
  // it with the same page rather than a blank one; its static head tags give way to the app's.
  // A company page's loading screen (its header, `PageLoading`) stays until the session is
  // known too, so the app's first render is the page, its header at the same place, not a
  // spinner in its stead.
  const mark = document.querySelector<HTMLElement>('[data-prerendered]');
  const prerendered = !!mark;
  if (prerendered) await initialized(router);
  if (mark?.dataset.prerendered === 'session')
    await queryClient.fetchQuery(meQuery).catch(() => undefined);
  dropPrerenderedHeadWhenReplaced();
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  // Over a page already on screen, React renders as a transition, in slices that leave the main
  // thread free every few milliseconds instead of one long task (Total Blocking Time;
  // docs/benchmarks.md, 'Site'). Elsewhere the first render is what the person waits for.
  if (prerendered) startTransition(render);
  else render();
  // The worker's install downloads the whole app (1.3 MB): well after the page has loaded and
  // painted, when the browser is idle, so it never competes with the page's own work; the code
  // that registers it loads then too.
  // Offline then, the registration waits for the connection to return.
  const register = () =>
    void loadWhenOnline(() => import('./lib/service-worker.ts')).then((m) =>
      m.registerServiceWorker(),
    );
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register);
      else register();
    }, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  // After the first paint: the measuring code is not on the critical path (the browser keeps
  // the entries it measures until then).
  // Offline then, this page load goes unmeasured.
  const vitals = () => void reportWebVitals().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(vitals);
  else setTimeout(vitals, 1000);
}
