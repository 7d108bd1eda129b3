import {
  lastDueProblem,
  splitInstallments,
  type InstallmentPlan,
} from '../../../domain/accounting/installments.ts';
import { MAX_INSTALLMENTS } from '../../../domain/accounting/values.ts';
import { isCalendarDate, isoDate } from '../../../domain/dates.ts';
import { parseCents, parseDecimal } from '../../../domain/decimal.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { counted } from '../../../domain/plural.ts';

/** The fields of a split as typed: the total in reais, how many, the first due date. */
export type SplitText = { total: string; parcelas: string; primeiro: string };

/**
 * The installments the server will make of a split as typed (the domain's own rule), or null
 * while the fields do not make one yet.
 */
export function splitAsTyped(typed: SplitText): InstallmentPlan[] | null {
  const total = parseCents(typed.total);
  const count = parseDecimal(typed.parcelas || '1');
  const first = isoDate(typed.primeiro);
  if (!total || total <= 0 || !Number.isInteger(total)) return null;
  if (!count || !Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) return null;
  if (typeof first !== 'string' || !isCalendarDate(first) || count > total) return null;
  if (lastDueProblem(first, count)) return null;
  return splitInstallments(total, count, first);
}

/** The live preview of a split: each installment's due date and value. */
export function SplitPreview({ typed }: { typed: SplitText }) {
  const plan = splitAsTyped(typed);
  return (
    <div aria-live="polite" className="rounded-xl bg-brand-50/60 p-3 text-sm sm:col-span-2">
      {plan ? (
        <>
          <p className="font-medium text-ink-900">
            {plan.length === 1 ? 'Parcela única' : counted(plan.length, 'parcela', 'parcelas')}
          </p>
          <ol aria-label="Parcelas" className="mt-1 max-h-40 space-y-0.5 overflow-y-auto">
            {plan.map((line) => (
              <li key={line.numero} className="flex justify-between gap-3 tabular-nums">
                <span>
                  {line.numero}/{plan.length} · {formatDate(line.vencimento)}
                </span>
                <span>{formatBRL(line.valor_cents)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-ink-600">
          Informe o valor total, as parcelas e o primeiro vencimento para ver as parcelas.
        </p>
      )}
    </div>
  );
}
