export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
