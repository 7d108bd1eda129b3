import { useState, type FormEvent } from 'react';
import { BoundForm } from '../../components/bound-form.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { blankCredentials } from '../../../domain/auth/credentials.ts';
import { AUTH_TEXTS } from '../../../domain/auth/texts.ts';
import { useLogin } from './api.ts';
import { FormCaptchaField } from './captcha-field.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const loginSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.loginInput),
);

/** Spec part 1 §2: after login, go to the dashboard 500 ms later. */

/** The 'Entrar' tab: e-mail, password and the captcha (spec part 1 §2 and §5). */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const [captchaKey, setCaptchaKey] = useState(0);
  const { form, save, status, setStatus, Field } = useContractForm(
    loginSchema,
    { email: '', password: '', captchaId: '', captchaCode: '' },
    async (values) => {
      try {
        await login.mutateAsync(values);
      } catch (error) {
        setCaptchaKey((key) => key + 1); // a challenge is single use
        throw error;
      }
    },
    // The login page is public: its contract's code loads when someone starts to use it.
    { preload: 'interaction' },
  );
  const { isSubmitting } = form.formState;

  // Spec part 1 §5: a blank e-mail or password is also said as one line, before any request.
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!(await save()) && blankCredentials(form.getValues()))
      setStatus({ ok: false, text: AUTH_TEXTS.bothRequired });
  };

  return (
    <BoundForm
      form={form}
      onSubmit={(event) => void submit(event)}
      status={status}
      className="space-y-4"
    >
      <Field name="email" label="E-mail" type="email" autoComplete="email" />
      <Field name="password" label="Senha" type="password" autoComplete="current-password" />
      <FormCaptchaField form={form} resetKey={captchaKey} />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Esqueceu sua senha?
        </button>
      </div>
      <SubmitButton pending={isSubmitting || login.isSuccess} pendingText="Entrando...">
        Entrar
      </SubmitButton>
    </BoundForm>
  );
}
