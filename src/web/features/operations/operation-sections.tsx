import { createContext, Suspense, use, type ReactNode } from 'react';
import { useWatch, type FieldPath, type FieldPathValues } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
// Not used here: a product's line (section-bodies.tsx) draws it. Imported with the page so that
// it stays one chunk with the draft and the leave guard, which this page and a new proposal's
// both load first (read only from the later sections, it parted from them: a new proposal's first
// load grew 0.13 KB, to the budget's edge; this page's costs 0.08 KB).
import '../../components/line-field-cells.tsx';
import { Staged } from '../../components/staged.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSeesMoney } from '../../lib/session.ts';
import type { OperationFormReturn, OperationFormValues } from './form-values.ts';
import { WEATHER_READINGS, type SectionProps } from './operation-fields.tsx';
import type * as Bodies from './section-bodies.tsx';

type Form = OperationFormReturn;

// The sections after 'Serviço e cultura' come in a chunk of their own (section-bodies.tsx), asked
// for as this code runs so that it is usually here by the time `Staged` draws them; until then
// each holds the space a screen tall that `Staged` holds for them, so nothing moves. What they
// derive from fields is watched here, with the form's code, from the form's first render, and
// passed to them: `useWatch` subscribes once its component is drawn, and a part loaded apart,
// watching for itself, missed what was typed meanwhile (a product's total stayed '—' with an area
// and a dose typed).
let bodies: Promise<typeof Bodies> | undefined;
/** The bodies' module, asked for once; again after a failure (the connection down). */
const loadBodies = () =>
  (bodies ??= import('./section-bodies.tsx').catch((error: unknown) => {
    bodies = undefined;
    throw error;
  }));
void loadBodies().catch(() => undefined); // each body asks again as it is drawn
const body = <K extends keyof typeof Bodies>(name: K) =>
  lazyComponent(() => loadBodies().then((m) => m[name]));
const ProductsSection = body('ProductsSection');
const CrewSection = body('CrewSection');
const ApplicationSection = body('ApplicationSection');
const WeatherSection = body('WeatherSection');
const FlightSection = body('FlightSection');
const NotesSection = body('NotesSection');

/** A body in its place: until its code is here, the space `Staged` holds (components/staged.tsx). */
const later = (part: ReactNode) => (
  <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>{part}</Suspense>
);

/**
 * Some of the form's fields watched from the form's first render: each change draws again only
 * the parts that read them (`use(values)`), not the form.
 */
function watched<const N extends readonly FieldPath<OperationFormValues>[]>(names: N) {
  type Values = FieldPathValues<OperationFormValues, N>;
  const Values = createContext([] as unknown as Values);
  const Watch = ({ form, children }: { form: Form; children: ReactNode }) => (
    <Values value={useWatch({ control: form.control, name: names }) as Values}>{children}</Values>
  );
  return [Watch, Values] as const;
}
const [ProductsWatch, productValues] = watched(['area_ha', 'products']);
const [CrewWatch, crewValues] = watched(['data', 'aircraft_id', 'pilot_id']);
const [FlightWatch, flightValues] = watched(['aircraft_id', 'horimetro_inicio', 'horimetro_fim']);
const [WeatherWatch, weatherValues] = watched(WEATHER_READINGS);

/**
 * The operation form's sections after the first (operation-form.tsx): 'Serviço e cultura' with the
 * form, on a phone's first screen, each next one in a task of its own after the first paint
 * (`Staged`).
 */
export function LaterSections(
  props: SectionProps & {
    operationId?: string;
    after?: ReactNode;
  },
) {
  const { form, readOnly, pilotOnly, operationId } = props;
  const part = { form, readOnly, pilotOnly };
  const money = useSeesMoney(); // a pilot is sent no price (decision 034)
  // None of these is a pilot's to change (PILOT_EDITABLE_FIELDS, which the later sections read).
  const service = { form, disabled: readOnly || pilotOnly };
  const sections = (
    <Staged first={1}>
      <Section title="Serviço e cultura">
        <FormField
          {...service}
          name="service_id"
          label="Tipo de serviço"
          as="register"
          kind="services"
        />
        <FormField {...service} name="crop_id" label="Cultura" as="register" kind="crops" />
        <FormField
          {...service}
          name="area_ha"
          label="Área tratada (ha)"
          hint="Ex.: 120,50"
          inputMode="decimal"
        />
        {money && (
          <FormField
            {...service}
            name="preco_unitario_cents"
            label="Preço (R$ por ha ou hora)"
            hint="Em branco: o preço padrão do serviço"
            inputMode="decimal"
          />
        )}
      </Section>
      {later(<Products form={form} disabled={readOnly || pilotOnly} />)}
      {later(<Crew {...part} ask={!readOnly} operationId={operationId} />)}
      {later(<ApplicationSection {...part} />)}
      {later(<Weather {...part} />)}
      {later(<Flight {...part} />)}
      {later(<NotesSection {...part} />)}
      {props.after}
    </Staged>
  );
  return (
    <ProductsWatch form={form}>
      <CrewWatch form={form}>
        <FlightWatch form={form}>
          <WeatherWatch form={form}>{sections}</WeatherWatch>
        </FlightWatch>
      </CrewWatch>
    </ProductsWatch>
  );
}

function Products(props: { form: Form; disabled: boolean }) {
  const [area, lines] = use(productValues);
  return <ProductsSection {...props} area={area} lines={lines} />;
}

/** The agenda's question for the day, aircraft and pilot chosen, when the form may be saved. */
function Crew({
  ask,
  operationId,
  ...part
}: SectionProps & { ask: boolean; operationId?: string }) {
  const [data, aircraft, pilot] = use(crewValues);
  return (
    <CrewSection
      {...part}
      booking={
        ask
          ? { data, aircraft_id: aircraft || null, pilot_id: pilot || null, id: operationId }
          : undefined
      }
    />
  );
}

function Weather(part: SectionProps) {
  return <WeatherSection {...part} readings={use(weatherValues)} />;
}

function Flight(part: SectionProps) {
  const [aircraft, start, end] = use(flightValues);
  return <FlightSection {...part} aircraft={aircraft} start={start} end={end} />;
}
