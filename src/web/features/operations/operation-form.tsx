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
import { RegisterSelect } from '../../components/register-select.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextareaField } from '../../components/textarea-field.tsx';
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
  const { errors } = form.formState;
  const locked = (name: string) => readOnly || (pilotOnly && !pilotFields.has(name));
  const text = (name: Name, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={label}
      error={errors[name]?.message}
      disabled={locked(name)}
      {...extra}
      {...form.register(name)}
    />
  );
  const number = (name: Name, label: string, placeholder?: string) =>
    text(name, label, { inputMode: 'decimal', placeholder });
  const select = (
    name: Name,
    label: string,
    options: { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <SelectField
      label={label}
      error={errors[name]?.message}
      options={options}
      placeholder={placeholder}
      disabled={locked(name)}
      {...form.register(name)}
    />
  );

  return (
    <div className="space-y-6">
      <Section title="Contratante e local">
        <RegisterSelect
          kind="clients"
          label="Contratante *"
          disabled={locked('client_id')}
          error={errors.client_id?.message}
          {...form.register('client_id')}
        />
        <PropertySelect form={form} disabled={locked('property_id')} />
      </Section>

      <Section title="Serviço e cultura">
        <RegisterSelect
          kind="services"
          label="Tipo de serviço"
          disabled={locked('service_id')}
          error={errors.service_id?.message}
          {...form.register('service_id')}
        />
        <RegisterSelect
          kind="crops"
          label="Cultura"
          disabled={locked('crop_id')}
          error={errors.crop_id?.message}
          {...form.register('crop_id')}
        />
        {number('area_ha', 'Área tratada (ha)', '120,50')}
        {number('preco_unitario_cents', 'Preço (R$ por ha ou hora)', 'padrão do serviço')}
      </Section>

      <ProductsSection form={form} disabled={readOnly || pilotOnly} />

      <Section title="Aeronave e equipe">
        <RegisterSelect
          kind="aircraft"
          label="Aeronave"
          disabled={locked('aircraft_id')}
          error={errors.aircraft_id?.message}
          {...form.register('aircraft_id')}
        />
        <RegisterSelect
          kind="pilots"
          label="Piloto"
          disabled={locked('pilot_id')}
          error={errors.pilot_id?.message}
          {...form.register('pilot_id')}
        />
        <RegisterSelect
          kind="technicians"
          group="agronomo"
          label="Engenheiro agrônomo"
          disabled={locked('agronomist_id')}
          error={errors.agronomist_id?.message}
          {...form.register('agronomist_id')}
        />
        <RegisterSelect
          kind="technicians"
          label="Técnico executor"
          disabled={locked('technician_id')}
          error={errors.technician_id?.message}
          {...form.register('technician_id')}
        />
      </Section>

      <Section title="Parâmetros de aplicação">
        {number('altura_voo_m', 'Altura de voo (m)', '3,5')}
        {number('largura_faixa_m', 'Largura da faixa (m)', '18')}
        {text('bico_tipo', 'Tipo de bico/atomizador', { placeholder: 'Atomizador rotativo' })}
        {text('bico_modelo', 'Modelo de bico/atomizador', { placeholder: 'Micronair AU5000' })}
        {number('bico_angulo', 'Ângulo do bico (graus)')}
      </Section>

      <Section title="Condições meteorológicas">
        {number('temperatura_inicio', 'Temperatura no início (°C)')}
        {number('temperatura_fim', 'Temperatura no término (°C)')}
        {number('umidade_inicio', 'Umidade relativa no início (%)')}
        {number('umidade_fim', 'Umidade relativa no término (%)')}
        {number('vento_inicio', 'Vento no início (km/h)')}
        {number('vento_fim', 'Vento no término (km/h)')}
        {select('vento_direcao_inicio', 'Direção do vento no início', choices(WIND_DIRECTIONS))}
        {select('vento_direcao_fim', 'Direção do vento no término', choices(WIND_DIRECTIONS))}
        <WeatherCheck form={form} />
      </Section>

      <Section title="Horários e horímetro">
        {text('data', 'Data *', { type: 'date' })}
        {text('hora_inicio', 'Hora de início', { type: 'time' })}
        {text('hora_fim', 'Hora de término', { type: 'time' })}
        {number('horimetro_inicio', 'Horímetro inicial (h)', '1520,3')}
        {number('horimetro_fim', 'Horímetro final (h)', '1522,1')}
        <FlightHours form={form} />
      </Section>

      <Section title="Croqui e observações">
        <div className="sm:col-span-2">
          <TextareaField
            label="Obstáculos e áreas sensíveis"
            error={errors.obstaculos?.message}
            disabled={locked('obstaculos')}
            {...form.register('obstaculos')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextareaField
            label="Observações"
            error={errors.observacoes?.message}
            disabled={locked('observacoes')}
            {...form.register('observacoes')}
          />
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
    <RegisterSelect
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
      error={props.form.formState.errors.property_id?.message}
      {...props.form.register('property_id')}
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
          const lineErrors = errors?.[index];
          return (
            <div
              key={line.id}
              className="grid gap-3 rounded-xl border border-brand-100 p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
            >
              <RegisterSelect
                kind="products"
                label={`Produto ${index + 1}`}
                error={lineErrors?.product_id?.message}
                disabled={disabled}
                {...form.register(`products.${index}.product_id`)}
              />
              <Field
                label="Dose por ha"
                inputMode="decimal"
                error={lineErrors?.dose_por_ha?.message}
                disabled={disabled}
                {...form.register(`products.${index}.dose_por_ha`)}
              />
              <Field
                label="Receituário nº"
                error={lineErrors?.receituario_numero?.message}
                disabled={disabled}
                {...form.register(`products.${index}.receituario_numero`)}
              />
              <Field
                label="Data do receituário"
                type="date"
                error={lineErrors?.receituario_data?.message}
                disabled={disabled}
                {...form.register(`products.${index}.receituario_data`)}
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
      <Field
        label="Volume de calda"
        inputMode="decimal"
        error={form.formState.errors.volume_calda?.message}
        disabled={disabled}
        {...form.register('volume_calda')}
      />
      <SelectField
        label="Unidade do volume"
        options={choices(VOLUME_UNITS)}
        disabled={disabled}
        {...form.register('unidade_volume')}
      />
      <Field
        label="Adjuvante"
        placeholder="Óleo mineral"
        disabled={disabled}
        error={form.formState.errors.adjuvante_tipo?.message}
        {...form.register('adjuvante_tipo')}
      />
      <Field
        label="Quantidade de adjuvante"
        placeholder="0,5 L/ha"
        disabled={disabled}
        error={form.formState.errors.adjuvante_quantidade?.message}
        {...form.register('adjuvante_quantidade')}
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
