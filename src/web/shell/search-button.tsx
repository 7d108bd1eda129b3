import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { lazyComponent } from '../lib/lazy-component.ts';

const CommandPalette = lazyComponent(() => import('./command-palette.tsx').then((m) => m.default));

/** 'Buscar...' in the header, and Ctrl/Cmd+K anywhere, open the command palette. */
export function SearchButton({ role }: { role: CompanyRole | null }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-100 px-3 py-1.5 text-sm text-ink-600 hover:bg-brand-50"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Buscar...</span>
        <span className="sr-only sm:hidden">Buscar...</span>
        <kbd className="hidden rounded border border-brand-100 px-1 text-xs lg:inline">Ctrl K</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} role={role} />
        </Suspense>
      )}
    </>
  );
}
