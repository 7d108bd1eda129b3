import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useMe } from '../lib/session.ts';

// Seen only by a company that may not act: its code is off every page's first load.
const GatedCard = lazyComponent(() => import('./gated-card.tsx').then((m) => m.GatedCard));

/**
 * Spec part 1 §2 'Subscription gate': a company that may not act (spec §4) sees a card
 * instead of the page — 'Acesso Suspenso' for pilots, 'Assinatura Premium Necessária' for
 * owners and admins. If the status cannot be loaded, the user goes through (the server
 * still answers 402 to any change).
 */
export function SubscriptionGate() {
  const me = useMe();
  if (me.isPending) return <Spinner />;
  const membership = me.data?.membership;
  if (!membership || membership.canAct) return <Outlet />;
  return (
    <Suspense fallback={<Spinner />}>
      <GatedCard pilot={membership.role === 'pilot'} />
    </Suspense>
  );
}
