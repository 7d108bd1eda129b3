import { documentDueText } from '../../../domain/dashboard/texts.ts';
import { DOCUMENT_WARNING_DAYS } from '../../../domain/hr/values.ts';
import { Tag } from '../../components/tag.tsx';

/**
 * A document's validity from the days it has left: 'Vencido', 'vence em N dias' within the
 * warning days, 'Válido' after them; 'Sem validade' when it has none.
 */
export function DocumentBadge(props: { days: number | null }) {
  const { days } = props;
  if (days === null) return <Tag tone="muted">Sem validade</Tag>;
  if (days < 0) return <Tag tone="danger">Vencido</Tag>;
  if (days <= DOCUMENT_WARNING_DAYS) {
    const text = documentDueText(days);
    return <Tag tone="warn">{text.charAt(0).toUpperCase() + text.slice(1)}</Tag>;
  }
  return <Tag tone="ok">Válido</Tag>;
}
