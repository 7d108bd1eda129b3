export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

export type Severity = (typeof SEVERITIES)[number];
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const SEVERITY_LABELS: Record<Severity, string> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
  critical: 'Crítica',
};

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  open: 'Aberto',
  acknowledged: 'Reconhecido',
  resolved: 'Resolvido',
};
