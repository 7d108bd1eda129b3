import { PAYROLL_RUN_STATUS_LABELS, type PayrollRunStatus } from '../../../domain/hr/values.ts';
import { Tag } from '../../components/tag.tsx';

/** A run's status as a tag: 'Rascunho' or 'Fechada'. */
export function RunStatus({ status }: { status: PayrollRunStatus }) {
  return (
    <Tag tone={status === 'fechada' ? 'ok' : 'muted'}>{PAYROLL_RUN_STATUS_LABELS[status]}</Tag>
  );
}
