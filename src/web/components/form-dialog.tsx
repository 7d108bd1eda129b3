import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormStatus } from '../lib/contract-form.ts';
import { BoundForm } from './bound-form.tsx';
import { Dialog } from './dialog.tsx';
import { FormActions } from './form-actions.tsx';

/**
 * A dialog that is one contract form (what `useContractForm` answers): what it acts on
 * (`intro`), the fields, then 'Cancelar' (closes it) and the submit, which waits while the form
 * is sent.
 */
export function FormDialog<Values extends FieldValues, Output>(props: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  fullOnPhone?: boolean;
  intro?: ReactNode;
  contract: {
    form: UseFormReturn<Values, unknown, Output>;
    submit: (event?: FormEvent) => void;
    status: FormStatus;
  };
  submit: string;
  pendingText?: string;
  children: ReactNode;
  /** Shown over the form, inside the dialog: a confirmation it asks for. */
  over?: ReactNode;
}) {
  const { form, submit, status } = props.contract;
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      wide={props.wide}
      fullOnPhone={props.fullOnPhone}
    >
      {props.intro && <p className="text-sm text-ink-700">{props.intro}</p>}
      <BoundForm
        form={form}
        onSubmit={submit}
        status={status}
        className={props.intro ? 'mt-4 space-y-4' : 'space-y-4'}
      >
        {props.children}
        <FormActions
          pending={form.formState.isSubmitting}
          submit={props.submit}
          pendingText={props.pendingText}
          onCancel={props.onClose}
        />
      </BoundForm>
      {props.over}
    </Dialog>
  );
}
