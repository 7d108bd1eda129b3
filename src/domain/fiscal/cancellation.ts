import { labelled } from '../labelled.ts';
import type { NfseEnvironment } from '../companies/fiscal-values.ts';
import { DPS_LAYOUT_VERSION, emissionTime, escapeXml, NFSE_NAMESPACE } from './dps.ts';

// Cancelling an NFS-e is an event (issue 44 item 3): the pedRegEvento of the Padrão Nacional
// (tiposEventos_v1.01.xsd), event 101101 'Cancelamento de NFS-e', with its reason's code and text.

/** TSCodJustCanc: why the NFS-e is cancelled. */
export const { values: CANCELLATION_REASONS, labels: CANCELLATION_REASON_LABELS } = labelled({
  '1': 'Erro na emissão',
  '2': 'Serviço não prestado',
  '9': 'Outros',
});
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** TSMotivo: the reason's text, 15 to 255 characters. */
export const CANCELLATION_TEXT = { min: 15, max: 255 } as const;

/** The cancellation's event type (TSCodigoEventoNFSe). */
export const CANCELLATION_EVENT = '101101';

export type CancellationInput = {
  ambiente: NfseEnvironment;
  em: Date;
  cnpj: string;
  chaveAcesso: string;
  codigo: CancellationReason;
  motivo: string;
};

/** The pedRegEvento's Id (TSIdPedRefEvt): 'PRE', the access key, the event, the request's number. */
export const cancellationId = (chaveAcesso: string) => `PRE${chaveAcesso}${CANCELLATION_EVENT}001`;

/** The unsigned request to register the cancellation event of the NFS-e `chaveAcesso`. */
export function buildCancellation(input: CancellationInput): string {
  const inf =
    `<tpAmb>${input.ambiente === 'producao' ? '1' : '2'}</tpAmb>` +
    `<verAplic>AgroVoo</verAplic>` +
    `<dhEvento>${emissionTime(input.em)}</dhEvento>` +
    `<CNPJAutor>${escapeXml(input.cnpj)}</CNPJAutor>` +
    `<chNFSe>${escapeXml(input.chaveAcesso)}</chNFSe>` +
    `<nPedRegEvento>1</nPedRegEvento>` +
    `<e${CANCELLATION_EVENT}><xDesc>Cancelamento de NFS-e</xDesc>` +
    `<cMotivo>${input.codigo}</cMotivo><xMotivo>${escapeXml(input.motivo)}</xMotivo>` +
    `</e${CANCELLATION_EVENT}>`;
  return (
    `<pedRegEvento xmlns="${NFSE_NAMESPACE}" versao="${DPS_LAYOUT_VERSION}">` +
    `<infPedReg Id="${cancellationId(input.chaveAcesso)}">${inf}</infPedReg></pedRegEvento>`
  );
}
