import { SEVERITY_LABELS, type Severity } from '../../../../domain/security/values.ts';
import { Tag } from '../../../components/tag.tsx';

const tones = { low: 'muted', medium: 'info', high: 'warn', critical: 'danger' } as const;

/** A severity as a coloured label: 'Baixa', 'Média', 'Alta', 'Crítica'. */
export function SeverityTag({ severity }: { severity: Severity }) {
  return <Tag tone={tones[severity]}>{SEVERITY_LABELS[severity]}</Tag>;
}
