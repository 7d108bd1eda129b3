import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../platform/app-error.ts';

/**
 * Runs a write that may take a name already used (the unique index `constraint`): that answers
 * 409 with `message` on the field `nome`.
 */
export async function uniqueName<T>(
  constraint: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, constraint)) throw error;
    throw new AppError('REGISTER_DUPLICATE', { nome: message }, message);
  }
}

/**
 * What an update sets, without the fields left out; null when it changes nothing. Archiving is
 * stamped `now`, the request's moment by the app's clock.
 */
export function changesOf<T extends object>(
  changes: T,
  arquivada: boolean | undefined,
  now: Date,
): (Partial<T> & { archived_at?: Date | null }) | null {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T> & { archived_at?: Date | null };
  if (arquivada !== undefined) set.archived_at = arquivada ? now : null;
  return Object.keys(set).length ? set : null;
}
