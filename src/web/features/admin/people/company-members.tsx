import type { HierarchyCompany, HierarchyMember } from '../../../../domain/admin/people.ts';
import { ROLE_LABELS } from '../../../../domain/companies/badges.ts';
import { Tag } from '../../../components/tag.tsx';

const BILLING_TONES = { error: 'danger', warning: 'warn', ok: 'ok' } as const;
const BADGE_TONES = { Ativo: 'ok', Trial: 'info', Inativo: 'muted' } as const;

/** A company of the hierarchy: its billing status and its members, owner first (spec §4). */
export function CompanyMembers({ company }: { company: HierarchyCompany }) {
  return (
    <li className="min-w-0 rounded-2xl border border-brand-100 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold [overflow-wrap:anywhere] text-ink-900">
          {company.company_name}
        </h3>
        <Tag tone={BILLING_TONES[company.billing.level]}>{company.billing.label}</Tag>
      </div>
      {company.members.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">Nenhum usuário nesta empresa.</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-brand-50"
          aria-label={`Usuários de ${company.company_name}`}
        >
          {company.members.map((member) => (
            <Member key={member.user_id} member={member} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Member({ member }: { member: HierarchyMember }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="[overflow-wrap:anywhere] text-ink-900">{member.name || member.email}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-ink-600">
          {ROLE_LABELS[member.role]}
          {member.name && ` · ${member.email}`}
        </p>
      </div>
      <Tag tone={BADGE_TONES[member.badge]}>{member.badge}</Tag>
    </li>
  );
}
