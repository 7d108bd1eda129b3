import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { formatRemaining } from '../../domain/auth/inactivity.ts';
import { notify } from '../lib/notify.ts';
import { meQuery, useLogout } from '../lib/session.ts';
import { useInactivity } from './use-inactivity.ts';
import { lazyComponent } from '../lib/lazy-component.ts';

// Shown only after hours without activity: its code loads then.
const ExpiryWarning = lazyComponent(() =>
  import('./expiry-warning.tsx').then((m) => m.ExpiryWarning),
);

/**
 * Spec part 1 §4: the 'Sessão ativa' badge (click renews), the warning 5 minutes before
 * 12 h idle ('Continuar Sessão' / 'Fazer Logout') and the sign-out at 12 h. The server ends
 * the session after the same 12 h idle on its own.
 */
export function SessionTimeout() {
  // Changes recorded offline outlive a session ended by inactivity (issue 41).
  const { mutate: logout } = useLogout({ keepFieldData: true });
  const queryClient = useQueryClient();
  const onExpire = useCallback(() => logout(), [logout]);
  const { state, renew } = useInactivity(onExpire);

  const extend = useCallback(() => {
    renew();
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }); // a request renews the server session too
    notify('Sessão estendida', 'Sua sessão foi renovada com sucesso.');
  }, [renew, queryClient]);

  return (
    <>
      <button
        type="button"
        onClick={extend}
        title={
          state.kind === 'expired'
            ? undefined
            : `Expira em ${formatRemaining(state.remainingMs)} sem atividade`
        }
        className="hidden items-center gap-1 rounded-full bg-crop-50 px-2.5 py-1 text-xs font-medium text-crop-700 hover:bg-crop-100 sm:inline-flex"
      >
        <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
        Sessão ativa
      </button>
      {state.kind === 'warning' && (
        <Suspense fallback={null}>
          <ExpiryWarning
            remainingMs={state.remainingMs}
            onContinue={extend}
            onLogout={() => logout()}
          />
        </Suspense>
      )}
    </>
  );
}
