import type { SERVICE_PRICE_UNITS } from '../registers/values.ts';

/** DESIGN §5 'Propostas': the statuses a proposal is stored with. */
export const PROPOSAL_STATUSES = ['rascunho', 'enviada', 'aprovada', 'recusada'] as const;
export type StoredProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** What people see: 'expirada' is computed from the validity date, never stored. */
export const PROPOSAL_VIEW_STATUSES = [...PROPOSAL_STATUSES, 'expirada'] as const;
export type ProposalStatus = (typeof PROPOSAL_VIEW_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  rascunho: 'Rascunho',
  enviada: 'Enviada',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
  expirada: 'Expirada',
};

/** A discount is a value in centavos or a percentage of the subtotal. */
export const DISCOUNT_KINDS = ['valor', 'percentual'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A line is priced per hectare or per flight hour, as the service register is. */
export type LineUnit = (typeof SERVICE_PRICE_UNITS)[number];

export const LINE_UNIT_LABELS: Record<LineUnit, string> = { ha: 'ha', hora: 'h' };

export const PROPOSALS_PAGE_SIZE = 25;
/** Lines a proposal may hold. */
export const MAX_PROPOSAL_LINES = 30;
/** Days a new proposal stays valid unless the office says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 15;
