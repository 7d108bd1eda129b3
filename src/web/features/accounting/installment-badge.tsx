import {
  INSTALLMENT_STATUS_LABELS,
  type InstallmentStatus,
} from '../../../domain/accounting/values.ts';
import { Tag } from '../../components/tag.tsx';

const TONES = { vencido: 'danger', pago: 'ok', pendente: 'warn', cancelado: 'muted' } as const;

/** An installment's status as a coloured label: vencido red, pago green, pendente amber. */
export function InstallmentBadge({ status }: { status: InstallmentStatus }) {
  return <Tag tone={TONES[status]}>{INSTALLMENT_STATUS_LABELS[status]}</Tag>;
}
