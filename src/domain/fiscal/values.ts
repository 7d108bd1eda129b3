import { labelled } from '../labelled.ts';

/**
 * Where an NFS-e of a receivable stands (issue 44 item 3): its DPS sent and no answer known yet
 * (a retry asks the API for it before sending again), issued, refused by the API (its DPS number
 * is spent, never reused), or cancelled by event.
 */
export const { values: NFSE_STATUSES, labels: NFSE_STATUS_LABELS } = labelled({
  enviando: 'Enviando',
  emitida: 'Emitida',
  rejeitada: 'Recusada',
  cancelada: 'Cancelada',
});
export type NfseStatus = (typeof NFSE_STATUSES)[number];
