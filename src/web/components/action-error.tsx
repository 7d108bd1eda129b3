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
