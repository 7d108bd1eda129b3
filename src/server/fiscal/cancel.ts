import { and, eq } from 'drizzle-orm';
import { buildCancellation } from '../../domain/fiscal/cancellation.ts';
import type { NfseCancelInput, NfseState } from '../../domain/fiscal/contracts.ts';
import { nfseDocuments } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Tenant } from '../tenancy/scope.ts';
import { refusedError, nfseStateOf } from './issue.ts';
import { NfseRefused, NfseUnreachable, sendEvent } from './national-api.ts';
import { lockedSettings, nationalApi, type NfseSetup } from './nfse-api-of.ts';
import { signXml } from './signature.ts';

/**
 * Cancels the receivable's issued NFS-e by event (101101, issue 44 item 3): the request signed
 * with the company's certificate (refused before sending when it has expired), sent with no
 * transaction open, and the event the API registered stored with its reason.
 */
export async function cancelNfse(
  tenant: Tenant,
  setup: NfseSetup,
  titleId: string,
  input: NfseCancelInput,
): Promise<NfseState> {
  const { row, api, signed } = await tenant(async (db, actor) => {
    const settings = await lockedSettings(db);
    const [issued] = await db
      .select()
      .from(nfseDocuments)
      .where(and(eq(nfseDocuments.title_id, titleId), eq(nfseDocuments.status, 'emitida')));
    if (!issued?.chave_acesso || !actor.company.cnpj) throw new AppError('NFSE_NOT_ISSUED');
    const way = nationalApi(setup, settings, issued.ambiente, actor.now);
    const request = buildCancellation({
      ambiente: issued.ambiente,
      em: actor.now,
      cnpj: actor.company.cnpj,
      chaveAcesso: issued.chave_acesso,
      codigo: input.codigo,
      motivo: input.motivo,
    });
    return { row: issued, api: way, signed: signXml(request, 'infPedReg', way.keys) };
  });
  let evento: string;
  try {
    evento = await sendEvent(api, row.chave_acesso!, signed);
  } catch (error) {
    if (error instanceof NfseRefused) throw refusedError(error);
    if (error instanceof NfseUnreachable) throw new AppError('NFSE_UNREACHABLE');
    throw error;
  }
  return tenant(async (db, actor) => {
    await db
      .update(nfseDocuments)
      .set({
        status: 'cancelada',
        cancelamento_codigo: input.codigo,
        motivo_cancelamento: input.motivo,
        evento_xml: evento,
        cancelada_at: actor.now,
      })
      .where(eq(nfseDocuments.id, row.id));
    return (await nfseStateOf(db, titleId))!;
  });
}
