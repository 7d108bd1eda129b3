import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateInviteInput } from '../../../domain/companies/contracts.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { useInviteChange } from './api.ts';

const inviteSchema = lazySchema(() =>
  import('../../../domain/companies/contracts.ts').then((m) => m.createInviteInput),
);

const INVITE_ROLES = [
  { value: 'pilot', label: 'Piloto' },
  { value: 'admin', label: 'Administrador' },
];

export function InviteForm() {
  const change = useInviteChange();
  const [alert, setAlert] = useState('');
  const [sent, setSent] = useState('');
  const form = useForm<CreateInviteInput>({
    resolver: useLazyResolver(inviteSchema),
    defaultValues: { email: '', role: 'pilot' },
  });
  const { isSubmitting } = form.formState;

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
        <FormField form={form} name="email" label="E-mail do convidado" type="email" />
        <FormField
          form={form}
          name="role"
          as="select"
          label="Papel"
          options={INVITE_ROLES}
          placeholder="Selecione..."
        />
        <button type="submit" disabled={isSubmitting} className={buttonClasses('brand')}>
          {isSubmitting ? 'Enviando...' : 'Convidar'}
        </button>
      </div>
    </form>
  );
}
