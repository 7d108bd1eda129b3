import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { Staged } from '../../components/staged.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { useSeesMoney } from '../../lib/session.ts';
import type { OperationFormReturn } from './form-values.ts';
import { operationFields } from './operation-fields.tsx';

type Form = OperationFormReturn;

// The sections after the first two (operation-sections.tsx): below a phone's first screen,
// drawn after the first paint. Their code is asked for as the form mounts, so that it is here
// by the time their turn comes (`Staged`).
const loadSections = () => import('./operation-sections.tsx');
const LaterSections = lazyComponent(() => loadSections().then((m) => m.LaterSections));
// The Art. 10 warning says something only once a property and a day are chosen.
const DistanceWarning = lazyComponent(() =>
  import('./distance-warning.tsx').then((m) => m.DistanceWarning),
);

/**
 * The operation in the sections of the relatório operacional. A pilot records only the flight's
 * times, weather and horímetro (the server enforces the same) and is shown no price; a closed
 * operation is read-only.
 */
export function OperationForm(props: {
  form: Form;
  readOnly: boolean;
  pilotOnly: boolean;
  /** The operation being edited, which does not clash with itself. */
  operationId?: string;
  /** What follows the sections (the operation's panels), drawn once they all are. */
  after?: ReactNode;
}) {
  const { form, readOnly, pilotOnly, operationId } = props;
  const money = useSeesMoney(); // a pilot is sent no price (decision 034)
  const { locked, field, decimal, register } = operationFields(form, readOnly, pilotOnly);
  useEffect(() => {
    void loadSections().catch(() => undefined); // LaterSections asks again when it renders
  }, []);

  // The first section comes with the page's header; each next one in a task of its own, the
  // space of a screen holding their place meanwhile (`Staged`).
  return (
    <Staged first={1}>
      <Section title="Contratante e local">
        {register('client_id', 'Contratante *', 'clients')}
        <PropertySelect form={form} disabled={locked('property_id')} />
        {!readOnly && (
          <Suspense fallback={null}>
            <DistanceWarning form={form} operationId={operationId} />
          </Suspense>
        )}
      </Section>

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

      <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <LaterSections
          form={form}
          readOnly={readOnly}
          pilotOnly={pilotOnly}
          operationId={operationId}
          after={props.after}
        />
      </Suspense>
    </Staged>
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
