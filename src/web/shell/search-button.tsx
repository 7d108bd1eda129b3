import { Search } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { loadCommandPalette, takePaletteShortcut } from './palette-shortcut.ts';

const CommandPalette = lazyComponent(() => loadCommandPalette().then((m) => m.default));

/**
 * 'Buscar...' in the header, and Ctrl/Cmd+K anywhere, open the command palette; closing it
 * gives the focus back to what had it.
 */
export function SearchButton({ role }: { role: CompanyRole | null }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback((next: boolean | ((open: boolean) => boolean)) => {
    setLoaded(true);
    setOpen((was) => {
      const now = typeof next === 'function' ? next(was) : next;
      if (now && !was && document.activeElement instanceof HTMLElement)
        returnFocusTo.current = document.activeElement;
      return now;
    });
  }, []);
  useEffect(() => takePaletteShortcut(() => show((was) => !was)), [show]);
  useEffect(() => {
    const target = returnFocusTo.current;
    if (open || !target) return;
    // After the dialog's own focus handling, which falls back to the page's body.
    const timer = setTimeout(() => target.focus());
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <>
      <button
        type="button"
        onClick={() => show(true)}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-100 px-3 py-1.5 text-sm text-ink-600 hover:bg-brand-50"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Buscar...</span>
        <span className="sr-only sm:hidden">Buscar...</span>
        <kbd className="hidden rounded border border-brand-100 px-1 text-xs lg:inline">Ctrl K</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={show} role={role} />
        </Suspense>
      )}
    </>
  );
}
