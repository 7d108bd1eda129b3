import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hardRefreshIfAsked } from './lib/app-cache.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { installErrorReporting, reportWebVitals } from './lib/telemetry.ts';
import { createRoutes } from './router.tsx';
import './styles.css';

function start() {
  installErrorReporting();
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  // After the first paint: the measuring code is not on the critical path (the browser keeps
  // the entries it measures until then).
  if ('requestIdleCallback' in window) requestIdleCallback(() => void reportWebVitals());
  else setTimeout(() => void reportWebVitals(), 1000);
}

// `/hard-refresh`, `?hard`, `?hardRefresh`: clear the app's caches (once a session) and go home.
void hardRefreshIfAsked(new URL(window.location.href)).then((leaving) => leaving || start());
