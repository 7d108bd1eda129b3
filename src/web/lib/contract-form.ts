import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { FormField, type BoundField } from '../components/form-field.tsx';
import { applyApiError, fieldPaths, formAlertFor } from './form-errors.ts';
import { useLazyResolver, type Lazy, type PreloadWhen } from './lazy-schema.ts';

/** What a form says when the contract refuses a field (`useContractForm`'s `invalid`). */
export const INVALID = { invalid: 'Verifique os campos destacados.' };

/** How the last submit went, in pt-BR: a success to confirm, or a failure to announce. */
export type FormStatus = { ok: boolean; text: string } | null;

/**
 * A form checked by a domain contract: its fields hold what people type (pt-BR numbers and
 * dates included), the contract reads them, and `send` receives what it made of them — the
 * request's body — and the form (to reset it, say). `send` may answer a line confirming the
 * success. A failure puts the server's field errors on the form's fields and says the rest in
 * `status`; `invalid`, if given, is also said when the contract refuses a field. `preload`
 * says when the contract's code starts loading (`usePreload`).
 */
export function useContractForm<Values extends FieldValues, Output>(
  schema: Lazy<ZodType<Output, unknown>>,
  defaultValues: Values,
  send: (values: Output, form: UseFormReturn<Values, unknown, Output>) => Promise<string | void>,
  options: { invalid?: string; preload?: PreloadWhen } = {},
) {
  const form = useForm<Values, unknown, Output>({
    resolver: useLazyResolver<Values, Output>(schema, options.preload),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const [status, setStatus] = useState<FormStatus>(null);
  const { invalid } = options;
  /** Sends what the contract read; answers whether it went through. */
  const attempt = async (values: Output) => {
    setStatus(null);
    try {
      const done = await send(values, form);
      if (done) setStatus({ ok: true, text: done });
      return true;
    } catch (error) {
      const result = applyApiError(error, form.setError, fieldPaths(form.getValues()));
      const text = formAlertFor(result) || invalid;
      if (text) setStatus({ ok: false, text });
      return false;
    }
  };
  const refused = () => setStatus(invalid ? { ok: false, text: invalid } : null);
  const submit = (event?: FormEvent) => void form.handleSubmit(attempt, refused)(event);
  /** Checks and sends the form as its submit does, outside a submit; answers whether it went. */
  const save = async () => {
    let sent = false;
    await form.handleSubmit(async (values) => {
      sent = await attempt(values);
    }, refused)();
    return sent;
  };
  /** FormField with its names checked against the form's, for the fields of its BoundForm. */
  const Field = FormField as BoundField<Values>;
  return { form, submit, save, status, setStatus, Field };
}
