import { z } from 'zod';

/**
 * A change recorded in the field (issue 41) that met the office's since: the pilot's edit or
 * action, kept as a proposal until the office or the pilot chooses (decision 038).
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
  versao_base: z.iso.datetime({ offset: true }),
  /** The operation's `updated_at` when the change arrived. */
  versao_atual: z.iso.datetime({ offset: true }),
  status: z.enum(PROPOSAL_STATUSES),
  proposto_por: z.string().nullable(),
  proposto_por_nome: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  decidido_por: z.string().nullable(),
  decidido_em: z.iso.datetime({ offset: true }).nullable(),
});
export type ChangeProposal = z.output<typeof changeProposal>;

export const changeProposalList = z.strictObject({ propostas: z.array(changeProposal) });
