import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APP_NAME } from '../../../domain/constants.ts';
import { formatDay } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ButtonLink, buttonClasses } from '../../components/button-link.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { billingStatusQuery, errorText } from '../../lib/billing.ts';
import { ActionError } from '../../components/action-error.tsx';
import { useTestBilling } from './api.ts';

/**
 * The checkout and portal of the test mode (no payment provider configured): it sends, through
 * the server, the same signed events a real payment would — and says plainly nothing is paid.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const managing = params.get('acao') === 'gerenciar';
  const status = useQuery(billingStatusQuery);
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const go = (result: 'sucesso' | 'cancelada' | null) =>
    navigate(result ? `${paths.profile}?assinatura=${result}#assinatura` : paths.subscription);
  const pay = useTestBilling('pagar');
  const cancel = useTestBilling('cancelar');

  const body = () => {
    if (status.isPending) return <Spinner />;
    if (status.isError) return <p role="alert">{errorText(status.error)}</p>;
    const s = status.data;
    if (s.mode !== 'test') {
      return (
        <p className="mt-4 text-ink-700">
          Esta página só existe no modo de teste. Os pagamentos desta instalação são feitos pelo
          Stripe.
        </p>
      );
    }
    if (managing) {
      return (
        <>
          <p className="mt-4 text-ink-700">
            {s.has_subscription
              ? `Assinatura ativa: ${s.seats} usuário(s), ${formatBRL(s.total)}/mês. Próxima cobrança em ${formatDay(s.next_billing_date)}.`
              : 'A empresa não tem assinatura ativa.'}
          </p>
          <ActionError error={cancel.error} />
          <div className="mt-6 flex flex-wrap gap-3">
            {s.has_subscription && (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={cancel.isPending}
                className={buttonClasses('outline')}
              >
                {cancel.isPending ? 'Cancelando...' : 'Cancelar assinatura'}
              </button>
            )}
            <ButtonLink to={paths.subscription} variant="ghost">
              Voltar
            </ButtonLink>
          </div>
          {confirming && (
            <ConfirmDialog
              title="Cancelar a assinatura?"
              message="A equipe perde o acesso às funcionalidades até uma nova assinatura."
              confirmLabel="Cancelar assinatura"
              onConfirm={() => {
                setConfirming(false);
                cancel.mutate(undefined, { onSuccess: () => go(null) });
              }}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      );
    }
    return (
      <>
        <dl className="mt-6 divide-y divide-brand-50 rounded-xl border border-brand-100">
          <Row label="Empresa" value={me.data?.membership?.company.company_name ?? '—'} />
          <Row label="Plano" value={`${APP_NAME} Premium, mensal`} />
          <Row label="Usuários ativos" value={`${s.seats} × ${formatBRL(s.price_per_seat)}`} />
          <Row label="Total por mês" value={formatBRL(s.total)} strong />
        </dl>
        <p className="mt-3 text-sm text-ink-600">
          No modo de teste nenhum cartão é pedido e nada é cobrado; a assinatura fica ativa como
          ficaria após um pagamento aprovado.
        </p>
        <ActionError error={pay.error} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => pay.mutate(undefined, { onSuccess: () => go('sucesso') })}
            disabled={pay.isPending || pay.isSuccess}
            className={buttonClasses('primary', 'lg')}
          >
            {pay.isPending || pay.isSuccess
              ? 'Processando...'
              : `Pagar ${formatBRL(s.total)} (teste)`}
          </button>
          <button
            type="button"
            onClick={() => void queryClient.invalidateQueries().then(() => go('cancelada'))}
            className={buttonClasses('ghost')}
          >
            Cancelar
          </button>
        </div>
      </>
    );
  };

  return (
    <>
      <title>{`Checkout de teste — ${APP_NAME}`}</title>
      <section className="mx-auto max-w-lg rounded-2xl border border-brand-100 bg-white p-6 sm:p-8">
        <p className="flex items-center gap-2 rounded-lg bg-accent-300/40 px-3 py-2 font-semibold text-ink-900">
          <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
          Modo de teste — nenhum pagamento real
        </p>
        <h1 className="mt-4 text-2xl font-bold text-ink-900">
          {managing ? 'Gerenciar assinatura' : 'Assinar o Plano Premium'}
        </h1>
        {body()}
      </section>
    </>
  );
}

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <dt className="text-ink-600">{props.label}</dt>
      <dd className={props.strong ? 'text-lg font-bold text-ink-900' : 'text-ink-900'}>
        {props.value}
      </dd>
    </div>
  );
}
