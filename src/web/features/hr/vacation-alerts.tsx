import { useQuery } from '@tanstack/react-query';
import { Tag } from '../../components/tag.tsx';
import { vacationAlertsQuery } from './leave-api.ts';

/**
 * The employees whose férias are due within 60 days or overdue (paid in double, CLT art. 137),
 * each opening the employee; nothing when none is.
 */
export function VacationAlerts(props: { onOpen: (id: string) => void }) {
  const alerts = useQuery(vacationAlertsQuery);
  if (!alerts.data?.length) return null;
  return (
    <section
      aria-label="Férias a conceder"
      className="mb-4 rounded-lg border border-accent-300 p-3"
    >
      <h2 className="text-sm font-semibold">Férias a conceder</h2>
      <ul className="mt-2 space-y-2 text-sm">
        {alerts.data.map(({ employee_id, funcionario, aviso }) => (
          <li key={employee_id} className="flex flex-wrap items-center gap-2">
            <Tag tone={aviso.situacao === 'vencidas' ? 'danger' : 'warn'}>
              {aviso.situacao === 'vencidas' ? 'Vencidas' : 'A vencer'}
            </Tag>
            <button
              type="button"
              onClick={() => props.onOpen(employee_id)}
              className="font-semibold text-brand-700 underline"
            >
              {funcionario}
            </button>
            <span className="text-ink-700">{aviso.texto}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
