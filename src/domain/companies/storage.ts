// No zod here: the pages that show a company's storage use import these texts at load, and
// zod loads with the forms (its contract is in storage-contracts.ts).
import { formatDecimal } from '../format.ts';
import type { StorageUse } from './storage-contracts.ts';

export type { StorageUse };

/** A megabyte, as the quota counts it. */
export const MB = 1024 * 1024;

/** The storage quota a company gets unless the platform admin sets its own (STORAGE_QUOTA_MB). */
export const DEFAULT_STORAGE_QUOTA_MB = 1024;

/** The largest quota the platform admin may set, in MB (1 TB; the column is an integer of MB). */
export const MAX_STORAGE_QUOTA_MB = 1024 * 1024;

/** 3.5 MB → '3,5 MB'; a whole number of MB without decimals ('1.024 MB'). */
export const formatMegabytes = (bytes: number) => {
  const mb = bytes / MB;
  return `${formatDecimal(mb, Number.isInteger(mb) ? 0 : 1)} MB`;
};

/** '12,5 MB de 1.024 MB usados'. */
export const storageUseText = (use: StorageUse) =>
  `${formatMegabytes(use.usado_bytes)} de ${formatMegabytes(use.cota_bytes)} usados`;

/**
 * What an upload refused by the quota is told on its field: the file's size when known (after
 * it arrived), or that the quota is already full (before reading it).
 */
export const quotaProblem = (use: StorageUse, size?: number) =>
  `${
    size === undefined
      ? 'A cota de armazenamento da empresa está cheia'
      : `Este arquivo (${formatMegabytes(size)}) passa da cota de armazenamento da empresa`
  } (${storageUseText(use)}): remova arquivos que não precisa mais ou peça mais espaço ao suporte.`;
