import { CloseButton } from './close-button.tsx';
import { useId, type ReactNode } from 'react';
import { useModal } from './ask-dialog.tsx';

/** A modal dialog (the browser's own <dialog>: focus trap, Esc, backdrop) with a title bar. */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useModal();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      onClose={props.onClose}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-ink-900/40 ${props.wide ? 'w-[min(48rem,calc(100%-1.5rem))]' : 'w-[min(32rem,calc(100%-1.5rem))]'}`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-brand-100 bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          {props.title}
        </h2>
        <CloseButton label="Fechar" onClick={() => ref.current?.close()} />
      </div>
      <div className="p-5">{props.children}</div>
    </dialog>
  );
}
