import type { FormStatus as Status } from '../lib/contract-form.ts';
import { FormAlert } from './form-alert.tsx';

/**
 * How a form's last submit went: a failure announced as an alert, a success as a status; a
 * line of its own in a form laid out as a row.
 */
export function FormStatus({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <div className="basis-full">
      {status.ok ? (
        <p role="status" className="text-sm text-crop-700">
          {status.text}
        </p>
      ) : (
        <FormAlert message={status.text} />
      )}
    </div>
  );
}
