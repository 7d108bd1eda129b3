import type { ReactNode } from 'react';
import { formatMoment } from '../../../../domain/format.ts';
import {
  actionLabel,
  type AdminActionRow,
  type AuditLogRow,
  type PasswordAttemptRow,
} from '../../../../domain/admin/security.ts';
import { Tag } from '../../../components/tag.tsx';
import { SecuritySection } from './security-section.tsx';
import { SeverityTag } from './severity-tag.tsx';

// The dashboard's audit lists, 10 a page: what administrators did, the password change
// attempts and the continuous audit of the companies' sensitive changes.

/** A record's details in one line ('{"status":"suspenso"}'), clipped. */
const detailsLine = (details: unknown) => {
  const text = JSON.stringify(details ?? {});
  return text === '{}' ? null : text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

function Line(props: { title: string; tags?: ReactNode; sub: string; details?: unknown }) {
  const details = detailsLine(props.details);
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold break-all text-ink-900">
        {props.title} {props.tags}
      </p>
      <p className="text-xs break-words text-ink-600">{props.sub}</p>
      {details && <p className="font-mono text-xs break-all text-ink-600">{details}</p>}
    </>
  );
}

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

export function AdminActionsSection() {
  return (
    <SecuritySection<AdminActionRow>
      list="admin-actions"
      title="Ações de administradores"
      description="O que os administradores da plataforma fizeram."
      empty="Nenhuma ação de administrador registrada."
      row={(action) => (
        <Line
          title={actionLabel(action.action_type)}
          sub={joined(formatMoment(action.created_at), action.admin_email, action.company_name)}
          details={action.details}
        />
      )}
    />
  );
}

export function PasswordAttemptsSection() {
  return (
    <SecuritySection<PasswordAttemptRow>
      list="password-attempts"
      title="Tentativas de troca de senha"
      description="Cada troca de senha, bem-sucedida ou não."
      empty="Nenhuma tentativa de troca de senha."
      row={(attempt) => (
        <Line
          title={attempt.user_email ?? 'Usuário removido'}
          tags={
            <Tag tone={attempt.success ? 'ok' : 'danger'}>
              {attempt.success ? 'Sucesso' : 'Falhou'}
            </Tag>
          }
          sub={joined(
            formatMoment(attempt.attempt_time),
            attempt.ip_address && `IP ${attempt.ip_address}`,
          )}
        />
      )}
    />
  );
}

export function AuditLogsSection() {
  return (
    <SecuritySection<AuditLogRow>
      list="audit-logs"
      title="Auditoria contínua"
      description="Alterações sensíveis feitas nas empresas."
      empty="Nenhum evento de auditoria."
      row={(log) => (
        <Line
          title={joined(actionLabel(log.action_type), log.table_name)}
          tags={<SeverityTag severity={log.severity} />}
          sub={joined(formatMoment(log.created_at), log.user_email, log.company_name)}
          details={log.metadata}
        />
      )}
    />
  );
}
