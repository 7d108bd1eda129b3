import type { ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import { Modal } from './modal.tsx';

/** The whole screen below 640 px: a long form or a record reads as a page on a phone. */
const FULL_ON_PHONE =
  'max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none';

/**
 * A modal dialog with a title bar, for a form or a record (`wide` for a larger one,
 * `fullOnPhone` for one that takes a phone's whole screen). Only the body under the bar scrolls:
 * a field the keyboard reaches is scrolled into the body's view, never under the bar, however
 * tall the title has wrapped (WCAG 2.4.11).
 */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  fullOnPhone?: boolean;
}) {
  return (
    <Modal
      onClose={props.onClose}
      className={`max-h-[calc(100dvh-2rem)] flex-col overflow-hidden p-0 open:flex ${props.wide ? 'w-[min(48rem,calc(100%-1.5rem))]' : 'w-[min(32rem,calc(100%-1.5rem))]'} ${props.fullOnPhone ? FULL_ON_PHONE : ''}`}
    >
      {(titleId) => (
        <>
          <div className="flex shrink-0 items-center justify-between border-b border-brand-100 bg-white px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-ink-900">
              {props.title}
            </h2>
            <CloseButton
              label="Fechar"
              onClick={(event) => event.currentTarget.closest('dialog')?.close()}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">{props.children}</div>
        </>
      )}
    </Modal>
  );
}
