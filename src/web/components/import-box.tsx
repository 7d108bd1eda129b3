import { FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button-link.tsx';
import { FileButton } from './file-button.tsx';

/**
 * A file to import (a bank statement, an NF-e's XML): what importing does (`about`), the button
 * that chooses the file (`button`, with `accept`, `disabled` and `onFile` as `FileButton`'s),
 * then how it went (`children`), inside a dashed card.
 */
export function ImportBox(props: {
  about: ReactNode;
  button: ReactNode;
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">{props.about}</p>
        <FileButton
          accept={props.accept}
          disabled={props.disabled}
          onFile={props.onFile}
          className={`${buttonClasses('outline')} shrink-0`}
        >
          <FileUp className="h-4 w-4" aria-hidden="true" />
          {props.button}
        </FileButton>
      </div>
      {props.children}
    </div>
  );
}
