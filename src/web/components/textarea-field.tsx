import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

/** A labelled text area (3 rows) with its hint and error. */
export function TextareaField(props: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, error, hint, below, ...textarea } = props;
  return (
    <FieldFrame
      {...{ label, error, hint, below }}
      control={(control) => <textarea rows={3} {...control} {...textarea} />}
    />
  );
}
