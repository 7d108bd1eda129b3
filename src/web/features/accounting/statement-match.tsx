import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  MatchSuggestion,
  StatementLine,
} from '../../../domain/accounting/response-contracts.ts';
import type { PaymentMethod } from '../../../domain/accounting/values.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { ActionError } from '../../components/action-error.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { notify } from '../../lib/notify.ts';
import { useReconcileLine } from './statement-api.ts';

/** What a statement line may pay: a suggestion, or an open installment picked by hand. */
export type Payable = Pick<
  MatchSuggestion,
  'descricao' | 'contraparte' | 'numero' | 'parcelas' | 'vencimento' | 'saldo_cents'
>;

/** How the money moved, as the bank's text tells ('PIX RECEBIDO …'); a TED when it does not. */
const methodOf = (descricao: string): PaymentMethod =>
  /\bpix\b/i.test(descricao) ? 'pix' : /boleto/i.test(descricao) ? 'boleto' : 'ted';

/**
 * An installment the line may pay, as a row of a list: what goes before it (a suggestion's
 * confidence and reason), its title, who it is with, its due date and what is left, and
 * 'Confirmar'.
 */
export function MatchRow(props: {
  line: StatementLine;
  installmentId: string;
  payable: Payable;
  children?: ReactNode;
}) {
  const { payable } = props;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/30 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        {props.children}
        <p className="font-semibold break-words text-ink-900">
          {payable.descricao}
          {payable.parcelas > 1 && (
            <span className="font-normal text-ink-600">
              {' '}
              · parcela {payable.numero}/{payable.parcelas}
            </span>
          )}
        </p>
        <p className="text-ink-700">
          {payable.contraparte ?? 'Sem contraparte'} · vence {formatDate(payable.vencimento)} ·
          saldo <span className="tabular-nums">{formatBRL(payable.saldo_cents)}</span>
        </p>
      </div>
      <ConfirmMatch line={props.line} installmentId={props.installmentId} />
    </li>
  );
}

/** 'Confirmar': one click records the line as this installment's payment. */
function ConfirmMatch(props: { line: StatementLine; installmentId: string }) {
  const { line } = props;
  // Said when the answer arrives, before the lists are read again: the line's suggestions, this
  // button among them, leave the screen with the refresh.
  const reconcile = useReconcileLine(line.id, () =>
    notify('Pagamento conciliado.', `${line.descricao} · ${formatBRL(line.valor_cents)}`),
  );
  const confirm = () =>
    reconcile.mutate({ installment_id: props.installmentId, metodo: methodOf(line.descricao) });
  return (
    <div className="shrink-0">
      <button
        type="button"
        onClick={confirm}
        disabled={reconcile.isPending}
        className={`${buttonClasses()} disabled:opacity-60`}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        {reconcile.isPending ? 'Confirmando...' : 'Confirmar'}
      </button>
      <ActionError error={reconcile.error} />
    </div>
  );
}
