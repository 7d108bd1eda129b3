import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Copies `text`; says 'Copiado!' for 2 s (spec part 2 §2). */
export function CopyButton(props: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => void navigator.clipboard?.writeText(props.text).then(() => setCopied(true))}
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
