import { errorText } from '../lib/billing.ts';

/** Why an action (a mutation) failed, under its button; nothing while it has not. */
export function ActionError(props: { error: unknown }) {
  if (!props.error) return null;
  return (
    <p role="alert" className="mt-3 basis-full text-sm text-red-700">
      {errorText(props.error)}
    </p>
  );
}

/** A failure told in a line of text (a refused resend, a cancel that failed); nothing without one. */
export function ErrorLine(props: { message: string | null | undefined }) {
  if (!props.message) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {props.message}
    </p>
  );
}
