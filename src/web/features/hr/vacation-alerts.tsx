import type { VacationAlerts as Alerts } from '../../../domain/hr/vacation-contracts.ts';
import { Tag } from '../../components/tag.tsx';

/**
 * The employees whose férias are due within 60 days or overdue (paid in double, CLT art. 137),
 * each opening the employee; nothing when none is. The employees' tab reads them (and waits for
 * them, so they never push its list down): read here again, a second component mounting later
 * would ask the server again.
 */
export function VacationAlerts(props: { alerts: Alerts; onOpen: (id: string) => void }) {
  if (!props.alerts.length) return null;
  return (
    <section
      aria-label="Férias a conceder"
      className="mb-4 rounded-lg border border-accent-300 p-3"
    >
      <h2 className="text-sm font-semibold">Férias a conceder</h2>
      <ul className="mt-2 space-y-2 text-sm">
        {props.alerts.map(({ employee_id, funcionario, aviso }) => (
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
