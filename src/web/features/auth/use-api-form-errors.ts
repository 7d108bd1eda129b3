import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';

/** Puts the server's field errors on the form's fields; answers the form-level message. */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
): string {
  if (!(error instanceof ApiError)) return 'Algo deu errado. Tente novamente.';
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (fields.includes(name as Path<T>)) {
      setError(name as Path<T>, { message });
      placed = true;
    }
  }
  return placed && error.code === 'VALIDATION_FAILED' ? '' : error.message;
}
