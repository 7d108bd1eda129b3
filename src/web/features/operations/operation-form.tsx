import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { PILOT_EDITABLE_FIELDS } from '../../../domain/operations/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import type { OperationFormReturn } from './form-values.ts';

type Form = OperationFormReturn;

const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

// The sections after the first are drawn after the first paint, one a task (`Staged`): their
// code loads with the page's, not before its first paint.
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
  const locked = (name: string) => readOnly || (pilotOnly && !pilotFields.has(name));

  // The first section comes with the page's header; each next one in a task of its own, the
  // space of a screen holding their place meanwhile (`Staged`).
  return (
    <>
      <Section title="Contratante e local">
        <FormField
          form={form}
          name="client_id"
          label="Contratante *"
          as="register"
          kind="clients"
          disabled={locked('client_id')}
        />
        <PropertySelect form={form} disabled={locked('property_id')} />
        {!readOnly && (
          <Suspense fallback={null}>
            <DistanceWarning form={form} operationId={operationId} />
          </Suspense>
        )}
      </Section>

      <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <LaterSections
          form={form}
          readOnly={readOnly}
          pilotOnly={pilotOnly}
          locked={locked}
          operationId={operationId}
          after={props.after}
        />
      </Suspense>
    </>
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
