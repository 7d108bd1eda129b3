import { ATTACHMENT_MAX_BYTES } from '../operations/values.ts';
import { FLIGHT_LIMITS } from './values.ts';

// An applied-area import's files as they are refused before any is read (decision 040), in one
// place: the server checks them as they stream in (src/server/http/upload.ts), the phone when it
// keeps an import offline, and the panel before sending.

/** A file of an import named in its refusal: 'voo.kml: arquivo vazio.' */
export const namedFileProblem = (file: string, problem: string) => `${file}: ${problem}`;

/** Why an import's files are refused (pt-BR): none, too many, one of them too big or empty. */
export const FLIGHT_FILE_PROBLEMS = {
  none: 'Escolha ao menos um arquivo.',
  tooMany: `Envie no máximo ${FLIGHT_LIMITS.files} arquivos por importação.`,
  tooBig: 'arquivo maior que 20 MB; nada foi guardado.',
  empty: 'arquivo vazio.',
} as const;

/** The first refusal of an import's files, in the server's order, or null when they may go. */
export function flightFilesProblem(
  files: readonly { name: string; size: number }[],
): string | null {
  if (files.length === 0) return FLIGHT_FILE_PROBLEMS.none;
  if (files.length > FLIGHT_LIMITS.files) return FLIGHT_FILE_PROBLEMS.tooMany;
  for (const file of files) {
    if (file.size > ATTACHMENT_MAX_BYTES)
      return namedFileProblem(file.name, FLIGHT_FILE_PROBLEMS.tooBig);
    if (file.size === 0) return namedFileProblem(file.name, FLIGHT_FILE_PROBLEMS.empty);
  }
  return null;
}
