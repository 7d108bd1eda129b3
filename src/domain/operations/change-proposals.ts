import { z } from 'zod';
import { isoTimestamp } from '../wire.ts';
import { operationDetail } from './contracts.ts';

/**
 * A change recorded in the field (issue 41) that met the office's since: the pilot's edit or
 * action, kept as a proposal until the office or the pilot chooses (decision 039).
 */
export const PROPOSAL_ACTIONS = ['editar', 'iniciar', 'concluir'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

export const PROPOSAL_ACTION_LABELS: Record<ProposalAction, string> = {
  editar: 'Alteração dos dados',
  iniciar: 'Início da operação',
  concluir: 'Conclusão da operação',
};

export const PROPOSAL_STATUSES = ['pendente', 'aplicada', 'descartada'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pendente: 'Aguardando escolha',
  aplicada: 'Aplicada',
  descartada: 'Mantida a versão do escritório',
};

/** A kept proposal as the API answers it: what was sent, on which version, by whom. */
export const changeProposal = z.strictObject({
  id: z.uuid(),
  operation_id: z.uuid(),
  acao: z.enum(PROPOSAL_ACTIONS),
  /** The change's body as it was sent (an operation's data, or the conclusion's options). */
  dados: z.record(z.string(), z.unknown()),
  /** The operation's `updated_at` the sender had seen. */
  versao_base: isoTimestamp,
  /** The operation's `updated_at` when the change arrived. */
  versao_atual: isoTimestamp,
  status: z.enum(PROPOSAL_STATUSES),
  proposto_por: z.string().nullable(),
  proposto_por_nome: z.string().nullable(),
  /** Sent by a pilot: applying it changes only what a pilot records. */
  de_piloto: z.boolean(),
  created_at: isoTimestamp,
  decidido_por: z.string().nullable(),
  decidido_em: isoTimestamp.nullable(),
});
export type ChangeProposal = z.output<typeof changeProposal>;

export const changeProposalList = z.strictObject({ propostas: z.array(changeProposal) });
export type ChangeProposalList = z.output<typeof changeProposalList>;

/**
 * The answer (409) to a field change sent on a version the office changed since: both versions,
 * the change kept as a proposal and the operation as it now reads.
 */
export const operationConflict = z.strictObject({
  error: z.strictObject({ code: z.literal('OPERATION_CONFLICT'), message: z.string() }),
  conflito: z.strictObject({ proposta: changeProposal, atual: operationDetail }),
});
export type OperationConflict = z.output<typeof operationConflict>;
