import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FormStatus as Status } from '../lib/contract-form.ts';
import { FormStatus } from './form-status.tsx';

/**
 * A form element bound to its react-hook-form form: the FormFields inside find the form
 * themselves, and how the last submit went (`status`) opens it.
 */
export function BoundForm<Values extends FieldValues, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: FormEvent) => void;
  status: Status;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...props.form}>
      <form onSubmit={props.onSubmit} noValidate className={props.className}>
        <FormStatus status={props.status} />
        {props.children}
      </form>
    </FormProvider>
  );
}
