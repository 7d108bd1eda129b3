import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_TEXTS } from '../../../domain/auth/texts.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError } from '../../lib/api.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { useRequestPasswordReset } from './api.ts';

const requestSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.passwordResetRequestInput),
);

/** 'Esqueceu sua senha?': asks for the e-mail; the answer never says whether it exists. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OpenDialog onClose={onClose} /> : null;
}

function OpenDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const request = useRequestPasswordReset();
  const form = useForm<{ email: string }>({
    resolver: useLazyResolver(requestSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => ref.current?.showModal(), []);

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (e) =>
        form.setError('email', {
          message: e instanceof ApiError ? (e.fields.email ?? e.message) : AUTH_TEXTS.emailInvalid,
        }),
    }),
  );

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="forgot-title"
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-ink-900/40"
    >
      <h2 id="forgot-title" className="text-xl font-bold text-ink-900">
        Redefinir senha
      </h2>
      {request.isSuccess ? (
        <p className="mt-3 text-ink-700" role="status">
          Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira
          sua caixa de entrada.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
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
    </dialog>
  );
}
