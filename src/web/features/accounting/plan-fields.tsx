import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { formatDate } from '../../../domain/format.ts';
import { FormField } from '../../components/form-field.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { moneyText } from '../../lib/numbers.ts';
import { SplitPreview, splitAsTyped } from './split-preview.tsx';

/** How a title is split, as typed: equal monthly parcelas, or each installment written out. */
export type PlanValues = {
  total_cents: string;
  parcelas: string;
  primeiro_vencimento: string;
  vencimentos: { vencimento: string; valor_cents: string }[];
};

export const emptyPlan = (total = ''): PlanValues => ({
  total_cents: total,
  parcelas: '1',
  primeiro_vencimento: '',
  vencimentos: [],
});

/**
 * Parcelas and the first due date with a live preview of the split, or — 'Escrever as
 * parcelas' — each installment's due date and value. `total` is the total as typed when the
 * form has no field of its own for it (a fatura sums its receivables).
 */
export function PlanFields(props: { total?: string }) {
  const form = useFormContext<PlanValues>();
  const [typedTotal, parcelas, primeiro] = useWatch({
    control: form.control,
    name: ['total_cents', 'parcelas', 'primeiro_vencimento'],
  });
  const typed = { total: props.total ?? typedTotal, parcelas, primeiro };
  const rows = useFieldArray({ control: form.control, name: 'vencimentos' });
  const { errors } = useFormState({ control: form.control, name: 'vencimentos' });
  const sumError = (get(errors, 'vencimentos') as { message?: string } | undefined)?.message;
  const [written, setWritten] = useState(false);
  const write = (on: boolean) => {
    setWritten(on);
    const plan = on ? (splitAsTyped(typed) ?? []) : [];
    form.setValue(
      'vencimentos',
      plan.map((line) => ({
        vencimento: formatDate(line.vencimento),
        valor_cents: moneyText(line.valor_cents),
      })),
    );
    if (on && plan.length === 0) rows.append({ vencimento: '', valor_cents: '' });
  };

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">Parcelas</legend>
      <label className="flex items-center gap-2 text-sm text-ink-900 sm:col-span-2">
        <input
          type="checkbox"
          checked={written}
          onChange={(e) => write(e.target.checked)}
          className="h-4 w-4 accent-brand-700"
        />
        Escrever cada parcela (datas e valores diferentes)
      </label>
      {written ? (
        <div className="space-y-2 sm:col-span-2">
          {rows.fields.map((row, i) => (
            <div key={row.id} className="flex items-start gap-2">
              <div className="grid flex-1 grid-cols-2 gap-2">
                <FormField<PlanValues>
                  name={`vencimentos.${i}.vencimento`}
                  label={`Vencimento ${i + 1}`}
                  placeholder="dd/mm/aaaa"
                  inputMode="numeric"
                />
                <FormField<PlanValues>
                  name={`vencimentos.${i}.valor_cents`}
                  label={`Valor ${i + 1} (R$)`}
                  inputMode="decimal"
                />
              </div>
              <div className="pt-6">
                <IconButton
                  icon={Trash2}
                  label={`Remover a parcela ${i + 1}`}
                  title="Remover"
                  onClick={() => rows.remove(i)}
                />
              </div>
            </div>
          ))}
          {sumError && (
            <p role="alert" className="text-sm text-red-700">
              {sumError}
            </p>
          )}
          <ActionButton
            icon={Plus}
            variant="ghost"
            onClick={() => rows.append({ vencimento: '', valor_cents: '' })}
          >
            Adicionar parcela
          </ActionButton>
        </div>
      ) : (
        <>
          <FormField<PlanValues> name="parcelas" label="Parcelas" inputMode="numeric" />
          <FormField<PlanValues>
            name="primeiro_vencimento"
            label="Primeiro vencimento"
            placeholder="dd/mm/aaaa"
            inputMode="numeric"
          />
          <SplitPreview typed={typed} />
        </>
      )}
    </fieldset>
  );
}
