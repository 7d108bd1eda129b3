import { labelled } from '../labelled.ts';

/** How serious an audit entry or a security alert is. */
export const { values: SEVERITIES, labels: SEVERITY_LABELS } = labelled({
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
  critical: 'Crítica',
});
export type Severity = (typeof SEVERITIES)[number];

/** Where a security alert stands. */
export const { values: ALERT_STATUSES, labels: ALERT_STATUS_LABELS } = labelled({
  open: 'Aberto',
  acknowledged: 'Reconhecido',
  resolved: 'Resolvido',
});
export type AlertStatus = (typeof ALERT_STATUSES)[number];
