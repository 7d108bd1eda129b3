import { useWatch } from 'react-hook-form';
import { formatBRL } from '../../../domain/money.ts';
import { parseCents, parseDecimal } from '../../../domain/decimal.ts';
import { proposalTotals } from '../../../domain/proposals/totals.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { priced, type LineValues, type ProposalFormReturn } from './form-values.ts';

type Form = ProposalFormReturn;

/**
 * The proposal editor's last part (proposal-editor.tsx): discount, validity and terms, then
 * the totals. Below the first screen, its code loads with the editor's, not before its first
 * paint.
 */
export function ProposalTerms({ form }: { form: Form }) {
  const discountKind = useWatch({ control: form.control, name: 'desconto_tipo' });
  const billed = useWatch({ control: form.control, name: 'faturar_na_aprovacao' });
  return (
    <>
      <Section title="Desconto, validade e condições">
        <FormField
          form={form}
          name="desconto_tipo"
          as="select"
          label="Desconto"
          placeholder="Sem desconto"
          options={[
            { value: 'percentual', label: 'Percentual (%)' },
            { value: 'valor', label: 'Valor (R$)' },
          ]}
        />
        {discountKind && (
          <FormField
            form={form}
            name="desconto_valor"
            label={discountKind === 'percentual' ? 'Desconto (%)' : 'Desconto (R$)'}
            inputMode="decimal"
          />
        )}
        <FormField form={form} name="validade" label="Válida até *" type="date" />
        <FormField
          form={form}
          name="condicoes_pagamento"
          label="Condições de pagamento"
          hint="Ex.: 50% na aprovação, 50% após a aplicação."
        />
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
            <input
              type="checkbox"
              {...form.register('faturar_na_aprovacao')}
              className="h-4 w-4 accent-brand-700"
            />
            Faturar na aprovação
          </label>
          <p className="mt-1 text-sm text-ink-600">
            Uma conta a receber do total ao aprovar, em vez de uma por operação concluída.
          </p>
        </div>
        {billed && (
          <FormField
            form={form}
            name="parcelas"
            label="Parcelas"
            inputMode="numeric"
            hint="Mensais; a primeira vence pela condição de pagamento do cliente."
          />
        )}
        <div className="sm:col-span-2">
          <FormField form={form} name="observacoes" as="textarea" label="Observações" />
        </div>
      </Section>
      <Totals form={form} />
    </>
  );
}

function Totals({ form }: { form: Form }) {
  const values = useWatch({ control: form.control });
  const lines = (values.linhas ?? []).flatMap((line) => {
    const p = priced(line as LineValues);
    return p ? [p] : [];
  });
  const kind = values.desconto_tipo || null;
  const raw =
    kind === 'valor' ? parseCents(values.desconto_valor) : parseDecimal(values.desconto_valor);
  const totals = proposalTotals(lines, {
    tipo: kind,
    valor: raw === null || Number.isNaN(raw) ? 0 : raw,
  });
  return (
    <dl
      aria-live="polite"
      className="ml-auto grid max-w-sm grid-cols-2 gap-x-6 gap-y-1 rounded-2xl border border-brand-100 bg-white p-4 text-right"
    >
      <dt className="text-ink-600">Subtotal</dt>
      <dd className="text-ink-900">{formatBRL(totals.subtotal_cents)}</dd>
      <dt className="text-ink-600">Desconto</dt>
      <dd className="text-ink-900">
        {totals.desconto_cents ? `− ${formatBRL(totals.desconto_cents)}` : '—'}
      </dd>
      <dt className="font-bold text-ink-900">Total</dt>
      <dd className="text-lg font-bold text-ink-900" data-testid="proposal-total">
        {formatBRL(totals.total_cents)}
      </dd>
    </dl>
  );
}
