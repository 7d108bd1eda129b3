import { BoundForm } from '../../components/bound-form.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
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
  const { form, submit, status, Field } = useContractForm(
    inviteSchema,
    { email: '', role: 'pilot' },
    async (values, form) => {
      await change.mutateAsync({ action: 'create', invite: values });
      form.reset({ email: '', role: values.role });
      return `Convite enviado para ${values.email}.`;
    },
  );

  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field name="email" label="E-mail do convidado" type="email" />
        <Field
          name="role"
          as="select"
          label="Papel"
          options={INVITE_ROLES}
          placeholder="Selecione..."
        />
        <FormActions
          pending={form.formState.isSubmitting}
          submit="Convidar"
          pendingText="Enviando..."
        />
      </div>
    </BoundForm>
  );
}
