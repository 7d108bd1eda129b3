import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's field errors on the form's own fields. Answers the server's message and
 * whether any field took an error (then the field already says what is wrong).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
): ApiErrorOnForm {
  if (!(error instanceof ApiError))
    return { message: 'Algo deu errado. Tente novamente.', onField: false, code: '', placed: [] };
  const placed: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fields.includes(name as Path<T>)) continue;
    setError(name as Path<T>, { message });
    placed.push(message);
  }
  return { message: error.message, onField: placed.length > 0, code: error.code, placed };
}

type ApiErrorOnForm = { message: string; onField: boolean; code: string; placed: string[] };

/**
 * The form-level line: nothing when the fields already say it — a validation failure, or a
 * refusal whose message a field shows ('Senha atual incorreta.' under the current password).
 */
export function formAlertFor(result: ApiErrorOnForm): string {
  const said = result.code === 'VALIDATION_FAILED' || result.placed.includes(result.message);
  return result.onField && said ? '' : result.message;
}

/** Every field of a form's values, those of its lists' rows included ('linhas.0.descricao'). */
export function fieldPaths<T extends FieldValues>(values: T): Path<T>[] {
  return Object.entries(values).flatMap(([key, value]) =>
    Array.isArray(value)
      ? [
          key,
          ...value.flatMap((row: object, index) =>
            Object.keys(row).map((field) => `${key}.${index}.${field}`),
          ),
        ]
      : [key],
  ) as Path<T>[];
}
