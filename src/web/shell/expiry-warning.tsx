import { formatRemaining } from '../../domain/auth/inactivity.ts';
import { AskDialog } from '../components/ask-dialog.tsx';
import { buttonClasses } from '../components/button-link.tsx';

/** Spec part 1 §4: 5 minutes before the sign-out, 'Continuar Sessão' or 'Fazer Logout'. */
export function ExpiryWarning(props: {
  remainingMs: number;
  onContinue: () => void;
  onLogout: () => void;
}) {
  return (
    <AskDialog
      title="Sua sessão vai expirar"
      onCancel={(event) => event.preventDefault()}
      actions={
        <>
          <button type="button" onClick={props.onLogout} className={buttonClasses('outline')}>
            Fazer Logout
          </button>
          <button type="button" onClick={props.onContinue} className={buttonClasses('brand')}>
            Continuar Sessão
          </button>
        </>
      }
    >
      <p className="mt-2 text-ink-700">
        Por inatividade, você será desconectado em {formatRemaining(props.remainingMs)}.
      </p>
    </AskDialog>
  );
}
