import { Suspense, useCallback, useEffect } from 'react';
import { formatRemaining } from '../../domain/auth/inactivity.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useLogout } from '../lib/session.ts';
import { useInactivity } from './use-inactivity.ts';

// Shown only after hours without activity: its code loads then.
const ExpiryWarning = lazyComponent(() =>
  import('./expiry-warning.tsx').then((m) => m.ExpiryWarning),
);

/**
 * The 'Sessão ativa' badge's timer (`session-timeout.tsx`): the warning 5 minutes before 12 h
 * idle ('Continuar Sessão' / 'Fazer Logout') and the sign-out at 12 h. Each of `renewals` (the
 * badge's clicks, 'Continuar Sessão') counts the 12 h again from now; `onTitle` hears what the
 * badge says of the time left.
 */
export function InactivityTimer(props: {
  renewals: number;
  onContinue: () => void;
  onTitle: (title: string | undefined) => void;
}) {
  // Changes recorded offline outlive a session ended by inactivity (issue 41).
  const { mutate: logout } = useLogout({ keepFieldData: true });
  const onExpire = useCallback(() => logout(), [logout]);
  const { state, renew } = useInactivity(onExpire);
  const { renewals, onTitle } = props;
  useEffect(() => {
    if (renewals > 0) renew();
  }, [renewals, renew]);
  useEffect(
    () =>
      onTitle(
        state.kind === 'expired'
          ? undefined
          : `Expira em ${formatRemaining(state.remainingMs)} sem atividade`,
      ),
    [state, onTitle],
  );
  if (state.kind !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <ExpiryWarning
        remainingMs={state.remainingMs}
        onContinue={props.onContinue}
        onLogout={() => logout()}
      />
    </Suspense>
  );
}
