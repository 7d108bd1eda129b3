import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDecimal } from '../../../domain/format.ts';
import { flightHours, totalQuantity } from '../../../domain/operations/quantities.ts';
import {
  PILOT_EDITABLE_FIELDS,
  VOLUME_UNITS,
  WIND_DIRECTIONS,
} from '../../../domain/operations/values.ts';
import { weatherWarnings } from '../../../domain/operations/weather.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormField, type FieldOf } from '../../components/form-field.tsx';
import { parseDecimal } from '../../lib/numbers.ts';
import { useMe } from '../../lib/session.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { emptyLine, type OperationFormValues } from './form-values.ts';

type Form = UseFormReturn<OperationFormValues>;
type Name = Exclude<keyof OperationFormValues, 'products'>;

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

/**
 * The operation in the sections of the relatório operacional. A pilot records only the flight's
 * times, weather and horímetro (the server enforces the same); a closed operation is read-only.
 */
export function OperationForm(props: { form: Form; readOnly: boolean; pilotOnly: boolean }) {
  const { form, readOnly, pilotOnly } = props;
  const locked = (name: string) => readOnly || (pilotOnly && !pilotFields.has(name));
  /** A field of the operation, locked as the person's role and the status say. */
  const field = (props: FieldOf<OperationFormValues>) => (
    <FormField {...props} form={form} disabled={locked(props.name)} />
  );
  const decimal = (name: Name, label: string, placeholder?: string) =>
    field({ name, label, placeholder, inputMode: 'decimal' });
  const windDirection = (name: Name, label: string) =>
    field({ name, label, as: 'select', options: choices(WIND_DIRECTIONS) });

  return (
    <div className="space-y-6">
      <Section title="Contratante e local">
        {field({
          name: 'client_id',
          label: 'Contratante *',
          as: 'register',
          kind: 'clients',
        })}
        <PropertySelect form={form} disabled={locked('property_id')} />
      </Section>

      <Section title="Serviço e cultura">
        {field({
          name: 'service_id',
          label: 'Tipo de serviço',
          as: 'register',
          kind: 'services',
        })}
        {field({ name: 'crop_id', label: 'Cultura', as: 'register', kind: 'crops' })}
        {decimal('area_ha', 'Área tratada (ha)', '120,50')}
        {decimal('preco_unitario_cents', 'Preço (R$ por ha ou hora)', 'padrão do serviço')}
      </Section>

      <ProductsSection form={form} disabled={readOnly || pilotOnly} />

      <Section title="Aeronave e equipe">
        {field({ name: 'aircraft_id', label: 'Aeronave', as: 'register', kind: 'aircraft' })}
        {field({ name: 'pilot_id', label: 'Piloto', as: 'register', kind: 'pilots' })}
        {field({
          name: 'agronomist_id',
          label: 'Engenheiro agrônomo',
          as: 'register',
          kind: 'technicians',
          group: 'agronomo',
        })}
        {field({
          name: 'technician_id',
          label: 'Técnico executor',
          as: 'register',
          kind: 'technicians',
        })}
      </Section>

      <Section title="Parâmetros de aplicação">
        {decimal('altura_voo_m', 'Altura de voo (m)', '3,5')}
        {decimal('largura_faixa_m', 'Largura da faixa (m)', '18')}
        {field({
          name: 'bico_tipo',
          label: 'Tipo de bico/atomizador',
          placeholder: 'Atomizador rotativo',
        })}
        {field({
          name: 'bico_modelo',
          label: 'Modelo de bico/atomizador',
          placeholder: 'Micronair AU5000',
        })}
        {decimal('bico_angulo', 'Ângulo do bico (graus)')}
      </Section>

      <Section title="Condições meteorológicas">
        {decimal('temperatura_inicio', 'Temperatura no início (°C)')}
        {decimal('temperatura_fim', 'Temperatura no término (°C)')}
        {decimal('umidade_inicio', 'Umidade relativa no início (%)')}
        {decimal('umidade_fim', 'Umidade relativa no término (%)')}
        {decimal('vento_inicio', 'Vento no início (km/h)')}
        {decimal('vento_fim', 'Vento no término (km/h)')}
        {windDirection('vento_direcao_inicio', 'Direção do vento no início')}
        {windDirection('vento_direcao_fim', 'Direção do vento no término')}
        <WeatherCheck form={form} />
      </Section>

      <Section title="Horários e horímetro">
        {field({ name: 'data', label: 'Data *', type: 'date' })}
        {field({ name: 'hora_inicio', label: 'Hora de início', type: 'time' })}
        {field({ name: 'hora_fim', label: 'Hora de término', type: 'time' })}
        {decimal('horimetro_inicio', 'Horímetro inicial (h)', '1520,3')}
        {decimal('horimetro_fim', 'Horímetro final (h)', '1522,1')}
        <FlightHours form={form} />
      </Section>

      <Section title="Croqui e observações">
        <div className="sm:col-span-2">
          {field({
            name: 'obstaculos',
            label: 'Obstáculos e áreas sensíveis',
            as: 'textarea',
          })}
        </div>
        <div className="sm:col-span-2">
          {field({ name: 'observacoes', label: 'Observações', as: 'textarea' })}
        </div>
        <p className="text-sm text-ink-600 sm:col-span-2">
          O croqui do relatório usa o contorno e as coordenadas da propriedade (em Cadastros).
        </p>
      </Section>
    </div>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-5">
      <legend className="px-2 text-base font-bold text-brand-700">{props.title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}

/** The farms of the chosen contratante. */
function PropertySelect(props: { form: Form; disabled: boolean }) {
  const farms = useQuery(registerOptionsQuery('properties'));
  const client = useWatch({ control: props.form.control, name: 'client_id' });
  const count = (farms.data ?? []).filter((o) => o.group === client).length;
  return (
    <FormField
      form={props.form}
      name="property_id"
      as="register"
      kind="properties"
      label="Propriedade *"
      group={client}
      placeholder={
        client
          ? count
            ? 'Selecione...'
            : 'Nenhuma propriedade deste contratante'
          : 'Escolha o contratante primeiro'
      }
      disabled={props.disabled}
    />
  );
}

function ProductsSection(props: { form: Form; disabled: boolean }) {
  const { form, disabled } = props;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const area = parseDecimal(useWatch({ control: form.control, name: 'area_ha' }) ?? '');
  const lines = useWatch({ control: form.control, name: 'products' }) ?? [];
  const errors = form.formState.errors.products;
  return (
    <Section title="Produtos e calda">
      <div className="space-y-4 sm:col-span-2">
        {fields.length === 0 && (
          <p className="text-sm text-ink-600">Nenhum produto nesta operação ainda.</p>
        )}
        {fields.map((line, index) => {
          const dose = parseDecimal(lines[index]?.dose_por_ha ?? '');
          const total =
            area && dose && !Number.isNaN(area) && !Number.isNaN(dose)
              ? totalQuantity(area, dose)
              : null;
          return (
            <div
              key={line.id}
              className="grid gap-3 rounded-xl border border-brand-100 p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
            >
              <FormField
                form={form}
                name={`products.${index}.product_id`}
                as="register"
                kind="products"
                label={`Produto ${index + 1}`}
                disabled={disabled}
              />
              <FormField
                form={form}
                name={`products.${index}.dose_por_ha`}
                label="Dose por ha"
                inputMode="decimal"
                disabled={disabled}
              />
              <FormField
                form={form}
                name={`products.${index}.receituario_numero`}
                label="Receituário nº"
                disabled={disabled}
              />
              <FormField
                form={form}
                name={`products.${index}.receituario_data`}
                label="Data do receituário"
                type="date"
                disabled={disabled}
              />
              {!disabled && (
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className={`${buttonClasses('ghost')} text-red-700`}
                  aria-label={`Remover produto ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
              <p className="text-sm text-ink-700 sm:col-span-5" aria-live="polite">
                Quantidade total: <strong>{total === null ? '—' : formatDecimal(total, 3)}</strong>{' '}
                (área × dose)
              </p>
            </div>
          );
        })}
        {errors?.message && <p className="text-sm text-red-700">{errors.message}</p>}
        {!disabled && (
          <button
            type="button"
            onClick={() => append(emptyLine())}
            className={buttonClasses('outline')}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar produto
          </button>
        )}
      </div>
      <FormField
        form={form}
        name="volume_calda"
        label="Volume de calda"
        inputMode="decimal"
        disabled={disabled}
      />
      <FormField
        form={form}
        name="unidade_volume"
        label="Unidade do volume"
        as="select"
        options={choices(VOLUME_UNITS)}
        disabled={disabled}
      />
      <FormField
        form={form}
        name="adjuvante_tipo"
        label="Adjuvante"
        placeholder="Óleo mineral"
        disabled={disabled}
      />
      <FormField
        form={form}
        name="adjuvante_quantidade"
        label="Quantidade de adjuvante"
        placeholder="0,5 L/ha"
        disabled={disabled}
      />
    </Section>
  );
}

/** The good-practice window judged as the readings are typed (the same rule as the server). */
function WeatherCheck({ form }: { form: Form }) {
  const values = useWatch({ control: form.control });
  const limits = useMe().data?.membership?.company.janela_meteorologica ?? undefined;
  const read = (value: string | undefined) => {
    const parsed = parseDecimal(value ?? '');
    return parsed === null || Number.isNaN(parsed) ? null : parsed;
  };
  const warnings = weatherWarnings(
    {
      temperatura_inicio: read(values.temperatura_inicio),
      temperatura_fim: read(values.temperatura_fim),
      umidade_inicio: read(values.umidade_inicio),
      umidade_fim: read(values.umidade_fim),
      vento_inicio: read(values.vento_inicio),
      vento_fim: read(values.vento_fim),
    },
    limits,
  );
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-lg border border-accent-400 bg-accent-300/20 p-3 text-sm text-ink-900 sm:col-span-2"
    >
      <p className="font-semibold">Fora da janela meteorológica recomendada:</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <p className="mt-1">
        A conclusão pedirá sua confirmação e o relatório registrará as condições.
      </p>
    </div>
  );
}

function FlightHours({ form }: { form: Form }) {
  const start = parseDecimal(useWatch({ control: form.control, name: 'horimetro_inicio' }) ?? '');
  const end = parseDecimal(useWatch({ control: form.control, name: 'horimetro_fim' }) ?? '');
  const hours =
    start !== null && end !== null && !Number.isNaN(start) && !Number.isNaN(end)
      ? flightHours(start, end)
      : null;
  return (
    <p className="self-end pb-2 text-sm text-ink-700">
      Horas de voo:{' '}
      <strong>{hours === null || hours <= 0 ? '—' : `${formatDecimal(hours, 1)} h`}</strong>
    </p>
  );
}
