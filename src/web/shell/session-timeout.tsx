import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';
import { notify } from '../lib/notify.ts';
import { meQuery } from '../lib/session.ts';

// The idle timer counts from the activity kept in localStorage, not from the page's load: its
// code loads after the first paint. A click on the badge before it is here still renews, once
// it is.
const InactivityTimer = lazyComponent(() =>
  import('./inactivity-timer.tsx').then((m) => m.InactivityTimer),
);

/**
 * Spec part 1 §4: the 'Sessão ativa' badge (click renews), the warning 5 minutes before
 * 12 h idle ('Continuar Sessão' / 'Fazer Logout') and the sign-out at 12 h
 * (`inactivity-timer.tsx`). The server ends the session after the same 12 h idle on its own.
 */
export function SessionTimeout() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<string>();
  const [renewals, setRenewals] = useState(0);

  const extend = useCallback(() => {
    setRenewals((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }); // a request renews the server session too
    notify('Sessão estendida', 'Sua sessão foi renovada com sucesso.');
  }, [queryClient]);

  return (
    <>
      <button
        type="button"
        onClick={extend}
        title={title}
        className="hidden items-center gap-1 rounded-full bg-crop-50 px-2.5 py-1 text-xs font-medium text-crop-700 hover:bg-crop-100 sm:inline-flex"
      >
        <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
        Sessão ativa
      </button>
      <Suspense fallback={null}>
        <InactivityTimer renewals={renewals} onContinue={extend} onTitle={setTitle} />
      </Suspense>
    </>
  );
}
