import { useWatch } from 'react-hook-form';
import { FormActions } from '../../components/form-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { FormStatus } from '../../components/form-status.tsx';
import { PasswordMeter } from '../../components/password-meter.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useChangePassword } from './api.ts';

const changePasswordSchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.changePasswordInput),
);

export function PasswordForm() {
  const change = useChangePassword();
  const { form, submit, status } = useContractForm(
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
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      <h3 className="font-semibold text-ink-900">Alterar senha</h3>
      <FormField
        form={form}
        name="currentPassword"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
      />
      <FormField
        form={form}
        name="newPassword"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 8 caracteres"
        below={<PasswordMeter password={newPassword} />}
      />
      <FormStatus status={status} />
      <FormActions pending={form.formState.isSubmitting} submit="Alterar senha" className="flex" />
    </form>
  );
}
