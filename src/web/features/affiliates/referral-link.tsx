import { Check, Copy } from 'lucide-react';
import { buttonClasses } from '../../components/button-link.tsx';
import { useCopy } from '../../lib/clipboard.ts';
import { notify } from '../../lib/notify.ts';

/** The site's address with the code: `?ref=` works on any public page (see lib/affiliate-ref). */
const referralLink = (origin: string, code: string) => `${origin}/?ref=${code}`;

/** The code and the referral link with its copy button ('Link copiado!'). */
export function ReferralLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const { copied, copy } = useCopy();
  const copyLink = async () => {
    if (await copy(link)) notify('Link copiado!');
    // The browser refused the clipboard: the link is selected for a copy by hand.
    else document.querySelector<HTMLInputElement>('#link-indicacao')?.select();
  };
  return (
    <section className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <p className="text-sm font-medium text-ink-600">Seu código</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-brand-700">{code}</p>
      <label htmlFor="link-indicacao" className="mt-4 block text-sm font-medium text-ink-600">
        Link de indicação
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="link-indicacao"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-brand-200 bg-brand-50/40 px-3 py-2 text-sm text-ink-900"
        />
        <button type="button" onClick={() => void copyLink()} className={buttonClasses('brand')}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? 'Copiado' : 'Copiar link'}
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-600">
        Quem assinar depois de abrir o link fica registrado como sua indicação.
      </p>
    </section>
  );
}
