import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useUpdateName } from './api.ts';

const updateNameSchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.updateNameInput),
);

export function NameForm({ name }: { name: string }) {
  const update = useUpdateName();
  const { form, submit, status, Field } = useContractForm(
    updateNameSchema,
    { name },
    async (values) => {
      await update.mutateAsync(values);
      return 'Nome atualizado.';
    },
  );
  return (
    <BoundForm
      form={form}
      onSubmit={submit}
      status={status}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-56 flex-1">
        <Field name="name" label="Seu nome" autoComplete="name" />
      </div>
      <FormActions pending={form.formState.isSubmitting} submit="Salvar nome" variant="outline" />
    </BoundForm>
  );
}
