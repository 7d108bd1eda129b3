import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';

/**
 * Where the keyboard goes on when a dialog ends: back to what opened it, or, when that is gone
 * (an empty list's button the new row replaced), to the page's main, so the next Tab goes on from
 * the page's content rather than from its top. Only when nothing else took the focus meanwhile
 * (a dialog that follows this one: the new record's detail).
 */
function returnFocus(dialog: HTMLDialogElement, opener: Element | null) {
  const active = document.activeElement;
  if (active && active !== document.body && !dialog.contains(active)) return;
  const target =
    opener instanceof HTMLElement && opener.isConnected && opener !== document.body
      ? opener
      : document.querySelector<HTMLElement>('main[tabindex]');
  target?.focus();
}

/**
 * A modal <dialog> shown as it mounts (the browser's own focus trap, Esc and backdrop), named
 * by its title, whose id `children` receive. However it ends — Esc, its ×, 'Cancelar' or a
 * sent form the page then takes away — the focus goes back to what opened it (WCAG 2.4.3).
 */
export function Modal(props: {
  className: string;
  onClose?: () => void;
  /** Esc: closes unless the handler prevents it. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  children: (titleId: string) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const unmounted = useRef(false);
  const titleId = useId();
  // Layout effects: the opener is read before the dialog takes the focus, and the dialog is
  // closed while still in the page (after, the browser would have dropped the focus to the body).
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement;
    unmounted.current = false;
    dialog.showModal();
    return () => {
      unmounted.current = true;
      if (dialog.open) dialog.close();
      returnFocus(dialog, opener);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      // The close the page's own unmounting caused is not the person's: no second onClose.
      onClose={() => !unmounted.current && props.onClose?.()}
      onCancel={props.onCancel}
      aria-labelledby={titleId}
      className={`m-auto rounded-2xl shadow-xl backdrop:bg-ink-900/40 ${props.className}`}
    >
      {props.children(titleId)}
    </dialog>
  );
}
