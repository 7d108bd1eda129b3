import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';

/**
 * A modal <dialog> shown as it mounts (the browser's own focus trap, Esc and backdrop), named
 * by its title, whose id `children` receive.
 */
export function Modal(props: {
  className: string;
  onClose?: () => void;
  /** Esc: closes unless the handler prevents it. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  children: (titleId: string) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog
      ref={ref}
      onClose={props.onClose}
      onCancel={props.onCancel}
      aria-labelledby={titleId}
      className={`m-auto rounded-2xl shadow-xl backdrop:bg-ink-900/40 ${props.className}`}
    >
      {props.children(titleId)}
    </dialog>
  );
}
