import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { Field } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextareaField } from '../../components/textarea-field.tsx';
import { applyApiError, formAlertFor } from '../../lib/form-errors.ts';
import { lazySchema, usePreload } from '../../lib/lazy-schema.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { membersOptionsQuery, useSaveRegister } from './api.ts';
import { BoundaryField } from './boundary-field.tsx';
import { descriptors, type FieldSpec, type Row } from './descriptors.ts';
import { fromFormValues, toFormValues } from './form-values.ts';

const registerSchemas = lazySchema(() =>
  import('../../../domain/registers/contracts.ts').then((m) => m.registerInputs),
);

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
  const schemas = usePreload(registerSchemas);
  const [alert, setAlert] = useState('');
  const form = useForm<Record<string, string>>({ defaultValues: toFormValues(fields, row) });
  const { errors, isSubmitting } = form.formState;
  const names = fields.map((f) => f.name);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    const body = fromFormValues(fields, values);
    const parsed = (await schemas())[kind].safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]), { message: issue.message });
      return;
    }
    try {
      props.onDone(await saveRow.mutateAsync(body));
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
              <FormField
                field={field}
                error={errors[field.name]?.message}
                register={form.register}
              />
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

function FormField(props: {
  field: FieldSpec;
  error?: string;
  register: ReturnType<typeof useForm<Record<string, string>>>['register'];
}) {
  const { field, error, register } = props;
  const label = field.required ? `${field.label} *` : field.label;
  const hint = field.hint ? <p className="mt-1 text-xs text-ink-600">{field.hint}</p> : undefined;
  if (field.kind === 'textarea')
    return (
      <>
        <TextareaField label={label} error={error} {...register(field.name)} />
        {hint}
      </>
    );
  if (field.kind === 'select')
    return (
      <SelectField
        label={label}
        error={error}
        options={field.options ?? []}
        {...register(field.name)}
      />
    );
  if (field.kind === 'reference')
    return (
      <>
        <ReferenceSelect field={field} label={label} error={error} register={register} />
        {hint}
      </>
    );
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      type={field.kind === 'number' || field.kind === 'money' ? 'text' : field.kind}
      inputMode={field.kind === 'number' || field.kind === 'money' ? 'decimal' : undefined}
      placeholder={field.placeholder}
      {...register(field.name)}
    />
  );
}

function ReferenceSelect(props: {
  field: FieldSpec;
  label: string;
  error?: string;
  register: ReturnType<typeof useForm<Record<string, string>>>['register'];
}) {
  const reference = props.field.reference!;
  const options = useQuery(
    reference === 'members' ? membersOptionsQuery : registerOptionsQuery(reference),
  );
  return (
    <SelectField
      label={props.label}
      error={props.error ?? (options.isError ? 'Não foi possível carregar a lista.' : undefined)}
      placeholder={
        options.isPending
          ? 'Carregando...'
          : reference === 'members'
            ? 'Nenhum (sem login)'
            : 'Selecione...'
      }
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
      {...props.register(props.field.name)}
    />
  );
}
