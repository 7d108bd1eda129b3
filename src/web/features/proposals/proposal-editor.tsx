import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { formatBRL } from '../../../domain/money.ts';
import { lineTotalCents, proposalTotals } from '../../../domain/proposals/totals.ts';
import { MAX_PROPOSAL_LINES } from '../../../domain/proposals/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { LineFieldCells, type LineFieldCell } from '../../components/line-field-cells.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { parseCents, parseDecimal } from '../../../domain/decimal.ts';
import { reaisText } from '../../lib/numbers.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { servicesQuery } from './editor-api.ts';
import {
  emptyLine,
  type LineValues,
  type ProposalFormReturn,
  type ProposalFormValues,
} from './form-values.ts';

type Form = ProposalFormReturn;

// The Art. 10 warning says something only once a property is chosen: its code loads with the
// form's, not before its first paint.
const DistanceWarnings = lazyComponent(() =>
  import('../../components/distance-warnings.tsx').then((m) => m.DistanceWarnings),
);

/** The proposal's fields: client and place, lines of service with live totals, terms. */
export function ProposalEditor({ form }: { form: Form }) {
  const client = useWatch({ control: form.control, name: 'client_id' });
  const property = useWatch({ control: form.control, name: 'property_id' });
  const discountKind = useWatch({ control: form.control, name: 'desconto_tipo' });
  const billed = useWatch({ control: form.control, name: 'faturar_na_aprovacao' });
  return (
    <div className="space-y-6">
      <Section title="Cliente e local">
        <FormField form={form} name="client_id" as="register" kind="clients" label="Cliente *" />
        <FormField
          form={form}
          name="property_id"
          as="register"
          kind="properties"
          label="Propriedade"
          group={client}
          placeholder={client ? 'A definir' : 'Escolha o cliente primeiro'}
        />
        <FormField
          form={form}
          name="crop_id"
          as="register"
          kind="crops"
          label="Cultura"
          placeholder="A definir"
        />
        {/* The day is not chosen yet: the rules in force today; approving checks its day. */}
        <Suspense fallback={null}>
          <DistanceWarnings
            data={todayInSaoPaulo(new Date())}
            property_id={property}
            aircraft_id={null}
            then="A proposta pode seguir; a conclusão do voo pedirá uma justificativa, impressa no relatório."
            className="sm:col-span-2"
          />
        </Suspense>
      </Section>

      <LinesSection form={form} />

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
    </div>
  );
}

const UNITS = [
  { value: 'ha', label: 'Por hectare' },
  { value: 'hora', label: 'Por hora de voo' },
];

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
    if (!line.preco_unitario_cents && service.preco_cents !== null)
      form.setValue(`linhas.${index}.preco_unitario_cents`, reaisText(service.preco_cents));
  };
  const serviceOptions = (services.data ?? []).map((s) => ({ value: s.id, label: s.nome }));
  /** A line's fields, in the cells of its 12-column grid. */
  const lineCells = (index: number): LineFieldCell<ProposalFormValues>[] => [
    {
      cell: 'sm:col-span-4',
      field: {
        name: `linhas.${index}.service_id`,
        as: 'select',
        label: 'Serviço',
        placeholder: 'Outro (sem cadastro)',
        options: serviceOptions,
        onChange: (e) => pickService(index, e.target.value),
      },
    },
    { cell: 'sm:col-span-8', field: { name: `linhas.${index}.descricao`, label: 'Descrição *' } },
    {
      cell: 'sm:col-span-3',
      field: { name: `linhas.${index}.unidade`, as: 'select', label: 'Cobrança', options: UNITS },
    },
    {
      cell: 'sm:col-span-3',
      field: { name: `linhas.${index}.quantidade`, label: 'Quantidade *', inputMode: 'decimal' },
    },
    {
      cell: 'sm:col-span-3',
      field: {
        name: `linhas.${index}.preco_unitario_cents`,
        label: 'Preço unitário (R$) *',
        inputMode: 'decimal',
      },
    },
  ];
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
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-brand-50 bg-brand-50/30 p-3 sm:grid-cols-12"
            >
              <LineFieldCells form={form} cells={lineCells(index)} />
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
        <ActionButton
          icon={Plus}
          variant="outline"
          onClick={() => lines.append(emptyLine())}
          className="mt-4"
        >
          Adicionar serviço
        </ActionButton>
      )}
    </fieldset>
  );
}

/** A line as numbers, or null while something in it is not a number yet. */
function priced(line: LineValues | undefined) {
  if (!line) return null;
  const quantidade = parseDecimal(line.quantidade);
  const preco = parseCents(line.preco_unitario_cents);
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
