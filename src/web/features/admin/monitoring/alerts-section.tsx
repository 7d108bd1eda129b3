import { Check } from 'lucide-react';
import { formatMoment } from '../../../../domain/format.ts';
import type { SecurityAlertRow } from '../../../../domain/admin/security.ts';
import { ALERT_STATUS_LABELS } from '../../../../domain/security/values.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { Tag } from '../../../components/tag.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useAcknowledgeAlert } from './api.ts';
import { SecuritySection } from './security-section.tsx';
import { SeverityTag } from './severity-tag.tsx';

/** Security alerts, 12 a page; an open one may be acknowledged. */
export function AlertsSection() {
  return (
    <SecuritySection<SecurityAlertRow>
      list="alerts"
      title="Alertas de segurança"
      description="Os mais recentes primeiro. Reconheça um alerta depois de verificá-lo."
      empty="Nenhum alerta de segurança."
      row={(alert) => <AlertRow alert={alert} />}
    />
  );
}

function AlertRow({ alert }: { alert: SecurityAlertRow }) {
  const acknowledge = useAcknowledgeAlert();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {alert.title}
          <SeverityTag severity={alert.severity} />
          <Tag tone={alert.status === 'open' ? 'danger' : 'ok'}>
            {ALERT_STATUS_LABELS[alert.status]}
          </Tag>
        </p>
        <p className="text-sm break-words text-ink-700">{alert.description}</p>
        <p className="text-xs text-ink-600">
          {formatMoment(alert.created_at)}
          {alert.acknowledged_at &&
            ` · reconhecido em ${formatMoment(alert.acknowledged_at)}${alert.acknowledged_by_email ? ` por ${alert.acknowledged_by_email}` : ''}`}
        </p>
        {acknowledge.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(
              acknowledge.error,
              'Não foi possível reconhecer o alerta. Tente novamente.',
            )}
          </p>
        )}
      </div>
      {alert.status === 'open' && (
        <button
          type="button"
          aria-label={`Reconhecer alerta: ${alert.title}`}
          disabled={acknowledge.isPending}
          onClick={() =>
            acknowledge.mutate(alert.id, { onSuccess: () => notify('Alerta reconhecido') })
          }
          className={`${buttonClasses('outline')} shrink-0 self-start`}
        >
          <Check className="h-4 w-4" aria-hidden="true" /> Reconhecer
        </button>
      )}
    </div>
  );
}
