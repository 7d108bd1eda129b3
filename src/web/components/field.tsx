import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

/** A labelled input with its hint and error, wired for screen readers. */
export function Field(props: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const { label, error, hint, below, ...input } = props;
  return (
    <FieldFrame
      {...{ label, error, hint, below }}
      control={(control) => <input {...control} {...input} />}
    />
  );
}
