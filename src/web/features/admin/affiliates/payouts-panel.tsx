import { useQuery } from '@tanstack/react-query';
import { Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { AdminPayout } from '../../../../domain/affiliates/admin-contracts.ts';
import {
  isPayoutClosed,
  paymentDataText,
  previousMonth,
} from '../../../../domain/affiliates/payouts.ts';
import { PAYOUT_STATUS_LABELS } from '../../../../domain/affiliates/values.ts';
import { todayInSaoPaulo } from '../../../../domain/dates.ts';
import { formatDay, formatMonth } from '../../../../domain/format.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { counted } from '../../../../domain/plural.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { ErrorLine } from '../../../components/action-error.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { Tag } from '../../../components/tag.tsx';
import { notify } from '../../../lib/notify.ts';
import { payoutsQuery, useGeneratePayouts } from './api.ts';
import { ProcessDialog } from './process-dialog.tsx';

const TONES = { pendente: 'warn', processando: 'info', pago: 'ok', cancelado: 'muted' } as const;

/** 'Pagamentos a Processar' (spec part 2 §2): a month's batches generated, processed, exported. */
export function PayoutsPanel() {
  const last = previousMonth(todayInSaoPaulo(new Date())).slice(0, 7);
  // The month shown, exported and generated: last month unless another is chosen ('' lists all).
  const [mes, setMes] = useState(last);
  const [pagina, setPagina] = useState(1);
  const [processing, setProcessing] = useState<AdminPayout | null>(null);
  const payouts = useQuery(payoutsQuery(mes, pagina));
  const batchMonth = mes || last;
  const generate = useGeneratePayouts();
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setFailed(null);
    try {
      const { criados } = await generate.mutateAsync(batchMonth);
      notify(
        criados > 0
          ? counted(criados, 'pagamento gerado', 'pagamentos gerados')
          : 'Nenhum pagamento a gerar',
        `Comissões pendentes até ${formatMonth(batchMonth)}.`,
      );
    } catch (error) {
      setFailed(`Erro ao gerar pagamentos: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <h2 className="text-lg font-bold text-ink-900 lg:mr-auto">Pagamentos a Processar</h2>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          Mês
          <input
            type="month"
            value={mes}
            onChange={(event) => {
              setMes(event.target.value);
              setPagina(1);
            }}
            className="rounded-lg border border-brand-200 bg-white px-3 py-2"
          />
        </label>
        {mes && (
          <a
            href={`/api/admin/affiliate-payouts/csv?mes=${mes}`}
            download
            className={buttonClasses('outline')}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> CSV de {formatMonth(mes)}
          </a>
        )}
        <button
          type="button"
          onClick={() => void run()}
          disabled={generate.isPending}
          className={`${buttonClasses()} disabled:opacity-60`}
        >
          {generate.isPending ? 'Gerando...' : `Gerar pagamentos de ${formatMonth(batchMonth)}`}
        </button>
      </div>
      <ErrorLine message={failed} />
      <PagedItems
        query={payouts}
        error="Não foi possível carregar os pagamentos. Tente novamente."
        empty={
          <EmptyState icon={Wallet}>
            {mes ? `Nenhum pagamento de ${formatMonth(mes)}.` : 'Nenhum pagamento gerado.'}
          </EmptyState>
        }
        page={pagina}
        onPage={setPagina}
        className="mt-4 space-y-2"
        item={(p) => <PayoutRow key={p.id} payout={p} onProcess={() => setProcessing(p)} />}
      />
      {processing && <ProcessDialog payout={processing} onClose={() => setProcessing(null)} />}
    </>
  );
}

function PayoutRow({ payout: p, onProcess }: { payout: AdminPayout; onProcess: () => void }) {
  const closed = isPayoutClosed(p.status);
  const date = p.data_pagamento ?? p.data_processamento ?? p.created_at;
  return (
    <li className="grid gap-2 rounded-2xl border border-brand-100 bg-white p-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_auto] lg:items-center lg:gap-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink-900">{p.nome_completo}</p>
        <p className="text-sm text-ink-600">
          {formatMonth(p.mes_referencia)} ·{' '}
          {counted(p.quantidade_comissoes, 'comissão', 'comissões')}
        </p>
        <p className="text-lg font-bold text-ink-900 tabular-nums">{formatBRL(p.valor_total)}</p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-ink-700">{paymentDataText(p) ?? 'Dados não cadastrados'}</p>
        <p className="mt-1 flex items-center gap-2 text-ink-600">
          <Tag tone={TONES[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</Tag>
          <span className="tabular-nums">{formatDay(date)}</span>
        </p>
        {p.observacoes && <p className="mt-1 text-ink-600">{p.observacoes}</p>}
      </div>
      <div className="flex gap-2 lg:justify-end">
        <a
          href={`/api/admin/affiliate-payouts/${p.id}/csv`}
          download
          className={buttonClasses('ghost')}
          aria-label={`CSV do pagamento de ${p.nome_completo}`}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> CSV
        </a>
        <button
          type="button"
          onClick={onProcess}
          disabled={closed}
          className={`${buttonClasses(closed ? 'outline' : 'brand')} disabled:opacity-60`}
          aria-label={closed ? undefined : `Processar pagamento de ${p.nome_completo}`}
        >
          {closed ? PAYOUT_STATUS_LABELS[p.status] : 'Processar'}
        </button>
      </div>
    </li>
  );
}
