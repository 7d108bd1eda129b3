import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, type FieldOf } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { plainOptions } from '../../components/select-field.tsx';
import { Staged } from '../../components/staged.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { useSeesMoney } from '../../lib/session.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { flightHours } from '../../../domain/operations/quantities.ts';
import { WIND_DIRECTIONS } from '../../../domain/operations/values.ts';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import type { OperationFormReturn, OperationFormValues } from './form-values.ts';
import { ProductsSection } from './products-section.tsx';
import { WeatherCheck } from './weather-check.tsx';

type Form = OperationFormReturn;
type Name = Exclude<keyof OperationFormValues, 'products'>;

// The agenda's answer about the day's bookings: its read and its box load as the sections are
// drawn; the fields it asks about are watched here, with the form's code (BookingWarning).
const BookingConflicts = lazyComponent(() =>
  import('./form-warnings.tsx').then((m) => m.BookingConflicts),
);

/**
 * The operation form's sections after the first (operation-form.tsx), in a chunk of their own:
 * they are drawn after the first paint, one a task, as the first section's were.
 */
export function LaterSections(props: {
  form: Form;
  readOnly: boolean;
  pilotOnly: boolean;
  locked: (name: string) => boolean;
  operationId?: string;
  after?: ReactNode;
}) {
  const { form, readOnly, pilotOnly, locked, operationId } = props;
  const money = useSeesMoney(); // a pilot is sent no price (decision 034)
  /** A field of the operation, locked as the person's role and the status say. */
  const field = (props: FieldOf<OperationFormValues>) => (
    <FormField {...props} form={form} disabled={locked(props.name)} />
  );
  // An example goes under the field as its hint: in the box it would read as a value typed.
  const text = (name: Name, label: string, example?: string) =>
    field({ name, label, hint: example && `Ex.: ${example}` });
  const decimal = (name: Name, label: string, example?: string) =>
    field({ name, label, hint: example && `Ex.: ${example}`, inputMode: 'decimal' });
  const register = (name: Name, label: string, kind: RegisterKind) =>
    field({ name, label, as: 'register', kind });
  const windDirection = (name: Name, label: string) =>
    field({ name, label, as: 'select', options: plainOptions(WIND_DIRECTIONS) });

  return (
    <Staged first={1}>
      <Section title="Serviço e cultura">
        {register('service_id', 'Tipo de serviço', 'services')}
        {register('crop_id', 'Cultura', 'crops')}
        {decimal('area_ha', 'Área tratada (ha)', '120,50')}
        {money &&
          field({
            name: 'preco_unitario_cents',
            label: 'Preço (R$ por ha ou hora)',
            hint: 'Em branco: o preço padrão do serviço',
            inputMode: 'decimal',
          })}
      </Section>

      <ProductsSection form={form} disabled={readOnly || pilotOnly} />

      <Section title="Aeronave e equipe">
        {register('aircraft_id', 'Aeronave', 'aircraft')}
        {register('pilot_id', 'Piloto', 'pilots')}
        {!readOnly && <BookingWarning form={form} operationId={operationId} />}
        {field({
          name: 'agronomist_id',
          label: 'Engenheiro agrônomo',
          as: 'register',
          kind: 'technicians',
          group: 'agronomo',
        })}
        {register('technician_id', 'Técnico executor', 'technicians')}
      </Section>

      <Section title="Parâmetros de aplicação">
        {decimal('altura_voo_m', 'Altura de voo (m)', '3,5')}
        {decimal('largura_faixa_m', 'Largura da faixa (m)', '18')}
        {text('bico_tipo', 'Tipo de bico/atomizador', 'atomizador rotativo')}
        {text('bico_modelo', 'Modelo de bico/atomizador', 'Micronair AU5000')}
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

      <FlightSection form={form}>
        {field({ name: 'data', label: 'Data *', type: 'date' })}
        {field({ name: 'hora_inicio', label: 'Hora de início', type: 'time' })}
        {field({ name: 'hora_fim', label: 'Hora de término', type: 'time' })}
        {(drone) =>
          drone ? (
            <>
              {decimal('tempo_voo_min', 'Tempo de voo (min)', '42')}
              {decimal('ciclos_bateria', 'Ciclos de bateria', '6')}
            </>
          ) : (
            <>
              {decimal('horimetro_inicio', 'Horímetro inicial (h)', '1520,3')}
              {decimal('horimetro_fim', 'Horímetro final (h)', '1522,1')}
              <FlightHours form={form} />
            </>
          )
        }
      </FlightSection>

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
      {props.after}
    </Staged>
  );
}

/**
 * The agenda's warning when the aircraft or the pilot is already booked that day (or the
 * aircraft is in maintenance), as soon as the day and one of them are chosen: a warning only.
 */
function BookingWarning({ form, operationId }: { form: Form; operationId?: string }) {
  const [data, aircraft, pilot] = useWatch({
    control: form.control,
    name: ['data', 'aircraft_id', 'pilot_id'],
  });
  return (
    <Suspense fallback={null}>
      <BookingConflicts
        question={{
          data,
          aircraft_id: aircraft || null,
          pilot_id: pilot || null,
          id: operationId,
        }}
      />
    </Suspense>
  );
}

/**
 * The day and the flight as the chosen aircraft measures it (issue 40): an aeroplane's
 * horímetro, or a drone's flight time and battery cycles (Portaria MAPA nº 298/2021).
 */
function FlightSection(props: {
  form: Form;
  children: [ReactNode, ReactNode, ReactNode, (drone: boolean) => ReactNode];
}) {
  const fleet = useQuery(registerOptionsQuery('aircraft'));
  const chosen = useWatch({ control: props.form.control, name: 'aircraft_id' });
  const drone = fleet.data?.find((option) => option.id === chosen)?.group === 'drone';
  const [day, start, end, flight] = props.children;
  return (
    <Section title={drone ? 'Horários, tempo de voo e baterias' : 'Horários e horímetro'}>
      {day}
      {start}
      {end}
      {flight(drone)}
    </Section>
  );
}

function FlightHours({ form }: { form: Form }) {
  const start = parseDecimal(useWatch({ control: form.control, name: 'horimetro_inicio' }));
  const end = parseDecimal(useWatch({ control: form.control, name: 'horimetro_fim' }));
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
