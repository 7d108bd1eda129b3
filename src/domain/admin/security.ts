import { z } from 'zod';
import { isSuspicious, SECURITY_ALERT_THRESHOLDS } from '../auth/contracts.ts';
import { ALERT_STATUSES, SEVERITIES } from '../security/values.ts';
import { nullableText, pageOf } from '../wire.ts';

// The security dashboard (spec part 2 §2 'Security dashboard', §7 'Audit and security', §9
// 'Suspicious activity'): its lists, paged on the server, their refresh intervals and the rule
// behind the suspicious-activity banner.

/** §2: audit lists show 10 items, alerts 12; older ones a page further (§7's 100/50 fetched). */
export const SECURITY_PAGE_SIZES = { audit: 10, alerts: 12 } as const;

/** §7's refresh intervals. */
export const SECURITY_REFRESH_MS = {
  adminActions: 30_000,
  auditLogs: 30_000,
  alerts: 60_000,
  passwordAttempts: 60_000,
  statistics: 60_000,
  suspicious: 5 * 60_000,
} as const;

const WINDOW_MS = SECURITY_ALERT_THRESHOLDS.windowHours * 3_600_000;

/** Where the last 24 h begin: an attempt counts when it is later than this. */
export const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/** Whether `at` lies within the 24 h before `now` (exactly 24 h ago is outside). */
export const withinWindow = (at: Date, now: Date) =>
  at.getTime() > windowStart(now).getTime() && at.getTime() <= now.getTime();

export type FailedAttempt = { user: string | null; ip: string | null; at: Date };

/**
 * §9: who drew 5 or more failed password changes (a user) or 10 or more (an IP) within the
 * 24 h before `now`, most failures first. The thresholds are the login alert's own.
 */
export function suspiciousActivity(attempts: readonly FailedAttempt[], now: Date) {
  const byUser = new Map<string, number>();
  const byIp = new Map<string, number>();
  for (const attempt of attempts) {
    if (!withinWindow(attempt.at, now)) continue;
    if (attempt.user) byUser.set(attempt.user, (byUser.get(attempt.user) ?? 0) + 1);
    if (attempt.ip) byIp.set(attempt.ip, (byIp.get(attempt.ip) ?? 0) + 1);
  }
  const ranked = (counts: Map<string, number>, keep: (failures: number) => boolean) =>
    [...counts]
      .filter(([, failures]) => keep(failures))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    users: ranked(byUser, (n) => isSuspicious({ forUser: n, forIp: 0 })).map(
      ([user, failures]) => ({
        user,
        failures,
      }),
    ),
    ips: ranked(byIp, (n) => isSuspicious({ forUser: 0, forIp: n })).map(([ip, failures]) => ({
      ip,
      failures,
    })),
  };
}

export const adminActionRow = z.strictObject({
  id: z.string(),
  action_type: z.string(),
  details: z.unknown(),
  created_at: z.string(),
  admin_email: nullableText,
  company_name: nullableText,
});
export const adminActionPage = pageOf(adminActionRow);
export type AdminActionRow = z.infer<typeof adminActionRow>;

export const passwordAttemptRow = z.strictObject({
  id: z.string(),
  user_email: nullableText,
  ip_address: nullableText,
  attempt_time: z.string(),
  success: z.boolean(),
});
export const passwordAttemptPage = pageOf(passwordAttemptRow);
export type PasswordAttemptRow = z.infer<typeof passwordAttemptRow>;

export const auditLogRow = z.strictObject({
  id: z.string(),
  action_type: z.string(),
  table_name: nullableText,
  record_id: nullableText,
  severity: z.enum(SEVERITIES),
  metadata: z.unknown(),
  created_at: z.string(),
  user_email: nullableText,
  company_name: nullableText,
});
export const auditLogPage = pageOf(auditLogRow);
export type AuditLogRow = z.infer<typeof auditLogRow>;

export const securityAlertRow = z.strictObject({
  id: z.string(),
  alert_type: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(SEVERITIES),
  status: z.enum(ALERT_STATUSES),
  created_at: z.string(),
  acknowledged_at: nullableText,
  acknowledged_by_email: nullableText,
});
export const securityAlertPage = pageOf(securityAlertRow);
export type SecurityAlertRow = z.infer<typeof securityAlertRow>;

/** Counts of the last 24 h, and the alerts still open. */
export const securityStatistics = z.strictObject({
  admin_actions: z.number(),
  audit_logs: z.number(),
  high_severity_logs: z.number(),
  password_attempts: z.number(),
  failed_password_attempts: z.number(),
  open_alerts: z.number(),
});
export type SecurityStatistics = z.infer<typeof securityStatistics>;

export const suspiciousReport = z.strictObject({
  users: z.array(z.strictObject({ user: z.string(), failures: z.number() })),
  ips: z.array(z.strictObject({ ip: z.string(), failures: z.number() })),
});
export type SuspiciousReport = z.infer<typeof suspiciousReport>;

/** What an admin action or an audit event was, in Portuguese; an unknown one as recorded. */
export const ACTION_LABELS = {
  acknowledge_security_alert: 'Alerta reconhecido',
  admin_password_reset: 'Senha redefinida pelo administrador',
  cancel_affiliate_invite: 'Convite de afiliado cancelado',
  cancel_invite: 'Convite cancelado',
  create_affiliate: 'Afiliado cadastrado',
  create_demo_account: 'Conta de demonstração criada',
  delete_company: 'Empresa excluída',
  fix_orphan_user: 'Usuário sem empresa corrigido',
  generate_affiliate_payouts: 'Pagamentos de afiliados gerados',
  invite_affiliate: 'Afiliado convidado',
  payroll_closed: 'Folha fechada',
  payroll_reopened: 'Folha reaberta',
  process_affiliate_payout: 'Pagamento de afiliado processado',
  resend_invite: 'Convite reenviado',
  send_trial_email: 'E-mail do período de teste enviado',
  send_weekly_report: 'Relatório semanal enviado',
  test_invite_system: 'Sistema de convites testado',
  update_affiliate_commission_rate: 'Taxa de comissão alterada',
  update_affiliate_status: 'Status de afiliado alterado',
  update_company_status: 'Empresa atualizada',
} as const satisfies Record<string, string>;

/** An action an admin_actions_audit row can record: each has its Portuguese name above. */
export type AdminAction = keyof typeof ACTION_LABELS;

export const actionLabel = (actionType: string) =>
  (ACTION_LABELS as Record<string, string>)[actionType] ?? actionType;
