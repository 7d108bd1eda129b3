import { useId, type ReactNode } from 'react';

/** What a control needs to be read with its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
};

export type FrameProps = {
  label: string;
  /** A short text under the control, read with it. */
  hint?: string;
  error?: string;
  /** Something shown under the control that is not its description (a password meter). */
  below?: ReactNode;
};

const controlClasses =
  'mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-none aria-[invalid]:border-red-600';

/**
 * The one label/hint/error markup of every field: the label names the control, the hint and
 * the error describe it, and an error marks it invalid (for screen readers and the border).
 */
export function FieldFrame(props: FrameProps & { control: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {props.label}
      </label>
      {props.control({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': described.length ? described.join(' ') : undefined,
        className: controlClasses,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {props.hint}
        </p>
      )}
      {props.below}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
