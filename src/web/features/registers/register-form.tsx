import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { REGISTER_KINDS, type RegisterKind } from '../../../domain/registers/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormField } from '../../components/form-field.tsx';
import { applyApiError, formAlertFor } from '../../lib/form-errors.ts';
import { lazySchema, useLazyResolver, type Lazy } from '../../lib/lazy-schema.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { membersOptionsQuery, useSaveRegister } from './api.ts';
import { BoundaryField } from './boundary-field.tsx';
import { descriptors, type FieldSpec, type Row } from './descriptors.ts';
import { fromFormValues, toFormValues } from './form-values.ts';

type Values = Record<string, string>;

const registerSchemas = lazySchema(() =>
  import('../../../domain/registers/contracts.ts').then((m) => m.registerInputs),
);
/** Each register's schema, and how its body is built from the form (stable, for the resolver). */
const forms = Object.fromEntries(
  REGISTER_KINDS.map((kind) => [
    kind,
    {
      schema: lazySchema(() => registerSchemas().then((schemas) => schemas[kind])),
      toInput: (values: Values) => fromFormValues(descriptors[kind].fields, values),
    },
  ]),
) as Record<
  RegisterKind,
  { schema: Lazy<ZodType<unknown, Values>>; toInput: (values: Values) => unknown }
>;

/**
 * Create or edit a register row (the body of the tab's dialog); the domain's schema checks it
 * before sending.
 */
export function RegisterForm(props: {
  kind: RegisterKind;
  row?: Row;
  onDone: (saved: Row) => void;
  onCancel: () => void;
}) {
  const { kind, row } = props;
  const { fields } = descriptors[kind];
  const saveRow = useSaveRegister(kind, row?.id);
  const [alert, setAlert] = useState('');
  const form = useForm<Values>({
    resolver: useLazyResolver(forms[kind].schema, forms[kind].toInput),
    defaultValues: toFormValues(fields, row),
  });
  const { errors, isSubmitting } = form.formState;
  const names = fields.map((f) => f.name);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      props.onDone(await saveRow.mutateAsync(fromFormValues(fields, values)));
    } catch (error) {
      setAlert(formAlertFor(applyApiError(error, form.setError, names)));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            {field.kind === 'boundary' ? (
              <BoundaryField form={form} name={field.name} error={errors[field.name]?.message} />
            ) : (
              <SpecField form={form} field={field} />
            )}
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-brand-100 pt-4">
        <button type="button" onClick={props.onCancel} className={buttonClasses('outline')}>
          Cancelar
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClasses('brand')} disabled:opacity-60`}
        >
          {isSubmitting ? 'Salvando...' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}

/** A field as its descriptor says: text, number, date, select, text area or reference. */
function SpecField({ form, field }: { form: UseFormReturn<Values>; field: FieldSpec }) {
  const common = {
    form,
    name: field.name,
    label: field.required ? `${field.label} *` : field.label,
    hint: field.hint,
  };
  if (field.kind === 'textarea') return <FormField {...common} as="textarea" />;
  if (field.kind === 'select')
    return <FormField {...common} as="select" options={field.options ?? []} />;
  if (field.kind === 'reference') return <ReferenceSelect {...common} field={field} />;
  const numeric = field.kind === 'number' || field.kind === 'money';
  return (
    <FormField
      {...common}
      type={numeric ? 'text' : field.kind}
      inputMode={numeric ? 'decimal' : undefined}
      placeholder={field.placeholder}
    />
  );
}

/** A select of another register's rows, or of the company's members (a pilot's login). */
function ReferenceSelect(props: {
  form: UseFormReturn<Values>;
  name: string;
  label: string;
  hint?: string;
  field: FieldSpec;
}) {
  const { field, ...common } = props;
  const reference = field.reference!;
  const options = useQuery(
    reference === 'members' ? membersOptionsQuery : registerOptionsQuery(reference),
  );
  return (
    <FormField
      {...common}
      as="select"
      placeholder={
        options.isPending
          ? 'Carregando...'
          : reference === 'members'
            ? 'Nenhum (sem login)'
            : 'Selecione...'
      }
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
      describeError={(message) =>
        message ?? (options.isError ? 'Não foi possível carregar a lista.' : undefined)
      }
    />
  );
}
