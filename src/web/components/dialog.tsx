import type { ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import { Modal } from './modal.tsx';

/** A modal dialog with a title bar, for a form or a record (`wide` for a larger one). */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Modal
      onClose={props.onClose}
      className={`max-h-[calc(100dvh-2rem)] overflow-y-auto p-0 ${props.wide ? 'w-[min(48rem,calc(100%-1.5rem))]' : 'w-[min(32rem,calc(100%-1.5rem))]'}`}
    >
      {(titleId) => (
        <>
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-brand-100 bg-white px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-ink-900">
              {props.title}
            </h2>
            <CloseButton
              label="Fechar"
              onClick={(event) => event.currentTarget.closest('dialog')?.close()}
            />
          </div>
          <div className="p-5">{props.children}</div>
        </>
      )}
    </Modal>
  );
}
