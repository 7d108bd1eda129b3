import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyApiError } from '../../lib/form-errors.ts';

/** Runs a save, puts server field errors on the form and keeps a pt-BR status line. */
export function useSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: Path<T>[]) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function save(action: () => Promise<unknown>, done: string) {
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: done });
    } catch (error) {
      const { message, onField } = applyApiError(error, setError, fields);
      if (!onField) setStatus({ ok: false, text: message }); // else the field says it
    }
  }
  return { status, save };
}

export function SaveStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null;
  return (
    <p
      role={status.ok ? 'status' : 'alert'}
      className={`text-sm ${status.ok ? 'text-crop-700' : 'text-red-700'}`}
    >
      {status.text}
    </p>
  );
}
