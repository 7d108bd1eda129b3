import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { updateNameInput } from '../../../domain/companies/profile-contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormField } from '../../components/form-field.tsx';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { useUpdateName } from './api.ts';
import { SaveStatus, useSave } from './use-save.tsx';

const updateNameSchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.updateNameInput),
);

export function NameForm({ name }: { name: string }) {
  const update = useUpdateName();
  const form = useForm<z.infer<typeof updateNameInput>>({
    resolver: useLazyResolver(updateNameSchema),
    defaultValues: { name },
  });
  const { status, save } = useSave(form.setError, ['name']);
  const submit = form.handleSubmit((values) =>
    save(() => update.mutateAsync(values), 'Nome atualizado.'),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-56 flex-1">
        <FormField form={form} name="name" label="Seu nome" autoComplete="name" />
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('outline')}
      >
        Salvar nome
      </button>
      <div className="w-full">
        <SaveStatus status={status} />
      </div>
    </form>
  );
}
