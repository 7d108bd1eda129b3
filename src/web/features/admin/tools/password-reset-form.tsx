import { useState } from 'react';
import type { AdminPasswordResetInput } from '../../../../domain/admin/tools.ts';
import { BoundForm } from '../../../components/bound-form.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordReset } from './api.ts';
import { titled } from '../../../lib/api.ts';
import { ToolCard } from './tool-card.tsx';

const resetSchema = lazySchema(() =>
  import('../../../../domain/admin/tools.ts').then((m) => m.adminPasswordResetInput),
);

/** Spec §5 'Password reset tool': checked by its rules, applied after confirming. */
export function PasswordResetForm() {
  const reset = usePasswordReset();
  const [asking, setAsking] = useState<AdminPasswordResetInput | null>(null);
  const { form, submit, status, setStatus, Field } = useContractForm(
    resetSchema,
    { userEmail: '', newPassword: '' },
    async (values) => setAsking(values),
  );
  const apply = (values: AdminPasswordResetInput) =>
    reset.mutate(values, {
      onSuccess: () => {
        notify('Senha alterada');
        setStatus({
          ok: true,
          text: `Senha de ${values.userEmail} alterada; as sessões abertas foram encerradas.`,
        });
        form.reset();
      },
      onError: (error) =>
        setStatus({ ok: false, text: titled(error, 'Erro ao alterar senha').message }),
      onSettled: () => setAsking(null),
    });
  return (
    <ToolCard
      id="ferramenta-senha"
      title="Redefinir senha de usuário"
      about="Define uma nova senha para o usuário e encerra as sessões abertas dele."
    >
      <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-3">
        <Field name="userEmail" label="E-mail do usuário" type="email" autoComplete="off" />
        <NewPasswordField name="newPassword" label="Nova senha" placeholder="Mínimo 8 caracteres" />
        <FormActions pending={reset.isPending} submit="Alterar senha" variant="danger" />
      </BoundForm>
      {asking && (
        <ConfirmDialog
          title="Alterar a senha?"
          message={`A senha de ${asking.userEmail} será substituída e as sessões abertas dele serão encerradas.`}
          confirmLabel="Alterar senha"
          pending={reset.isPending ? 'Alterando...' : undefined}
          onConfirm={() => apply(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </ToolCard>
  );
}
