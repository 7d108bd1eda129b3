import { Download, Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { APP_NAME } from '../../domain/constants.ts';
import { buttonClasses } from '../components/button-link.tsx';
import { CloseButton } from '../components/close-button.tsx';

/** Spec part 1 §3 'Client storage keys'. */
const DISMISSED = 'pwa-banner-dismissed';
const MANUAL_SHOWN = 'pwa-manual-instructions-shown';

type InstallPrompt = Event & { prompt: () => Promise<void> };

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

/**
 * Offers to install the app: the browser's own prompt where there is one (dismissal
 * remembered), and once, on an iPhone or iPad, how to add it to the home screen by hand.
 */
export function InstallBanner() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [manual, setManual] = useState(
    () => isIos() && !standalone() && !localStorage.getItem(MANUAL_SHOWN),
  );
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault(); // our banner instead of the browser's mini-infobar
      if (!localStorage.getItem(DISMISSED)) setPrompt(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, []);
  useEffect(() => {
    if (manual) localStorage.setItem(MANUAL_SHOWN, '1');
  }, [manual]);

  if (!prompt && !manual) return null;
  const dismiss = () => {
    if (prompt) localStorage.setItem(DISMISSED, '1');
    setPrompt(null);
    setManual(false);
  };
  return (
    <aside
      aria-label="Instalar aplicativo"
      className="mx-auto mb-6 flex max-w-6xl items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm"
    >
      {prompt ? (
        <Download className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      ) : (
        <Share className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      )}
      <div className="flex-1 text-sm text-ink-700">
        <p className="font-semibold text-ink-900">Instale o {APP_NAME} no seu aparelho</p>
        <p>
          {prompt
            ? 'Abra direto da tela inicial, mesmo com conexão fraca no hangar.'
            : 'No Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”.'}
        </p>
        {prompt && (
          <button
            type="button"
            onClick={() => void prompt.prompt().finally(() => setPrompt(null))}
            className={`mt-3 ${buttonClasses('brand')}`}
          >
            Instalar
          </button>
        )}
      </div>
      <CloseButton label="Agora não" onClick={dismiss} />
    </aside>
  );
}
