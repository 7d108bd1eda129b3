import { namedFileProblem } from '../../domain/flight/file-checks.ts';
import { AppError } from '../platform/app-error.ts';

/** A file of an import refused whole (400, on `arquivos`): its name and what is wrong with it. */
export const fileError = (file: string, problem: string) => {
  const message = namedFileProblem(file, problem);
  return new AppError('VALIDATION_FAILED', { arquivos: message }, message);
};
