import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { NewPasswordField } from '../../components/new-password-field.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useChangePassword } from './api.ts';

const changePasswordSchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.changePasswordInput),
);

export function PasswordForm() {
  const change = useChangePassword();
  const { form, submit, status, Field } = useContractForm(
    changePasswordSchema,
    { currentPassword: '', newPassword: '' },
    async (values, form) => {
      await change.mutateAsync(values);
      form.reset();
      return 'Senha alterada. Os outros dispositivos foram desconectados.';
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <h3 className="font-semibold text-ink-900">Alterar senha</h3>
      <Field
        name="currentPassword"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField name="newPassword" label="Nova senha" placeholder="Mínimo 8 caracteres" />
      <FormActions pending={form.formState.isSubmitting} submit="Alterar senha" className="flex" />
    </BoundForm>
  );
}
