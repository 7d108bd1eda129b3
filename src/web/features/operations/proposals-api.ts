import { queryOptions } from '@tanstack/react-query';
import type {
  ChangeProposal,
  ChangeProposalList,
} from '../../../domain/operations/change-proposals.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { operationKeys, operationQuery } from './api.ts';

// The field's changes kept as proposals when they met the office's (issue 41, decision 039):
// listed on the operation page, applied or set aside by the office or by their sender.

const proposalsKey = (operationId: string) => [...operationKeys.detail(operationId), 'propostas'];

export const proposalsQuery = (operationId: string) =>
  queryOptions({
    queryKey: proposalsKey(operationId),
    queryFn: async () =>
      (await api<ChangeProposalList>(`/api/operations/${operationId}/propostas`)).propostas,
    // A change from the field may arrive at any moment: read again whenever the page opens.
    staleTime: 0,
  });

/** Applies the proposal: the operation as it then reads replaces the cached one. */
export const useApplyProposal = (operationId: string) =>
  useChange(
    (id: string) =>
      api<OperationDetail>(`/api/operations/${operationId}/propostas/${id}/aplicar`, {
        method: 'POST',
      }),
    [proposalsKey(operationId), operationKeys.lists],
    (saved, queryClient) => queryClient.setQueryData(operationQuery(operationId).queryKey, saved),
  );

/** Keeps the office's version: the proposal stays listed, set aside. */
export const useSetAsideProposal = (operationId: string) =>
  useChange(
    (id: string) =>
      api<ChangeProposal>(`/api/operations/${operationId}/propostas/${id}/descartar`, {
        method: 'POST',
      }),
    [proposalsKey(operationId)],
  );
