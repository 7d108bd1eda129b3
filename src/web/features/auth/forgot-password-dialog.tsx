import { AUTH_TEXTS } from '../../../domain/auth/texts.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError } from '../../lib/api.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useRequestPasswordReset } from './api.ts';

const requestSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.passwordResetRequestInput),
);

/** 'Esqueceu sua senha?': asks for the e-mail; the answer never says whether it exists. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OpenDialog onClose={onClose} /> : null;
}

function OpenDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestPasswordReset();
  const { form, submit } = useContractForm(requestSchema, { email: '' }, async (values, form) => {
    try {
      await request.mutateAsync(values);
    } catch (e) {
      form.setError('email', {
        message: e instanceof ApiError ? (e.fields.email ?? e.message) : AUTH_TEXTS.emailInvalid,
      });
    }
  });

  return (
    <AskDialog title="Redefinir senha" onClose={onClose}>
      {request.isSuccess ? (
        <p className="mt-3 text-ink-700" role="status">
          Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira
          sua caixa de entrada.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <p className="text-ink-700">
            Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.
          </p>
          <FormField form={form} name="email" label="E-mail" type="email" />
          <SubmitButton pending={request.isPending} pendingText="Enviando...">
            Enviar link
          </SubmitButton>
        </form>
      )}
      <button
        type="button"
        onClick={onClose}
        className="mt-4 w-full text-sm font-medium text-brand-700 hover:underline"
      >
        Fechar
      </button>
    </AskDialog>
  );
}
