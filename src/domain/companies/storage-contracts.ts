import { z } from 'zod';

/**
 * The files a company keeps (its operations' attachments, its container receipts and its logo)
 * against its quota: shown to the owner in Perfil and to the platform admin (issue 35).
 */
export const storageUse = z.strictObject({
  usado_bytes: z.number().int().min(0),
  cota_bytes: z.number().int().min(0),
});
export type StorageUse = z.infer<typeof storageUse>;
