import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A long page's parts drawn a few at a time: the first `first` with the page, each next one in
 * a task of its own once the one before is on screen, so the page paints sooner and no single
 * task builds, and lays out, the whole page (Total Blocking Time; docs/benchmarks.md,
 * "/operacao's blocking time"). Each step is a transition: React renders it in slices, and a
 * click or a key is never kept waiting behind it. The parts already drawn are not drawn again
 * (their elements are the same). Until the last part is in, a space a screen tall holds the
 * place of those to come, so what follows (a bar of buttons kept at the screen's bottom) is
 * below the screen from the first paint and does not move down as they come. The parts after
 * the first `first` wait for `ready` (their code, loaded apart), then come one a task as well.
 */
export function Staged({
  first,
  ready = true,
  children,
}: {
  first: number;
  ready?: boolean;
  children: ReactNode[];
}) {
  const [shown, setShown] = useState(first);
  const total = children.length;
  useEffect(() => {
    if (shown >= total || !ready) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, total, ready]);
  return (
    <>
      {children.slice(0, shown)}
      {shown < total && <div aria-hidden="true" className="min-h-screen" />}
    </>
  );
}
