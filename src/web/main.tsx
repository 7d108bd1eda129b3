import './lib/zod-config.ts';
import { hardRefreshIfAsked } from './lib/app-cache.ts';
import { start } from './app.tsx';
import './styles.css';

// `?ref=` on any page (spec part 1 §2): kept by code that only such a visit loads.
if (new URLSearchParams(window.location.search).has('ref'))
  void import('./lib/affiliate-ref.ts')
    .then((m) => m.captureAffiliateRef(window.location.search))
    .catch(() => undefined); // offline then: the visit goes on without the referral

// `/hard-refresh`, `?hard`, `?hardRefresh`: clear the app's caches (once a session) and go home.
void hardRefreshIfAsked(new URL(window.location.href)).then(async (leaving) => {
  if (leaving) return;
  // React DOM is evaluated in a task of its own, not in the one that evaluates the app's
  // modules: two shorter tasks instead of one long one (Total Blocking Time; docs/benchmarks.md,
  // 'Site'). index.html preloads it, so it arrives with the rest.
  const { createRoot } = await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await start(createRoot);
});
