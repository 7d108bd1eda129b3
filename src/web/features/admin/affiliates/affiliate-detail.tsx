import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAffiliateDetail } from '../../../../domain/affiliates/admin-contracts.ts';
import { paymentDataText } from '../../../../domain/affiliates/payouts.ts';
import { formatDocument } from '../../../../domain/br/documents.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { ErrorLine } from '../../../components/action-error.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Fact } from '../../../components/fact.tsx';
import { ValueSelect } from '../../../components/labelled-select.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { labelTableOptions } from '../../../components/select-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { AFFILIATE_STATUS_LABELS } from './affiliate-status.tsx';
import { affiliateQuery, commissionsQuery, useAffiliateStatus } from './api.ts';
import { CopyButton } from './copy-button.tsx';
import { HistoryList } from './history-list.tsx';
import { ReferralHistory } from './referral-history.tsx';

/** An affiliate's record (spec part 2 §2 'Detail dialog') with their status selector. */
export function AffiliateDetail(props: { id: string; onClose: () => void }) {
  const affiliate = useQuery(affiliateQuery(props.id));
  return (
    <Dialog title="Detalhes do afiliado" onClose={props.onClose} wide fullOnPhone>
      <Loaded query={affiliate} error="Não foi possível carregar o afiliado.">
        {(a) => (
          <div className="space-y-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Nome" value={a.nome_completo} />
              <Fact label="E-mail" value={a.email} />
              <Fact label="CPF/CNPJ" value={formatDocument(a.cpf_cnpj)} />
              <Fact
                label="Código"
                value={
                  a.affiliate_code ? (
                    <span className="flex items-center gap-2">
                      <code>{a.affiliate_code}</code>
                      <CopyButton text={a.affiliate_code} label="Copiar código" />
                    </span>
                  ) : (
                    'Sem código (cadastro manual)'
                  )
                }
              />
              <Fact label="Indicações" value={a.total_referidos} />
              <Fact label="Saldo disponível" value={formatBRL(a.saldo_disponivel)} />
              <Fact
                label="Dados de pagamento"
                value={paymentDataText(a) ?? 'Nenhum dado bancário cadastrado'}
                className="sm:col-span-2"
              />
            </dl>
            <StatusSelector affiliate={a} />
            <CommissionHistory id={a.id} />
            <ReferralHistory id={a.id} />
          </div>
        )}
      </Loaded>
    </Dialog>
  );
}

function StatusSelector({ affiliate }: { affiliate: AdminAffiliateDetail }) {
  const change = useAffiliateStatus(affiliate.id);
  const [failed, setFailed] = useState<string | null>(null);
  const select = async (status: string) => {
    setFailed(null);
    try {
      await change.mutateAsync(status);
      notify('Status atualizado');
    } catch (error) {
      setFailed(`Erro ao atualizar status: ${(error as Error).message}`);
    }
  };
  return (
    <div>
      <label className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
        Status do afiliado
        <ValueSelect
          value={affiliate.status}
          disabled={change.isPending}
          onChange={(status) => void select(status)}
          options={labelTableOptions(AFFILIATE_STATUS_LABELS)}
          className="rounded-lg border border-brand-200 bg-white px-3 py-2 font-normal"
        />
      </label>
      <ErrorLine message={failed} />
    </div>
  );
}

function CommissionHistory({ id }: { id: string }) {
  return (
    <HistoryList
      title="Histórico de comissões"
      query={(pagina) => commissionsQuery(id, pagina)}
      error="Não foi possível carregar as comissões."
      empty="Nenhuma comissão registrada."
      cells={(c) => (
        <>
          <span className="font-semibold text-ink-900 capitalize">{c.tipo_comissao}</span>
          <span className="min-w-0 flex-1 truncate text-ink-700">{c.company_name ?? '—'}</span>
          <span className="font-semibold text-ink-900 tabular-nums">
            {formatBRL(c.valor_comissao)}
          </span>
        </>
      )}
    />
  );
}
