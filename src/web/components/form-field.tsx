import type {
  ChangeEvent,
  ReactElement,
  InputHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { RegisterKind } from '../../domain/registers/values.ts';
import { Field } from './field.tsx';
import type { FrameProps } from './field-frame.tsx';
import { RegisterSelect } from './register-select.tsx';
import { SelectField, type SelectOption } from './select-field.tsx';
import { TextareaField } from './textarea-field.tsx';

type Bound<T extends FieldValues, Output> = Omit<FrameProps, 'error'> & {
  /** The form, unless the field is inside a BoundForm, which gives it. */
  form?: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  /** The error as shown, from the form's message for the field (a prefix, say, or a fallback). */
  describeError?: (message: string | undefined) => string | undefined;
  /** An input's text as it is typed, punctuated (a CNPJ's mask), before the form takes it. */
  mask?: (typed: string) => string;
};
type Unbound<A> = Omit<A, 'name' | 'form' | 'children'>;

export type FormFieldProps<T extends FieldValues, Output = T> = Bound<T, Output> &
  (
    | ({ as?: 'input' } & Unbound<InputHTMLAttributes<HTMLInputElement>>)
    | ({ as: 'textarea' } & Unbound<TextareaHTMLAttributes<HTMLTextAreaElement>>)
    | ({
        as: 'select';
        options: readonly SelectOption[];
        placeholder?: string;
      } & Unbound<SelectHTMLAttributes<HTMLSelectElement>>)
    | ({
        as: 'register';
        /** The register whose active rows are the choices (optionally those of `group`). */
        kind: RegisterKind;
        group?: string;
        placeholder?: string;
      } & Unbound<SelectHTMLAttributes<HTMLSelectElement>>)
  );

/** A field's props without its form, for a form's own shorthand of FormField. */
export type FieldOf<T extends FieldValues> =
  FormFieldProps<T> extends infer P ? (P extends unknown ? Omit<P, 'form'> : never) : never;

/** FormField inside a BoundForm of values `T`: its names checked against them. */
export type BoundField<T extends FieldValues> = (props: FieldOf<T>) => ReactElement;

/**
 * A field of a react-hook-form form (`form`, or the BoundForm it is in): registered by `name`,
 * labelled, with its hint and the form's error for that name (from the resolver or the server)
 * tied to it for screen readers.
 * An input by default; `as` makes it a text area, a select or a select of a register's rows.
 */
export function FormField<T extends FieldValues, Output = T>(props: FormFieldProps<T, Output>) {
  const { form: given, name, describeError, mask, ...rest } = props;
  const context = useFormContext<T, unknown, Output>();
  const form = given ?? context;
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const registered = form.register(name);
  // A field's own onChange runs after the form has taken the value.
  const { onChange } = rest as { onChange?: (event: ChangeEvent<never>) => void };
  const bound = {
    ...registered,
    onChange: (event: ChangeEvent<never>) => {
      const input = (event as ChangeEvent<HTMLInputElement>).target;
      if (mask) input.value = mask(input.value);
      void registered.onChange(event);
      onChange?.(event);
    },
    error: describeError ? describeError(message) : message,
  };
  switch (rest.as) {
    case 'textarea': {
      const { as: _, ...textarea } = rest;
      return <TextareaField {...textarea} {...bound} />;
    }
    case 'select': {
      const { as: _, ...select } = rest;
      return <SelectField {...select} {...bound} />;
    }
    case 'register': {
      const { as: _, ...select } = rest;
      return <RegisterSelect {...select} {...bound} />;
    }
    default: {
      const { as: _, ...input } = rest;
      return <Field {...input} {...bound} />;
    }
  }
}
