import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import type { StatementLineStatus } from '../../../domain/accounting/values.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { accountsQuery } from './api.ts';
import { statementLinesQuery } from './statement-api.ts';
import { StatementLineItem } from './statement-line.tsx';
import { StatementImports } from './statement-imports.tsx';
import { StatementUpload } from './statement-upload.tsx';

const FILTERS: { status: StatementLineStatus; label: string; empty: string }[] = [
  { status: 'pendente', label: 'Pendentes', empty: 'Nenhum lançamento a conciliar.' },
  { status: 'conciliada', label: 'Conciliadas', empty: 'Nenhum lançamento conciliado.' },
  { status: 'ignorada', label: 'Ignoradas', empty: 'Nenhum lançamento ignorado.' },
];

/**
 * Contabilidade, Conciliação tab: a bank account's statement imported from OFX or CSV, and its
 * lines matched to open receivables and payables — confirmed by the user, one click each.
 */
export function ReconciliationTab() {
  const accounts = useQuery(accountsQuery);
  return (
    <Loaded query={accounts} error="Não foi possível carregar as contas bancárias.">
      {(list) => {
        const active = list.filter((account) => !account.arquivada);
        return active.length === 0 ? (
          <EmptyState
            icon={Landmark}
            action={<ButtonLink to="?aba=configuracoes">Cadastrar conta bancária</ButtonLink>}
          >
            Cadastre a conta bancária em Configurações para importar o extrato.
          </EmptyState>
        ) : (
          <Statement accounts={active.map((a) => ({ value: a.id, label: a.nome }))} />
        );
      }}
    </Loaded>
  );
}

function Statement({ accounts }: { accounts: { value: string; label: string }[] }) {
  const [account, setAccount] = useState(accounts[0]!.value);
  const [status, setStatus] = useState<StatementLineStatus>('pendente');
  const [pagina, setPagina] = useState(1);
  const lines = useQuery(statementLinesQuery({ bank_account_id: account, status, pagina }));
  const filter = FILTERS.find((f) => f.status === status)!;
  return (
    <div className="space-y-4">
      <div className="max-w-sm">
        <SelectField
          label="Conta"
          options={accounts}
          placeholder="Escolha a conta"
          value={account}
          onChange={(e) => {
            setAccount(e.target.value || accounts[0]!.value);
            setPagina(1);
          }}
        />
      </div>
      <StatementUpload key={account} accountId={account} />
      <StatementImports accountId={account} />
      <div role="group" aria-label="Situação dos lançamentos" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.status}
            type="button"
            aria-pressed={f.status === status}
            onClick={() => {
              setStatus(f.status);
              setPagina(1);
            }}
            className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${
              f.status === status
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-brand-200 bg-white text-brand-700 hover:bg-brand-50'
            }`}
          >
            {f.label}
          </button>
        ))}
      </div>
      <PagedList
        query={lines}
        error="Não foi possível carregar os lançamentos do extrato."
        empty={<EmptyState>{filter.empty}</EmptyState>}
        page={pagina}
        onPage={setPagina}
      >
        {(page) => (
          <ul aria-label={`Lançamentos ${filter.label.toLowerCase()}`} className="space-y-3">
            {page.items.map((line) => (
              <StatementLineItem key={line.id} line={line} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
