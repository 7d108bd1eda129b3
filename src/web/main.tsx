import './lib/zod-config.ts';
import { hardRefreshIfAsked } from './lib/app-cache.ts';
import { start } from './app.tsx';
import { captureAffiliateRef } from './lib/affiliate-ref.ts';
import './styles.css';

// `?ref=` on any page (spec part 1 §2), before anything else runs: a visitor who signs up at once
// is still referred (its code loaded later lost the referral to a quick sign-up).
captureAffiliateRef(window.location.search);

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
