import { useId, type ReactNode } from 'react';

/**
 * A button that chooses a file: a label styled by `className` over a hidden input, which the
 * keyboard reaches (the label then wears the focus ring: styles.css). `onFile` gets the file,
 * and the input is cleared so the same file can be chosen again.
 */
export function FileButton(props: {
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={`cursor-pointer ${props.className}`}>
        {props.children}
      </label>
      <input
        id={id}
        type="file"
        accept={props.accept}
        className="sr-only"
        disabled={props.disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </>
  );
}
