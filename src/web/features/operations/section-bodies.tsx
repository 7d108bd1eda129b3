import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { FormField, type FieldOf } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import type { ConflictQuestion } from '../../lib/agenda-conflicts.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { flightHours } from '../../../domain/operations/quantities.ts';
import { PILOT_EDITABLE_FIELDS, WIND_DIRECTIONS } from '../../../domain/operations/values.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import type { OperationFormValues } from './form-values.ts';
import type { SectionProps } from './operation-fields.tsx';
import { WeatherCheck } from './weather-check.tsx';

// The operation form's sections after 'Serviço e cultura', in a chunk of their own: their markup,
// fields and labels. Whatever they derive from fields (a product's total, the flight's hours, the
// agenda's question, the weather window) comes in their props, watched by the form's own code
// from its first render (operation-sections.tsx): a part arriving later misses nothing typed.
export { ProductsSection } from './products-section.tsx';

// The agenda's answer about the day's bookings: its read and its box load once asked.
const BookingConflicts = lazyComponent(() =>
  import('./form-warnings.tsx').then((m) => m.BookingConflicts),
);

type FieldName = Exclude<keyof OperationFormValues, 'products'>;

const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

/**
 * The operation's fields as the sections write them: a pilot records only the flight's times,
 * weather and horímetro (the server enforces the same); a closed operation is read-only.
 */
function operationFields({ form, readOnly, pilotOnly }: SectionProps) {
  const locked = (name: string) => readOnly || (pilotOnly && !pilotFields.has(name));
  const field = (props: FieldOf<OperationFormValues>) => (
    <FormField {...props} form={form} disabled={locked(props.name)} />
  );
  // An example goes under the field as its hint: in the box it would read as a value typed.
  return {
    field,
    text: (name: FieldName, label: string, example?: string) =>
      field({ name, label, hint: example && `Ex.: ${example}` }),
    decimal: (name: FieldName, label: string, example?: string) =>
      field({ name, label, hint: example && `Ex.: ${example}`, inputMode: 'decimal' }),
    register: (name: FieldName, label: string, kind: RegisterKind) =>
      field({ name, label, as: 'register', kind }),
  };
}

/** 'Aeronave e equipe', with the agenda's warning for the day, aircraft and pilot chosen. */
export function CrewSection(props: SectionProps & { booking?: ConflictQuestion }) {
  const { field, register } = operationFields(props);
  const { booking } = props;
  return (
    <Section title="Aeronave e equipe">
      {register('aircraft_id', 'Aeronave', 'aircraft')}
      {register('pilot_id', 'Piloto', 'pilots')}
      {booking && (
        <Suspense fallback={null}>
          <BookingConflicts question={booking} />
        </Suspense>
      )}
      {field({
        name: 'agronomist_id',
        label: 'Engenheiro agrônomo',
        as: 'register',
        kind: 'technicians',
        group: 'agronomo',
      })}
      {register('technician_id', 'Técnico executor', 'technicians')}
    </Section>
  );
}

export function ApplicationSection(props: SectionProps) {
  const { decimal, text } = operationFields(props);
  return (
    <Section title="Parâmetros de aplicação">
      {decimal('altura_voo_m', 'Altura de voo (m)', '3,5')}
      {decimal('largura_faixa_m', 'Largura da faixa (m)', '18')}
      {text('bico_tipo', 'Tipo de bico/atomizador', 'atomizador rotativo')}
      {text('bico_modelo', 'Modelo de bico/atomizador', 'Micronair AU5000')}
      {decimal('bico_angulo', 'Ângulo do bico (graus)')}
    </Section>
  );
}

/** The readings, and the good-practice window judged from `readings` (WEATHER_READINGS' order). */
export function WeatherSection(
  props: SectionProps & { readings: readonly (string | undefined)[] },
) {
  const { field, decimal } = operationFields(props);
  const windDirection = (name: FieldName, label: string) =>
    field({ name, label, as: 'select', options: plainOptions(WIND_DIRECTIONS) });
  return (
    <Section title="Condições meteorológicas">
      {decimal('temperatura_inicio', 'Temperatura no início (°C)')}
      {decimal('temperatura_fim', 'Temperatura no término (°C)')}
      {decimal('umidade_inicio', 'Umidade relativa no início (%)')}
      {decimal('umidade_fim', 'Umidade relativa no término (%)')}
      {decimal('vento_inicio', 'Vento no início (km/h)')}
      {decimal('vento_fim', 'Vento no término (km/h)')}
      {windDirection('vento_direcao_inicio', 'Direção do vento no início')}
      {windDirection('vento_direcao_fim', 'Direção do vento no término')}
      <WeatherCheck readings={props.readings} />
    </Section>
  );
}

/**
 * The day and the flight as the chosen aircraft (`aircraft`) measures it (issue 40): an
 * aeroplane's horímetro, with the hours between `start` and `end`, or a drone's flight time and
 * battery cycles (Portaria MAPA nº 298/2021).
 */
export function FlightSection(
  props: SectionProps & { aircraft?: string; start?: string; end?: string },
) {
  const { field, decimal } = operationFields(props);
  const fleet = useQuery(registerOptionsQuery('aircraft'));
  const drone = fleet.data?.find((option) => option.id === props.aircraft)?.group === 'drone';
  return (
    <Section title={drone ? 'Horários, tempo de voo e baterias' : 'Horários e horímetro'}>
      {field({ name: 'data', label: 'Data *', type: 'date' })}
      {field({ name: 'hora_inicio', label: 'Hora de início', type: 'time' })}
      {field({ name: 'hora_fim', label: 'Hora de término', type: 'time' })}
      {drone ? (
        <>
          {decimal('tempo_voo_min', 'Tempo de voo (min)', '42')}
          {decimal('ciclos_bateria', 'Ciclos de bateria', '6')}
        </>
      ) : (
        <>
          {decimal('horimetro_inicio', 'Horímetro inicial (h)', '1520,3')}
          {decimal('horimetro_fim', 'Horímetro final (h)', '1522,1')}
          <FlightHours start={props.start} end={props.end} />
        </>
      )}
    </Section>
  );
}

function FlightHours(props: { start?: string; end?: string }) {
  const start = parseDecimal(props.start);
  const end = parseDecimal(props.end);
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

export function NotesSection(props: SectionProps) {
  const { field } = operationFields(props);
  return (
    <Section title="Croqui e observações">
      <div className="sm:col-span-2">
        {field({ name: 'obstaculos', label: 'Obstáculos e áreas sensíveis', as: 'textarea' })}
      </div>
      <div className="sm:col-span-2">
        {field({ name: 'observacoes', label: 'Observações', as: 'textarea' })}
      </div>
      <p className="text-sm text-ink-600 sm:col-span-2">
        O croqui do relatório usa o contorno e as coordenadas da propriedade (em Cadastros).
      </p>
    </Section>
  );
}
