import { createContext, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useWatch, type FieldPath, type FieldPathValues } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
// Not used here: a product's line (section-bodies.tsx) draws it. Imported with the page so that
// it stays one chunk with the draft and the leave guard, which this page and a new proposal's
// both load first (read only from the later sections, it parted from them: a new proposal's first
// load grew 0.13 KB, to the budget's edge; this page's costs 0.08 KB).
import '../../components/line-field-cells.tsx';
import { Staged } from '../../components/staged.tsx';
import { keptImport } from '../../lib/kept-import.ts';
import { useSeesMoney } from '../../lib/session.ts';
import type { OperationFormReturn, OperationFormValues } from './form-values.ts';
import { WEATHER_READINGS, type SectionProps } from './operation-fields.tsx';
import type * as Bodies from './section-bodies.tsx';

type Form = OperationFormReturn;

// The sections after 'Serviço e cultura' come in a chunk of their own (section-bodies.tsx), asked
// for as the form is first drawn (not as this code runs: a test that only imports it would leave
// the request running past its end); until it is here,
// `Staged` holds their space a screen tall and waits, then draws them one a task as before (drawn
// all at once as the chunk came, they were one long task: /operacao's blocking time 146 → 220–339
// ms at Lighthouse's 4×). What they derive from fields is watched here, with the form's code, from
// the form's first render, and passed to them: `useWatch` subscribes once its component is drawn,
// and a part loaded apart, watching for itself, missed what was typed meanwhile (a product's total
// stayed '—' with an area and a dose typed).
const bodiesModule = keptImport(() => import('./section-bodies.tsx'));

/** The bodies' module once it is here (waiting for the connection if it could not be fetched). */
function useBodies() {
  const [module, setModule] = useState(bodiesModule.now);
  useEffect(() => {
    if (module) return;
    let live = true;
    // Asked for in a task of its own: the request's preloads, made in the one that draws the
    // form, made that task longer (~50 ms on a slow phone).
    const ask = setTimeout(() => void bodiesModule.load().then((m) => live && setModule(m)));
    return () => {
      live = false;
      clearTimeout(ask);
    };
  }, [module]);
  return module;
}

/** A body in its place: while it waits (a part of it suspended), the space `Staged` holds. */
const held = (part: ReactNode) => (
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
  // Drawn only once their module is here (`ready`), so `bodies` is then set.
  const bodies = useBodies();
  const later = { bodies: bodies!, ...part };
  const sections = (
    <Staged first={1} ready={bodies !== undefined}>
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
      {held(<Products bodies={later.bodies} form={form} disabled={readOnly || pilotOnly} />)}
      {held(<Crew {...later} ask={!readOnly} operationId={operationId} />)}
      {held(<Plain {...later} name="ApplicationSection" />)}
      {held(<Weather {...later} />)}
      {held(<Flight {...later} />)}
      {held(<Plain {...later} name="NotesSection" />)}
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

/** The bodies' module, passed to the parts that draw one of its sections. */
type WithBodies = { bodies: typeof Bodies };

function Products({ bodies, ...props }: WithBodies & { form: Form; disabled: boolean }) {
  const [area, lines] = use(productValues);
  return <bodies.ProductsSection {...props} area={area} lines={lines} />;
}

/** The agenda's question for the day, aircraft and pilot chosen, when the form may be saved. */
function Crew({
  bodies,
  ask,
  operationId,
  ...part
}: WithBodies & SectionProps & { ask: boolean; operationId?: string }) {
  const [data, aircraft, pilot] = use(crewValues);
  return (
    <bodies.CrewSection
      {...part}
      booking={
        ask
          ? { data, aircraft_id: aircraft || null, pilot_id: pilot || null, id: operationId }
          : undefined
      }
    />
  );
}

/** A section that reads no watched field. */
function Plain({
  bodies,
  name,
  ...part
}: WithBodies & SectionProps & { name: 'ApplicationSection' | 'NotesSection' }) {
  const Body = bodies[name];
  return <Body {...part} />;
}

function Weather({ bodies, ...part }: WithBodies & SectionProps) {
  return <bodies.WeatherSection {...part} readings={use(weatherValues)} />;
}

function Flight({ bodies, ...part }: WithBodies & SectionProps) {
  const [aircraft, start, end] = use(flightValues);
  return <bodies.FlightSection {...part} aircraft={aircraft} start={start} end={end} />;
}
