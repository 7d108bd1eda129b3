import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  COORDINATE_EXAMPLES,
  COORDINATE_LIMITS,
  formatCoordinate,
  parseCoordinate,
  type Axis,
} from '../../../domain/geo/coordinates.ts';
import { REGISTER_KINDS, type RegisterKind } from '../../../domain/registers/values.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { documentInput } from '../../lib/document-input.ts';
import { lazySchema, type Lazy } from '../../lib/lazy-schema.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { membersOptionsQuery, useSaveRegister } from './api.ts';
import { BoundaryField } from './boundary-field.tsx';
import { descriptors } from './descriptors.ts';
import type { FieldSpec, Row } from './field-spec.ts';
import { toFormValues, type RegisterValues } from './form-values.ts';

type Form = UseFormReturn<RegisterValues, unknown, unknown>;

const registerSchemas = lazySchema(() =>
  import('../../../domain/registers/contracts.ts').then((m) => m.registerInputs),
);
/** Each register's schema (stable, for the resolver). */
const schemas = Object.fromEntries(
  REGISTER_KINDS.map((kind) => [
    kind,
    lazySchema(() => registerSchemas().then((loaded) => loaded[kind] as ZodType<unknown>)),
  ]),
) as Record<RegisterKind, Lazy<ZodType<unknown>>>;

/**
 * Create or edit a register row (the body of the tab's dialog); the domain's schema checks it
 * and reads its numbers before sending.
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
  const { form, submit, status } = useContractForm(
    schemas[kind],
    toFormValues(fields, row),
    async (values) => props.onDone(await saveRow.mutateAsync(values as Record<string, unknown>)),
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormStatus status={status} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <ShownWhen key={field.name} form={form} field={field}>
            <div className={field.wide ? 'sm:col-span-2' : undefined}>
              {field.kind === 'boundary' ? (
                <BoundaryField form={form} name={field.name} error={errors[field.name]?.message} />
              ) : (
                <SpecField form={form} field={field} />
              )}
            </div>
          </ShownWhen>
        ))}
      </div>
      <FormActions
        pending={isSubmitting}
        submit="Salvar"
        onCancel={props.onCancel}
        className="flex justify-end gap-2 border-t border-brand-100 pt-4"
      />
    </form>
  );
}

/** A field shown while its `shownWhen` holds; hidden, it is emptied, so nothing stale is sent. */
function ShownWhen(props: { form: Form; field: FieldSpec; children: ReactNode }) {
  const { form, field } = props;
  const rule = field.shownWhen;
  const value = useWatch({ control: form.control, name: rule?.field ?? field.name });
  const shown = !rule || value === rule.is;
  useEffect(() => {
    if (!shown) form.setValue(field.name, '');
  }, [shown, form, field.name]);
  return shown ? props.children : null;
}

/** A field as its descriptor says: text, number, date, select, text area or reference. */
function SpecField({ form, field: described }: { form: Form; field: FieldSpec }) {
  const other = described.namedWhen;
  const value = useWatch({ control: form.control, name: other?.field ?? described.name });
  const field = other && value === other.is ? { ...described, ...other } : described;
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
  if (field.kind === 'coordinate') return <CoordinateField {...common} axis={field.axis!} />;
  if (field.kind === 'document') return <FormField {...common} {...documentInput} />;
  const numeric = field.kind === 'number' || field.kind === 'money';
  return (
    <FormField
      {...common}
      type={numeric ? 'text' : field.kind}
      inputMode={numeric ? 'decimal' : undefined}
    />
  );
}

/**
 * A latitude or longitude, typed in decimal degrees or in degrees, minutes and seconds: under
 * it, what was typed as read in both notations, or an example of each while nothing is readable.
 */
function CoordinateField(props: { form: Form; name: string; label: string; axis: Axis }) {
  const { axis, ...common } = props;
  const typed = useWatch({ control: props.form.control, name: props.name });
  const read = parseCoordinate(typed, axis);
  const example = COORDINATE_EXAMPLES[axis];
  const hint =
    read !== null && Math.abs(read) <= COORDINATE_LIMITS[axis]
      ? formatCoordinate(read, axis)
      : `Ex.: ${example.decimal} ou ${example.dms}`;
  return <FormField {...common} hint={hint} autoComplete="off" spellCheck={false} />;
}

/** A select of another register's rows, or of the company's members (a pilot's login). */
function ReferenceSelect(props: {
  form: Form;
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
