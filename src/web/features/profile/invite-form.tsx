import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateInviteInput } from '../../../domain/companies/contracts.ts';
import { Field } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { useInviteChange } from './api.ts';

const inviteSchema = lazySchema(() =>
  import('../../../domain/companies/contracts.ts').then((m) => m.createInviteInput),
);

export function InviteForm() {
  const change = useInviteChange();
  const [alert, setAlert] = useState('');
  const [sent, setSent] = useState('');
  const form = useForm<CreateInviteInput>({
    resolver: useLazyResolver(inviteSchema),
    defaultValues: { email: '', role: 'pilot' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    setSent('');
    try {
      await change.mutateAsync({ action: 'create', invite: values });
      setSent(`Convite enviado para ${values.email}.`);
      form.reset({ email: '', role: values.role });
    } catch (error) {
      setAlert(errorMessage(error, 'Não foi possível enviar o convite.'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
      <FormAlert message={alert} />
      {sent && (
        <p role="status" className="rounded-lg bg-crop-50 px-3 py-2 text-sm text-crop-700">
          {sent}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field
          label="E-mail do convidado"
          type="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-ink-900">
            Papel
          </label>
          <select
            id="invite-role"
            className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2"
            {...form.register('role')}
          >
            <option value="pilot">Piloto</option>
            <option value="admin">Administrador</option>
          </select>
        </div>
        <button type="submit" disabled={isSubmitting} className={buttonClasses('brand')}>
          {isSubmitting ? 'Enviando...' : 'Convidar'}
        </button>
      </div>
    </form>
  );
}
