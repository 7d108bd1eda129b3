import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NfseCancelInput, NfseState } from '../../../domain/fiscal/contracts.ts';
import { api } from '../../lib/api.ts';
import { freshQuery } from '../../lib/fresh-query.ts';

// The NFS-e of a receivable (issue 44 item 3): its state, issuing and cancelling it, its
// documents' addresses and sending them to the client.

const path = (id: string) => `/api/accounting/titulos/${id}/nfse`;
const nfseKey = (id: string) => ['accounting', 'title', id, 'nfse'];

export const nfseQuery = (id: string) =>
  freshQuery<{ nfse: NfseState | null }>(nfseKey(id), path(id));

/** The DANFSe (PDF) and the XML, downloaded with the session's cookie. */
export const danfsePath = (id: string) => `${path(id)}/danfse.pdf`;
export const nfseXmlPath = (id: string) => `${path(id)}/xml`;

/** A change of the NFS-e: its state is read again whatever the outcome (a refusal is kept). */
function useNfseChange<B, R>(id: string, call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nfseKey(id) }),
  });
}

export const useIssueNfse = (id: string) =>
  useNfseChange(id, () => api<{ nfse: NfseState }>(path(id), { method: 'POST' }));

export const useCancelNfse = (id: string) =>
  useNfseChange(id, (body: NfseCancelInput) =>
    api<{ nfse: NfseState }>(`${path(id)}/cancelar`, { method: 'POST', body }),
  );

export const useSendNfse = (id: string) =>
  useMutation({
    mutationFn: () => api<{ enviado_para: string }>(`${path(id)}/enviar`, { method: 'POST' }),
  });
