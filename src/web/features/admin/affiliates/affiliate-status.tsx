import type { AFFILIATE_STATUSES } from '../../../../domain/affiliates/values.ts';
import { Tag } from '../../../components/tag.tsx';

type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export const AFFILIATE_STATUS_LABELS: Record<AffiliateStatus, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
  suspenso: 'Suspenso',
};
const TONES = { ativo: 'ok', inativo: 'muted', suspenso: 'danger' } as const;

export function AffiliateStatusTag({ status }: { status: AffiliateStatus }) {
  return <Tag tone={TONES[status]}>{AFFILIATE_STATUS_LABELS[status]}</Tag>;
}
