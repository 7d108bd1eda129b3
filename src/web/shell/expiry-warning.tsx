import { useEffect, useRef } from 'react';
import { formatRemaining } from '../../domain/auth/inactivity.ts';
import { buttonClasses } from '../components/button-link.tsx';

/** Spec part 1 §4: 5 minutes before the sign-out, 'Continuar Sessão' or 'Fazer Logout'. */
export function ExpiryWarning(props: {
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
