import type { FormStatus as Status } from '../lib/contract-form.ts';
import { FormAlert } from './form-alert.tsx';

/** How a form's last submit went: a failure announced as an alert, a success as a status. */
export function FormStatus({ status }: { status: Status }) {
  if (!status) return null;
  if (!status.ok) return <FormAlert message={status.text} />;
  return (
    <p role="status" className="text-sm text-crop-700">
      {status.text}
    </p>
  );
}
