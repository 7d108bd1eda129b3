import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { SecurityStatistics } from '../../../../domain/admin/security.ts';
import { Loaded } from '../../../components/loaded.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { statisticsQuery, suspiciousQuery } from './api.ts';
import { AlertsSection } from './alerts-section.tsx';
import {
  AdminActionsSection,
  AuditLogsSection,
  PasswordAttemptsSection,
} from './audit-sections.tsx';

const STATISTICS: { key: keyof SecurityStatistics; label: string }[] = [
  { key: 'open_alerts', label: 'Alertas abertos' },
  { key: 'failed_password_attempts', label: 'Trocas de senha falhas (24 h)' },
  { key: 'password_attempts', label: 'Trocas de senha (24 h)' },
  { key: 'admin_actions', label: 'Ações de administradores (24 h)' },
  { key: 'audit_logs', label: 'Eventos de auditoria (24 h)' },
  { key: 'high_severity_logs', label: 'Eventos de severidade alta (24 h)' },
];

/**
 * 'Segurança', the security dashboard (spec part 2 §2): the suspicious-activity banner, the
 * statistics of the last 24 h, the alerts, and the admin actions, password change attempts and
 * continuous audit.
 */
export function SecurityPanel() {
  return (
    <div className="space-y-6">
      <SuspiciousBanner />
      <Statistics />
      <AlertsSection />
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminActionsSection />
        <PasswordAttemptsSection />
      </div>
      <AuditLogsSection />
    </div>
  );
}

/** §9: 5 or more failed password changes for a user, or 10 or more from an IP, within 24 h. */
function SuspiciousBanner() {
  const { data } = useQuery(suspiciousQuery);
  if (!data || (data.users.length === 0 && data.ips.length === 0)) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-bold">Atividade suspeita detectada</p>
        <p className="text-sm">Tentativas de troca de senha falhas nas últimas 24 horas:</p>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {data.users.map((u) => (
            <li key={u.user}>
              {u.user}: {u.failures} falhas
            </li>
          ))}
          {data.ips.map((i) => (
            <li key={i.ip}>
              IP {i.ip}: {i.failures} falhas
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Statistics() {
  const statistics = useQuery(statisticsQuery);
  return (
    <section aria-labelledby="estatisticas-de-seguranca">
      <h2 id="estatisticas-de-seguranca" className="text-lg font-bold text-ink-900">
        Estatísticas de segurança
      </h2>
      <Loaded
        query={statistics}
        error="Não foi possível carregar as estatísticas. Tente novamente."
      >
        {(counts) => (
          <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
            {STATISTICS.map((s) => (
              <StatCard key={s.key} label={s.label} value={counts[s.key]} />
            ))}
          </dl>
        )}
      </Loaded>
    </section>
  );
}
