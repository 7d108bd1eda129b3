import { HEALTH_STATUS_LABELS, type HealthDisplay } from '../../../../domain/admin/monitoring.ts';
import { Tag } from '../../../components/tag.tsx';

const tones = { checking: 'info', healthy: 'ok', warning: 'warn', error: 'danger' } as const;

/** A health status as a coloured label: 'Verificando', 'Saudável', 'Atenção', 'Erro'. */
export function HealthBadge({ status }: { status: HealthDisplay }) {
  return <Tag tone={tones[status]}>{HEALTH_STATUS_LABELS[status]}</Tag>;
}
