/** The controls the keyboard reaches, in the page's order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long after a dialog ends the page may still take its opener away (a list refetched). */
const WATCH_MS = 5_000;

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Remembers what has the focus as a dialog opens, and answers what gives it back when the
 * dialog ends (WCAG 2.4.3): to the opener, or, when the page took it away (the new row replaced
 * an empty list's button; a bill paid off lost its 'Registrar pagamento'), to the first control
 * of the nearest part of the page around it still there (its row), else to the page's main, so
 * the next Tab goes on from where the person was rather than from the page's top. It watches
 * a few seconds for an opener the page takes away after the dialog ended. Only when nothing else
 * took the focus meanwhile (a dialog that follows this one: the new record's detail).
 */
export function rememberOpener(): (dialog: HTMLElement) => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const main = document.querySelector<HTMLElement>('main[tabindex]');
  // The opener's surroundings inside the main, nearest first.
  const around: HTMLElement[] = [];
  for (let at = opener?.parentElement; at && at !== main && at !== document.body;) {
    around.push(at);
    at = at.parentElement;
  }
  const place = () => {
    if (opener?.isConnected && opener !== document.body) return opener;
    const kept = around.find((element) => element.isConnected);
    return kept?.querySelector<HTMLElement>(FOCUSABLE) ?? main;
  };
  return (dialog) => {
    const active = document.activeElement;
    if (!lost() && !(active && dialog.contains(active))) return;
    place()?.focus();
    if (!opener || document.activeElement !== opener) return;
    const watch = new MutationObserver(() => {
      if (opener.isConnected) return;
      watch.disconnect();
      if (lost()) place()?.focus();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => watch.disconnect(), WATCH_MS);
  };
}
