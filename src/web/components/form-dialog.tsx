import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormStatus } from '../lib/contract-form.ts';
import { AskDialog } from './ask-dialog.tsx';
import { BoundForm } from './bound-form.tsx';
import { Dialog } from './dialog.tsx';
import { FormActions } from './form-actions.tsx';

/**
 * A dialog that is one contract form (what `useContractForm` answers): what it acts on
 * (`intro`), the fields, then 'Cancelar' (closes it) and the submit, which waits while the form
 * is sent. With `ask` it is the small dialog that asks before a destructive act (cancelling a
 * bill, dismissing an employee): its intro says what follows, 'Voltar' closes it and the submit
 * is red.
 */
export function FormDialog<Values extends FieldValues, Output>(props: {
  title: string;
  onClose: () => void;
  wide?: boolean;
  fullOnPhone?: boolean;
  ask?: boolean;
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
  const body = (
    <>
      {props.intro && (
        <p className={props.ask ? 'mt-2 text-ink-700' : 'text-sm text-ink-700'}>{props.intro}</p>
      )}
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
          cancel={props.ask ? 'Voltar' : undefined}
          variant={props.ask ? 'danger' : undefined}
        />
      </BoundForm>
      {props.over}
    </>
  );
  if (props.ask)
    return (
      <AskDialog title={props.title} onClose={props.onClose}>
        {body}
      </AskDialog>
    );
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      wide={props.wide}
      fullOnPhone={props.fullOnPhone}
    >
      {body}
    </Dialog>
  );
}
