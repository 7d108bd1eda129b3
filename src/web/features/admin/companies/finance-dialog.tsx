import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FinanceEntry } from '../../../../domain/admin/companies-finance.ts';
import { FINANCE_LABELS } from '../../../../domain/admin/companies-values.ts';
import type { AdminCompany } from '../../../../domain/admin/contracts.ts';
import { formatDay } from '../../../../domain/format.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { Tag } from '../../../components/tag.tsx';
import { financeQuery } from './api.ts';

const TONES: Record<FinanceEntry['status'], 'ok' | 'info' | 'warn' | 'danger' | 'muted'> = {
  active: 'info',
  paid: 'ok',
  pending: 'warn',
  failed: 'danger',
  refunded: 'muted',
};

/**
 * The financial details (spec part 2 §2): the company's active subscriptions (estimated at
 * R$ 59,90 per active member) and its charges, newest first.
 */
export function FinanceDialog(props: { company: AdminCompany; onClose: () => void }) {
  const [pagina, setPagina] = useState(1);
  const history = useQuery(financeQuery(props.company.id, pagina));
  return (
    <Dialog title={`Financeiro — ${props.company.company_name}`} onClose={props.onClose} wide>
      <PagedItems
        query={history}
        error="Não foi possível carregar o histórico financeiro."
        empty={<EmptyState>Nenhum histórico financeiro encontrado</EmptyState>}
        page={pagina}
        onPage={setPagina}
        className="divide-y divide-brand-100 rounded-2xl border border-brand-100"
        item={(entry, i) => (
          <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">
                {entry.kind === 'subscription' ? 'Assinatura (estimativa mensal)' : 'Cobrança'}
              </p>
              <p className="truncate text-sm text-ink-600">
                {entry.user_email ?? 'Sem e-mail'} · {formatDay(entry.at)}
              </p>
            </div>
            <span className="font-semibold text-ink-900 tabular-nums">
              {formatBRL(entry.amount_cents)}
            </span>
            <Tag tone={TONES[entry.status]}>{FINANCE_LABELS[entry.status]}</Tag>
          </li>
        )}
      />
    </Dialog>
  );
}
