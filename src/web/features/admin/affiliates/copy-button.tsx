import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '../../../lib/clipboard.ts';

/** Copies `text`; says 'Copiado!' for 2 s (spec part 2 §2), or that the browser refused. */
export function CopyButton(props: { text: string; label: string }) {
  const { copied, copy } = useCopy();
  const [refused, setRefused] = useState(false);
  return (
    <button
      type="button"
      onClick={() => void copy(props.text).then((done) => setRefused(!done))}
      title={refused ? 'O navegador não permitiu copiar: selecione e copie à mão.' : undefined}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      aria-label={copied ? 'Copiado!' : props.label}
    >
      {copied ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      {copied ? 'Copiado!' : 'Copiar'}
    </button>
  );
}
