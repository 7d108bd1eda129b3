import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { changePasswordInput } from '../../../domain/companies/profile-contracts.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormField } from '../../components/form-field.tsx';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { PasswordMeter } from '../../components/password-meter.tsx';
import { useChangePassword } from './api.ts';
import { SaveStatus, useSave } from './use-save.tsx';

const changePasswordSchema = lazySchema(() =>
  import('../../../domain/companies/profile-contracts.ts').then((m) => m.changePasswordInput),
);

type Values = z.infer<typeof changePasswordInput>;

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: useLazyResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { status, save } = useSave(form.setError, ['currentPassword', 'newPassword']);
  const submit = form.handleSubmit((values) =>
    save(async () => {
      await change.mutateAsync(values);
      form.reset();
    }, 'Senha alterada. Os outros dispositivos foram desconectados.'),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
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
      <SaveStatus status={status} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('brand')}
      >
        {form.formState.isSubmitting ? 'Salvando...' : 'Alterar senha'}
      </button>
    </form>
  );
}
