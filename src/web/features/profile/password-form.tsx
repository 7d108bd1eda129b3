import { useWatch } from 'react-hook-form';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { PasswordMeter } from '../../components/password-meter.tsx';
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
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <h3 className="font-semibold text-ink-900">Alterar senha</h3>
      <Field
        name="currentPassword"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
      />
      <Field
        name="newPassword"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 8 caracteres"
        below={<PasswordMeter password={newPassword} />}
      />
      <FormActions pending={form.formState.isSubmitting} submit="Alterar senha" className="flex" />
    </BoundForm>
  );
}
