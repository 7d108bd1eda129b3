import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copiedToast, type CopiedEmails } from '../../../../domain/admin/people.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';

/** How long the button says 'Copiado!' (spec part 2 §2). */
const COPIED_FEEDBACK_MS = 2_000;

/**
 * 'Copiar Todos' (spec part 2 §2): asks the server for every e-mail of the list, puts them
 * comma-joined on the clipboard, toasts '{n} e-mails copiados!' and says 'Copiado!' for 2 s.
 */
export function CopyAllButton(props: { load: () => Promise<CopiedEmails>; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    setBusy(true);
    setError('');
    try {
      const { emails, count } = await props.load();
      await navigator.clipboard.writeText(emails);
      setCopied(true);
      notify(copiedToast(count));
    } catch (failure) {
      setError(errorMessage(failure, 'Não foi possível copiar os e-mails. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => void copy()}
        disabled={props.disabled || busy}
        className={`${buttonClasses('outline')} disabled:opacity-50`}
      >
        {copied ? (
          <>
            <Check className="h-4 w-4" aria-hidden="true" /> Copiado!
          </>
        ) : (
          <>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copiar Todos
          </>
        )}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
