import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { PILOT_EDITABLE_FIELDS } from '../../../domain/operations/values.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { DistanceWarning } from './distance-warning.tsx';
import type { OperationFormReturn } from './form-values.ts';
import { LaterSections } from './operation-sections.tsx';

type Form = OperationFormReturn;

const pilotFields = new Set<string>(PILOT_EDITABLE_FIELDS);

// The sections after the first and the Art. 10 warning come with the form's code, not in chunks
// of their own: they read fields typed on the first screen through `useWatch`, which subscribes
// after its component renders, so a part arriving later missed what was typed meanwhile (the
// total of a product stayed '—' with an area and a dose typed). They are drawn one a task after
// the first paint (`Staged`, in `LaterSections`).

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
        {!readOnly && <DistanceWarning form={form} operationId={operationId} />}
      </Section>

      <LaterSections
        form={form}
        readOnly={readOnly}
        pilotOnly={pilotOnly}
        locked={locked}
        operationId={operationId}
        after={props.after}
      />
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
