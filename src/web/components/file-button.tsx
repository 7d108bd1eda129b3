import { useId, type ReactNode } from 'react';

/** One file (`onFile`), or several at once (`multiple` and `onFiles`). */
type Choice =
  | { multiple?: false; onFile: (file: File) => void }
  | { multiple: true; onFiles: (files: File[]) => void };

/**
 * A button that chooses a file: a label styled by `className` over a hidden input, which the
 * keyboard reaches (the label then wears the focus ring: styles.css). The input is named by the
 * label, after the field's caption when `captionId` names one. What was chosen goes to `onFile`
 * (or `onFiles`), and the input is cleared so the same file can be chosen again.
 */
export function FileButton(
  props: Choice & {
    accept: string;
    disabled?: boolean;
    captionId?: string;
    className: string;
    children: ReactNode;
  },
) {
  const id = useId();
  return (
    <>
      <label id={`${id}-label`} htmlFor={id} className={`cursor-pointer ${props.className}`}>
        {props.children}
      </label>
      <input
        id={id}
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        aria-labelledby={props.captionId && `${props.captionId} ${id}-label`}
        className="sr-only"
        disabled={props.disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length === 0) return;
          if (props.multiple) props.onFiles(files);
          else props.onFile(files[0]!);
        }}
      />
    </>
  );
}
