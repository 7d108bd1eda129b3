import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { formatRemaining } from '../../domain/auth/inactivity.ts';
import { buttonClasses } from '../components/button-link.tsx';
import { notify } from '../lib/notify.ts';
import { useLogout } from '../lib/session.ts';
import { useInactivity } from './use-inactivity.ts';

/**
 * Spec part 1 §4: the 'Sessão ativa' badge (click renews), the warning 5 minutes before
 * 12 h idle ('Continuar Sessão' / 'Fazer Logout') and the sign-out at 12 h. The server ends
 * the session after the same 12 h idle on its own.
 */
export function SessionTimeout() {
  const { mutate: logout } = useLogout();
  const queryClient = useQueryClient();
  const onExpire = useCallback(() => logout(), [logout]);
  const { state, renew } = useInactivity(onExpire);

  const extend = useCallback(() => {
    renew();
    void queryClient.invalidateQueries({ queryKey: ['me'] }); // a request renews the server session too
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
        <ExpiryWarning
          remainingMs={state.remainingMs}
          onContinue={extend}
          onLogout={() => logout()}
        />
      )}
    </>
  );
}

function ExpiryWarning(props: {
  remainingMs: number;
  onContinue: () => void;
  onLogout: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="expiry-title"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-ink-900/40"
    >
      <h2 id="expiry-title" className="text-lg font-bold text-ink-900">
        Sua sessão vai expirar
      </h2>
      <p className="mt-2 text-ink-700">
        Por inatividade, você será desconectado em {formatRemaining(props.remainingMs)}.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={props.onLogout} className={buttonClasses('outline')}>
          Fazer Logout
        </button>
        <button type="button" onClick={props.onContinue} className={buttonClasses('brand')}>
          Continuar Sessão
        </button>
      </div>
    </dialog>
  );
}
