import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { copiedToast, type CopiedEmails } from '../../../../domain/admin/people.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCopy } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/notify.ts';

const CLIPBOARD_REFUSED = 'Não foi possível copiar os e-mails. Tente novamente.';

/**
 * 'Copiar Todos' (spec part 2 §2): asks the server for every e-mail of the list, puts them
 * comma-joined on the clipboard, toasts '{n} e-mails copiados!' and says 'Copiado!' for 2 s.
 */
export function CopyAllButton(props: { load: () => Promise<CopiedEmails>; disabled?: boolean }) {
  const { copied, copy: toClipboard } = useCopy();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function copy() {
    setBusy(true);
    setError('');
    try {
      const { emails, count } = await props.load();
      if (await toClipboard(emails)) notify(copiedToast(count));
      else setError(CLIPBOARD_REFUSED);
    } catch (failure) {
      setError(errorMessage(failure, CLIPBOARD_REFUSED));
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
