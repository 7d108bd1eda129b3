import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { FormSection as Section } from '../../components/form-section.tsx';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { DistanceWarning } from './distance-warning.tsx';
import type { OperationFormReturn } from './form-values.ts';
import { LaterSections } from './operation-sections.tsx';

type Form = OperationFormReturn;

// The sections after the first (operation-sections.tsx) are drawn one a task (`Staged`), their
// markup and fields in a chunk of their own. Some read fields typed meanwhile: those are watched
// (`useWatch`) with the form's code from its first render and passed to them, never watched by a
// part loaded apart, which subscribes only once drawn and missed what was typed before (the total
// of a product stayed '—' with an area and a dose typed).

/**
 * The operation in the sections of the relatório operacional. A pilot records only the flight's
 * times, weather and horímetro (the server enforces the same) and is shown no price; a closed
 * operation is read-only.
 *
 * Drawn again only when its props change, not with the page: react-hook-form draws the page again
 * as the form becomes ready (a synchronous render inside the task that first shows the form) and
 * as its state changes (submitting, dirty). The fields watch what they show themselves
 * (`useFormState`, `useWatch`), never `form.formState` read in a render.
 */
export const OperationForm = memo(function OperationForm(props: {
  form: Form;
  readOnly: boolean;
  pilotOnly: boolean;
  /** The operation being edited, which does not clash with itself. */
  operationId?: string;
  /** What follows the sections (the operation's panels), drawn once they all are. */
  after?: ReactNode;
}) {
  const { form, readOnly, pilotOnly, operationId } = props;
  // Neither the contratante nor the property is a pilot's to change (PILOT_EDITABLE_FIELDS, read
  // by the later sections' code): the first section locks both for a pilot without that list.
  const locked = readOnly || pilotOnly;

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
          disabled={locked}
        />
        <PropertySelect form={form} disabled={locked} />
        {!readOnly && <DistanceWarning form={form} operationId={operationId} />}
      </Section>

      <LaterSections
        form={form}
        readOnly={readOnly}
        pilotOnly={pilotOnly}
        operationId={operationId}
        after={props.after}
      />
    </>
  );
});

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
