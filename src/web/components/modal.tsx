import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { rememberOpener } from './focus-return.ts';

/**
 * A modal <dialog> shown as it mounts (the browser's own focus trap, Esc and backdrop), named
 * by its title, whose id `children` receive. However it ends — Esc, its ×, 'Cancelar' or a
 * sent form the page then takes away — the focus goes back to what opened it, or near it
 * (`rememberOpener`).
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
    const giveBack = rememberOpener();
    unmounted.current = false;
    dialog.showModal();
    return () => {
      unmounted.current = true;
      if (dialog.open) dialog.close();
      giveBack(dialog);
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
