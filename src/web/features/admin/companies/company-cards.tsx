import { Settings, Wallet } from 'lucide-react';
import type { AdminCompany } from '../../../../domain/admin/contracts.ts';
import { formatDocument } from '../../../../domain/br/documents.ts';
import { companyBadge, type CompanyBadge } from '../../../../domain/companies/badges.ts';
import { formatDay } from '../../../../domain/format.ts';
import { storageUseText } from '../../../../domain/companies/storage.ts';
import { counted } from '../../../../domain/plural.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { Tag } from '../../../components/tag.tsx';

export type CompanyView = 'grade' | 'lista';

const BADGE_TONES: Record<CompanyBadge, 'ok' | 'danger' | 'warn' | 'muted'> = {
  Ativa: 'ok',
  'Pagamento Obrigatório': 'danger',
  Suspensa: 'danger',
  'Aguardando Pagamento': 'warn',
  Inativa: 'muted',
};

/** A page of companies as cards (a grid) or rows (a list), each with its badge and actions. */
export function CompanyCards(props: {
  items: AdminCompany[];
  view: CompanyView;
  onManage: (company: AdminCompany) => void;
  onFinance: (company: AdminCompany) => void;
}) {
  return (
    <ul
      className={
        props.view === 'grade'
          ? 'mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3'
          : 'mt-2 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white'
      }
    >
      {props.items.map((company) => (
        <li
          key={company.id}
          aria-label={company.company_name}
          className={
            props.view === 'grade'
              ? 'flex min-w-0 flex-col rounded-2xl border border-brand-100 bg-white p-4'
              : 'flex min-w-0 flex-col gap-2 p-4 lg:flex-row lg:items-center'
          }
        >
          <Summary company={company} />
          <div
            className={`flex flex-wrap gap-2 ${props.view === 'grade' ? 'mt-auto pt-3' : 'lg:ml-auto'}`}
          >
            <ActionButton icon={Settings} variant="outline" onClick={() => props.onManage(company)}>
              Gerenciar
            </ActionButton>
            <ActionButton icon={Wallet} variant="ghost" onClick={() => props.onFinance(company)}>
              Financeiro
            </ActionButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Summary({ company }: { company: AdminCompany }) {
  const badge = companyBadge(company);
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="truncate font-semibold text-ink-900">{company.company_name}</h2>
        <Tag tone={BADGE_TONES[badge]}>{badge}</Tag>
      </div>
      <p className="truncate text-sm text-ink-700">{company.contact_email ?? 'Sem e-mail'}</p>
      <p className="text-sm text-ink-600 tabular-nums">
        {company.cnpj ? `CNPJ ${formatDocument(company.cnpj)}` : 'Sem CNPJ'}
        {' · '}
        {counted(company.active_members, 'usuário ativo', 'usuários ativos')} de {company.max_users}
      </p>
      <p className="text-sm text-ink-600">Cadastrada em {formatDay(company.created_at)}</p>
      <p className="text-sm text-ink-600 tabular-nums">
        Armazenamento: {storageUseText(company.armazenamento)}
      </p>
    </div>
  );
}
