import type { CompanyRole } from '../companies/values.ts';
import { statusMachine } from '../transitions.ts';
import type { OperationStatus } from './values.ts';

export const OPERATION_ACTIONS = ['iniciar', 'concluir', 'cancelar', 'reabrir'] as const;
export type OperationAction = (typeof OPERATION_ACTIONS)[number];

/** The status an action leads to, or null when it does not apply to the current one. */
export const nextStatus = statusMachine<OperationAction, OperationStatus>({
  iniciar: { from: ['agendada'], to: 'em_andamento' },
  concluir: { from: ['agendada', 'em_andamento'], to: 'concluida' },
  cancelar: { from: ['agendada', 'em_andamento'], to: 'cancelada' },
  reabrir: { from: ['concluida', 'cancelada'], to: 'em_andamento' },
});

/**
 * A pilot starts and concludes the flights they fly; cancelling and reopening a concluded or
 * cancelled operation are for owners and admins (DESIGN §5).
 */
export function mayPerform(role: CompanyRole, action: OperationAction): boolean {
  return role !== 'pilot' || action === 'iniciar' || action === 'concluir';
}

/** Concluded and cancelled operations are closed: only reopening changes them. */
export const EDITABLE_STATUSES = ['agendada', 'em_andamento'] as const satisfies OperationStatus[];

export const isEditable = (status: OperationStatus) =>
  (EDITABLE_STATUSES as readonly OperationStatus[]).includes(status);
