import { unzipSync } from 'fflate';
import { FLIGHT_LIMITS } from '../../domain/flight/values.ts';
import { fileError } from './file-error.ts';

const MB = 1024 * 1024;

/**
 * A zip's entries (folders and macOS resource forks left out), refused before anything is
 * inflated when its directory declares more than `FLIGHT_LIMITS.unzippedBytes` or
 * `FLIGHT_LIMITS.zipEntries`; fflate inflates each entry into a buffer of its declared size and
 * never past it, so a directory that lies cannot make it inflate more.
 */
export function unzipWithin(file: string, bytes: Uint8Array): Map<string, Uint8Array> {
  let declared = 0;
  let entries = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return false;
        entries += 1;
        declared += entry.originalSize;
        if (entries > FLIGHT_LIMITS.zipEntries)
          throw fileError(file, `o zip tem mais de ${FLIGHT_LIMITS.zipEntries} arquivos.`);
        if (declared > FLIGHT_LIMITS.unzippedBytes)
          throw fileError(
            file,
            `o zip descompactado passa de ${FLIGHT_LIMITS.unzippedBytes / MB} MB; nada foi descompactado.`,
          );
        return true;
      },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw fileError(file, 'zip corrompido ou ilegível.');
  }
  return new Map(Object.entries(files));
}
