import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatBRL } from '../../../domain/money.ts';
import { lineTotalCents, proposalTotals } from '../../../domain/proposals/totals.ts';
import { MAX_PROPOSAL_LINES } from '../../../domain/proposals/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Field } from '../../components/field.tsx';
import { RegisterSelect } from '../../components/register-select.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextareaField } from '../../components/textarea-field.tsx';
import { decimalText, parseDecimal, parseMoneyCents } from '../../lib/numbers.ts';
import { servicesQuery } from './api.ts';
import { emptyLine, type LineValues, type ProposalFormValues } from './form-values.ts';

type Form = UseFormReturn<ProposalFormValues>;

/** The proposal's fields: client and place, lines of service with live totals, terms. */
export function ProposalEditor({ form }: { form: Form }) {
  const { errors } = form.formState;
  const client = useWatch({ control: form.control, name: 'client_id' });
  const discountKind = useWatch({ control: form.control, name: 'desconto_tipo' });
  return (
    <div className="space-y-6">
      <Section title="Cliente e local">
        <RegisterSelect
          kind="clients"
          label="Cliente *"
          error={errors.client_id?.message}
          {...form.register('client_id')}
        />
        <RegisterSelect
          kind="properties"
          label="Propriedade"
          group={client}
          placeholder={client ? 'A definir' : 'Escolha o cliente primeiro'}
          error={errors.property_id?.message}
          {...form.register('property_id')}
        />
        <RegisterSelect
          kind="crops"
          label="Cultura"
          placeholder="A definir"
          error={errors.crop_id?.message}
          {...form.register('crop_id')}
        />
      </Section>

      <LinesSection form={form} />

      <Section title="Desconto, validade e condições">
        <SelectField
          label="Desconto"
          placeholder="Sem desconto"
          options={[
            { value: 'percentual', label: 'Percentual (%)' },
            { value: 'valor', label: 'Valor (R$)' },
          ]}
          {...form.register('desconto_tipo')}
        />
        {discountKind && (
          <Field
            label={discountKind === 'percentual' ? 'Desconto (%)' : 'Desconto (R$)'}
            inputMode="decimal"
            placeholder={discountKind === 'percentual' ? '5' : '500,00'}
            error={errors.desconto_valor?.message}
            {...form.register('desconto_valor')}
          />
        )}
        <Field
          label="Válida até *"
          type="date"
          error={errors.validade?.message}
          {...form.register('validade')}
        />
        <Field
          label="Condições de pagamento"
          placeholder="50% na aprovação, 50% após a aplicação"
          error={errors.condicoes_pagamento?.message}
          {...form.register('condicoes_pagamento')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label="Observações"
            error={errors.observacoes?.message}
            {...form.register('observacoes')}
          />
        </div>
      </Section>
      <Totals form={form} />
    </div>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-ink-900">{props.title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}

function LinesSection({ form }: { form: Form }) {
  const lines = useFieldArray({ control: form.control, name: 'linhas' });
  const services = useQuery(servicesQuery);
  const errors = form.formState.errors.linhas;
  /** Choosing a service fills description, unit and price, unless already typed. */
  const pickService = (index: number, id: string) => {
    const service = services.data?.find((s) => s.id === id);
    if (!service) return;
    const line = form.getValues(`linhas.${index}`);
    const known = services.data?.some((s) => s.nome === line.descricao);
    if (!line.descricao || known) form.setValue(`linhas.${index}.descricao`, service.nome);
    form.setValue(`linhas.${index}.unidade`, service.unidade_preco);
    if (!line.preco && service.preco_cents !== null)
      form.setValue(`linhas.${index}.preco`, decimalText(service.preco_cents / 100));
  };
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-ink-900">Serviços</legend>
      {errors?.message && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {errors.message}
        </p>
      )}
      <ol className="space-y-4">
        {lines.fields.map((field, index) => {
          const lineErrors = errors?.[index];
          const service = form.register(`linhas.${index}.service_id`);
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-brand-50 bg-brand-50/30 p-3 sm:grid-cols-12"
            >
              <div className="sm:col-span-4">
                <SelectField
                  label="Serviço"
                  placeholder="Outro (sem cadastro)"
                  options={(services.data ?? []).map((s) => ({ value: s.id, label: s.nome }))}
                  error={lineErrors?.service_id?.message}
                  {...service}
                  onChange={(e) => {
                    void service.onChange(e);
                    pickService(index, e.target.value);
                  }}
                />
              </div>
              <div className="sm:col-span-8">
                <Field
                  label="Descrição *"
                  error={lineErrors?.descricao?.message}
                  {...form.register(`linhas.${index}.descricao`)}
                />
              </div>
              <div className="sm:col-span-3">
                <SelectField
                  label="Cobrança"
                  placeholder="Selecione..."
                  options={[
                    { value: 'ha', label: 'Por hectare' },
                    { value: 'hora', label: 'Por hora de voo' },
                  ]}
                  error={lineErrors?.unidade?.message}
                  {...form.register(`linhas.${index}.unidade`)}
                />
              </div>
              <div className="sm:col-span-3">
                <Field
                  label="Quantidade *"
                  inputMode="decimal"
                  placeholder="480,5"
                  error={lineErrors?.quantidade?.message}
                  {...form.register(`linhas.${index}.quantidade`)}
                />
              </div>
              <div className="sm:col-span-3">
                <Field
                  label="Preço unitário (R$) *"
                  inputMode="decimal"
                  placeholder="42,00"
                  error={lineErrors?.preco?.message}
                  {...form.register(`linhas.${index}.preco`)}
                />
              </div>
              <div className="flex items-end justify-between gap-2 sm:col-span-3">
                <LineTotal form={form} index={index} />
                <button
                  type="button"
                  onClick={() => lines.remove(index)}
                  disabled={lines.fields.length === 1}
                  aria-label={`Remover o serviço ${index + 1}`}
                  className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-40"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {lines.fields.length < MAX_PROPOSAL_LINES && (
        <button
          type="button"
          onClick={() => lines.append(emptyLine())}
          className={`mt-4 ${buttonClasses('outline')}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar serviço
        </button>
      )}
    </fieldset>
  );
}

/** A line as numbers, or null while something in it is not a number yet. */
function priced(line: LineValues | undefined) {
  if (!line) return null;
  const quantidade = parseDecimal(line.quantidade);
  const preco = parseMoneyCents(line.preco);
  if (quantidade === null || preco === null || Number.isNaN(quantidade) || Number.isNaN(preco))
    return null;
  return { quantidade, preco_unitario_cents: preco };
}

function LineTotal({ form, index }: { form: Form; index: number }) {
  const line = priced(useWatch({ control: form.control, name: `linhas.${index}` }));
  return (
    <p className="text-sm text-ink-700">
      <span className="block text-xs text-ink-600">Valor</span>
      <span className="font-semibold text-ink-900">
        {line ? formatBRL(lineTotalCents(line)) : '—'}
      </span>
    </p>
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
    kind === 'valor'
      ? parseMoneyCents(values.desconto_valor ?? '')
      : parseDecimal(values.desconto_valor ?? '');
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
