import { readFileSync } from 'node:fs';
import type { NfseEnvironment } from '../../domain/companies/fiscal-values.ts';
import { formatDay } from '../../domain/format.ts';
import type { Db } from '../db/database.ts';
import { fiscalSettings } from '../db/schema/index.ts';
import type { Config } from '../platform/config.ts';
import { AppError } from '../platform/app-error.ts';
import { openCertificate } from '../profile/certificate-vault.ts';
import type { NationalApi } from './national-api.ts';
import { keyPairOf } from './signature.ts';

// The company's way to the national API: its A1 certificate opened (refused when missing or
// expired, before anything is sent) and the address of the environment, with the CA to trust.

export type NfseSetup = { config: Config['nfse']; certificateKey: Buffer | undefined };

let caText: { file: string; pem: string } | undefined;
/** The extra CA's PEM (the stand-in's), read once per file. */
function caOf(file: string | undefined) {
  if (!file) return undefined;
  if (caText?.file !== file) caText = { file, pem: readFileSync(file, 'utf8') };
  return caText.pem;
}

/** The company's fiscal settings row (its one), locked for the transaction: the DPS numbers' lock. */
export async function lockedSettings(db: Db) {
  const [row] = await db.select().from(fiscalSettings).for('update');
  return row;
}

/**
 * The national API of `ambiente` with the company's certificate as the client's: 409 without a
 * certificate or past its last moment at `now`, 503 when the server keeps none.
 */
export function nationalApi(
  setup: NfseSetup,
  settings: Awaited<ReturnType<typeof lockedSettings>>,
  ambiente: NfseEnvironment,
  now: Date,
): NationalApi {
  if (!setup.certificateKey) throw new AppError('CERTIFICATES_OFF');
  if (!settings?.certificado_cifrado || !settings.certificado_valido_ate)
    throw new AppError('NFSE_NO_CERTIFICATE');
  if (settings.certificado_valido_ate <= now)
    throw new AppError(
      'NFSE_CERTIFICATE_EXPIRED',
      undefined,
      `O certificado digital A1 da empresa venceu em ${formatDay(settings.certificado_valido_ate.toISOString())}: envie um certificado válido antes de emitir ou cancelar a NFS-e.`,
    );
  const { pfx, senha } = openCertificate(setup.certificateKey, settings.certificado_cifrado);
  return {
    baseUrl: setup.config.urls[ambiente],
    ca: caOf(setup.config.caFile),
    keys: keyPairOf(pfx, senha),
  };
}
