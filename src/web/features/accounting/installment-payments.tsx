import { Banknote, Undo2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type {
  FinancePayment,
  FinanceTitle,
} from '../../../domain/accounting/response-contracts.ts';
import { PAYMENT_METHOD_LABELS } from '../../../domain/accounting/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { MutationConfirm } from '../../components/mutation-confirm.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { notify } from '../../lib/notify.ts';
import { useReversePayment } from './api.ts';
import { InstallmentBadge } from './installment-badge.tsx';
import type { PayableInstallment } from './payment-dialog.tsx';

const PaymentDialog = lazyComponent(() =>
  import('./payment-dialog.tsx').then((m) => m.PaymentDialog),
);

/** 'Quitou R$ 1.000,00 · juros R$ 10,00 · multa R$ 20,00 · tarifa R$ 2,90', or '' without charges. */
function chargesText(payment: FinancePayment): string {
  const parts = (
    [
      ['juros', payment.juros_cents],
      ['multa', payment.multa_cents],
      ['desconto', payment.desconto_cents],
      ['tarifa', payment.tarifa_cents],
    ] as const
  )
    .filter(([, cents]) => cents > 0)
    .map(([name, cents]) => `${name} ${formatBRL(cents)}`);
  return parts.length ? [`Quitou ${formatBRL(payment.principal_cents)}`, ...parts].join(' · ') : '';
}

/** A title's installments, each with its payments, 'Registrar pagamento' and 'Estornar'. */
export function InstallmentPayments({ title }: { title: FinanceTitle }) {
  const [paying, setPaying] = useState<PayableInstallment | null>(null);
  const [reversing, setReversing] = useState<FinancePayment | null>(null);
  const open = !title.cancelado_at;
  return (
    <DetailSection title="Parcelas">
      <ul className="mt-2 space-y-2">
        {title.parcelas.map((parcela) => (
          <li key={parcela.id} className="rounded-xl border border-brand-100 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink-900 tabular-nums">
                {parcela.numero}/{title.parcelas.length} · vence {formatDate(parcela.vencimento)}
              </p>
              <InstallmentBadge status={parcela.status} />
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-700 tabular-nums">
              <span className="whitespace-nowrap">Valor {formatBRL(parcela.valor_cents)}</span>
              <span className="whitespace-nowrap">Pago {formatBRL(parcela.pago_cents)}</span>
              <strong className="whitespace-nowrap">Saldo {formatBRL(parcela.saldo_cents)}</strong>
            </p>
            {parcela.pagamentos.length > 0 && (
              <ul aria-label={`Pagamentos da parcela ${parcela.numero}`} className="mt-2 space-y-1">
                {parcela.pagamentos.map((payment) => (
                  <li
                    key={payment.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50/60 px-3 py-1.5 text-sm"
                  >
                    <span>
                      {formatDate(payment.data)} · {PAYMENT_METHOD_LABELS[payment.metodo]} ·{' '}
                      {payment.conta}
                      {payment.conciliado && ' · conciliado'}
                      {payment.observacao && ` · ${payment.observacao}`}
                      {chargesText(payment) && (
                        <span className="block text-ink-700 tabular-nums">
                          {chargesText(payment)}
                        </span>
                      )}
                    </span>
                    <span className="flex items-center gap-2">
                      <strong className="tabular-nums">{formatBRL(payment.valor_cents)}</strong>
                      {open && (
                        <ActionButton
                          icon={Undo2}
                          variant="ghost"
                          onClick={() => setReversing(payment)}
                          className="px-2 py-1"
                        >
                          Estornar
                        </ActionButton>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {open && parcela.saldo_cents > 0 && (
              <ActionButton
                icon={Banknote}
                variant="outline"
                onClick={() =>
                  setPaying({
                    ...parcela,
                    parcelas: title.parcelas.length,
                    descricao: title.descricao,
                  })
                }
                className="mt-2"
              >
                Registrar pagamento
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      {paying && (
        <Suspense>
          <PaymentDialog installment={paying} lado={title.lado} onClose={() => setPaying(null)} />
        </Suspense>
      )}
      {reversing && <ReverseDialog payment={reversing} onClose={() => setReversing(null)} />}
    </DetailSection>
  );
}

/** 'Estornar': asks before undoing a payment; says why it could not, if so. */
function ReverseDialog(props: { payment: FinancePayment; onClose: () => void }) {
  const { payment } = props;
  return (
    <MutationConfirm
      title="Estornar pagamento?"
      message={`O pagamento de ${formatBRL(payment.valor_cents)} em ${formatDate(payment.data)} (${payment.conta}) deixa de contar e a parcela volta a ter esse saldo.${payment.conciliado ? ' A linha do extrato que o confirmou volta a ficar pendente.' : ''}`}
      confirmLabel="Estornar"
      pendingLabel="Estornando..."
      mutation={useReversePayment()}
      variables={payment.id}
      onDone={() => notify('Pagamento estornado.')}
      onClose={props.onClose}
    />
  );
}
