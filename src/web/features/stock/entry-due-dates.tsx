import { Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { addMonths, isCalendarDate } from '../../../domain/dates.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { EntryInput } from '../../../domain/stock/contracts.ts';
import { FormField, type BoundField } from '../../components/form-field.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { AddRowButton } from './add-row-button.tsx';
import { typedTotals, type EntryValues } from './entry-values.ts';

/**
 * 'Vencimentos' of the NF: its duplicatas, each a due date and a value, filled from the NF-e's
 * `cobr`. None: the payable falls due on the NF's date (paid on delivery), as the hint says.
 */
export function EntryDueDates({ form }: { form: UseFormReturn<EntryValues, unknown, EntryInput> }) {
  const Field = FormField as BoundField<EntryValues>;
  const dues = useFieldArray({ control: form.control, name: 'vencimentos' });
  const error = form.formState.errors.vencimentos;
  const problem = error?.message ?? error?.root?.message;
  const [linhas, vencimentos] = useWatch({
    control: form.control,
    name: ['linhas', 'vencimentos'],
  });
  const totals = typedTotals({ linhas, vencimentos });
  /** A new installment a month after the last one (or after the NF's date). */
  const next = () => {
    const last = dues.fields.length
      ? form.getValues(`vencimentos.${dues.fields.length - 1}.vencimento`)
      : form.getValues('nf_data');
    return { vencimento: isCalendarDate(last) ? addMonths(last, 1) : '', valor_cents: '' };
  };
  return (
    <fieldset className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4">
      <legend className="px-1 text-base font-bold text-brand-700">Vencimentos</legend>
      <p className="text-sm text-ink-700" aria-live="polite">
        {dues.fields.length
          ? `As parcelas devem somar o total dos itens: ${formatBRL(totals.parcelas)} de ${formatBRL(totals.itens)}.`
          : 'Sem vencimentos, a conta a pagar vence na data da NF (à vista). Numa compra a prazo, inclua as duplicatas.'}
      </p>
      {dues.fields.map((due, index) => (
        <div
          key={due.id}
          role="group"
          aria-label={`Parcela ${index + 1}`}
          className="grid grid-cols-[1fr_1fr_auto] items-end gap-3"
        >
          <Field name={`vencimentos.${index}.vencimento`} label="Vencimento" type="date" />
          <Field name={`vencimentos.${index}.valor_cents`} label="Valor (R$)" inputMode="decimal" />
          <IconButton
            icon={Trash2}
            label={`Remover parcela ${index + 1}`}
            title="Remover parcela"
            onClick={() => dues.remove(index)}
          />
        </div>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <AddRowButton onClick={() => dues.append(next())}>Adicionar vencimento</AddRowButton>
    </fieldset>
  );
}
