import { useState } from 'react';
import { AUTH_TEXTS } from '../../../domain/auth/texts.ts';
import { AskDialog } from '../../components/ask-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError } from '../../lib/api.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useRequestPasswordReset } from './api.ts';
import { FormCaptchaField } from './captcha-field.tsx';

const requestSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.passwordResetRequestInput),
);

/** 'Esqueceu sua senha?': asks for the e-mail; the answer never says whether it exists. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OpenDialog onClose={onClose} /> : null;
}

function OpenDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestPasswordReset();
  const [captchaKey, setCaptchaKey] = useState(0);
  const { form, submit } = useContractForm(
    requestSchema,
    { email: '', captchaId: '', captchaCode: '' },
    async (values, form) => {
      try {
        await request.mutateAsync(values);
      } catch (e) {
        setCaptchaKey((key) => key + 1); // a challenge is single use
        if (e instanceof ApiError && e.fields.captchaCode) throw e; // said on the captcha field
        form.setError('email', {
          message: e instanceof ApiError ? (e.fields.email ?? e.message) : AUTH_TEXTS.emailInvalid,
        });
      }
    },
  );

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
          <FormCaptchaField form={form} resetKey={captchaKey} />
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
