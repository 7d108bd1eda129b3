import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { memberBadge, trialDaysLeft } from '../../../domain/companies/badges.ts';
import { formatDay } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { BillingStatus, Invoice } from '../../../domain/subscription/contracts.ts';
import { notify } from '../../lib/notify.ts';
import { Loaded } from '../../components/loaded.tsx';
import { BillingButton, SubscribeButton } from '../../components/subscribe-button.tsx';
import { billingStatusQuery, invoicesQuery } from '../../lib/billing.ts';

const CHARGE_LABELS: Record<Invoice['status'], string> = {
  paid: 'Paga',
  pending: 'Pendente',
  failed: 'Falhou',
  refunded: 'Reembolsada',
};

const RETURN_NOTICES: Record<string, { title: string; description: string }> = {
  sucesso: {
    title: 'Assinatura confirmada',
    description: 'Obrigado! O acesso completo está liberado para toda a equipe.',
  },
  cancelada: {
    title: 'Pagamento não concluído',
    description: 'Nada foi cobrado. Você pode assinar quando quiser.',
  },
};

/** Perfil → Assinatura: plan, seats, price per seat and total, next billing, invoices. */
export function SubscriptionPanel({ manages }: { manages: boolean }) {
  const status = useQuery(billingStatusQuery);
  const [params, setParams] = useSearchParams();
  // Back from the checkout or the portal: say how it went once, and clean the address.
  const returned = params.get('assinatura');
  useEffect(() => {
    const notice = returned ? RETURN_NOTICES[returned] : undefined;
    if (!notice) return;
    notify(notice.title, notice.description);
    setParams(
      (current) => {
        current.delete('assinatura');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returned, setParams]);

  return (
    <section
      id="assinatura"
      aria-labelledby="assinatura-titulo"
      className="rounded-2xl border border-brand-100 bg-white p-6 lg:col-span-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assinatura-titulo" className="text-lg font-semibold text-ink-900">
          Assinatura
        </h2>
        {status.data && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            {memberBadge(status.data, status.data.trial)}
          </span>
        )}
      </div>
      <Loaded query={status} error="Não foi possível carregar a assinatura.">
        {(billing) => (
          <>
            {billing.mode === 'test' && (
              <p className="mt-2 rounded-lg bg-accent-300/40 px-3 py-2 text-sm font-medium text-ink-900">
                Modo de teste — nenhum pagamento real
              </p>
            )}
            <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label="Plano" value="Premium" />
              <Figure
                label="Usuários ativos"
                value={`${billing.seats} × ${formatBRL(billing.price_per_seat)}`}
              />
              <Figure label="Total mensal" value={formatBRL(billing.total)} />
              <Figure
                label="Próxima cobrança"
                value={billing.has_subscription ? formatDay(billing.next_billing_date) : '—'}
              />
            </dl>
            <p className="mt-4 text-sm text-ink-700">{situation(billing)}</p>
            {manages && (
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {billing.has_subscription ? (
                  <BillingButton
                    to="portal"
                    label="Gerenciar assinatura"
                    busyLabel="Abrindo..."
                    variant="outline"
                  />
                ) : (
                  <SubscribeButton />
                )}
              </div>
            )}
            {manages && <Invoices />}
          </>
        )}
      </Loaded>
    </section>
  );
}

function situation(s: BillingStatus) {
  if (s.subscription_status === 'active') {
    return s.status === 'payment_required'
      ? 'O último pagamento falhou. Atualize o cartão em "Gerenciar assinatura" para não perder o acesso.'
      : 'Assinatura ativa: cada usuário ativo da empresa é cobrado por mês, proporcionalmente quando entra ou sai.';
  }
  if (s.trial.active) {
    return `Período de teste: ${trialDaysLeft(s.trial.days_remaining)} (até ${formatDay(s.trial.ends_at)}). Assine para não perder o acesso.`;
  }
  return 'Sem assinatura ativa: assine para voltar a usar todas as funcionalidades.';
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-ink-900">{value}</dd>
    </div>
  );
}

function Invoices() {
  const invoices = useQuery(invoicesQuery);
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-ink-900">Cobranças</h3>
      <Loaded query={invoices} error="Não foi possível carregar as cobranças.">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">Nenhuma cobrança ainda.</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-ink-600">
                <tr>
                  <th className="py-2 font-medium">Data</th>
                  <th className="py-2 text-right font-medium">Valor</th>
                  <th className="py-2 text-right font-medium">Situação</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-50">
                {list.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="py-2 text-ink-900">{formatDay(invoice.created_at)}</td>
                    <td className="py-2 text-right text-ink-900 tabular-nums">
                      {formatBRL(invoice.amount)}
                    </td>
                    <td className="py-2 text-right text-ink-700">
                      {CHARGE_LABELS[invoice.status]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </div>
  );
}
