import { useQuery } from '@tanstack/react-query';
import { Tag } from '../../components/tag.tsx';
import { vacationsQuery } from './leave-api.ts';

/** The employee's férias owed: the oldest period's days and deadline, warned before the dobra. */
export function VacationNotice({ employeeId }: { employeeId: string }) {
  const vacations = useQuery(vacationsQuery(employeeId));
  const aviso = vacations.data?.aviso;
  if (!aviso) return null;
  const tone =
    aviso.situacao === 'vencidas' ? 'danger' : aviso.situacao === 'a_vencer' ? 'warn' : 'muted';
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-700">
      <Tag tone={tone}>
        {aviso.situacao === 'vencidas' ? 'Férias vencidas' : 'Férias a conceder'}
      </Tag>
      {aviso.texto}
    </p>
  );
}
