import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { formatBRL } from '../../../domain/money.ts';
import { lineTotalCents } from '../../../domain/proposals/totals.ts';
import { MAX_PROPOSAL_LINES } from '../../../domain/proposals/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { LineFieldCells, type LineFieldCell } from '../../components/line-field-cells.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { reaisText } from '../../lib/numbers.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { servicesQuery } from './editor-api.ts';
import {
  emptyLine,
  priced,
  type ProposalFormReturn,
  type ProposalFormValues,
} from './form-values.ts';

type Form = ProposalFormReturn;

// The Art. 10 warning says something only once a property is chosen: its code loads with the
// form's, not before its first paint.
// The terms and the totals, below the first screen (proposal-terms.tsx).
const ProposalTerms = lazyComponent(() =>
  import('./proposal-terms.tsx').then((m) => m.ProposalTerms),
);
const DistanceWarnings = lazyComponent(() =>
  import('../../components/distance-warnings.tsx').then((m) => m.DistanceWarnings),
);

/** The proposal's fields: client and place, lines of service with live totals, terms. */
export function ProposalEditor({ form }: { form: Form }) {
  const client = useWatch({ control: form.control, name: 'client_id' });
  const property = useWatch({ control: form.control, name: 'property_id' });
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

      {/* Below the first screen, on a phone and on a computer (under the actions' bar): its code
          loads with the form's, and the space of a screen holds its place until then. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <ProposalTerms form={form} />
      </Suspense>
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
