import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { LoginInput } from '../../../domain/auth/contracts.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { paths } from '../../paths.ts';
import { useLogin } from './api.ts';
import { CaptchaField } from './captcha-field.tsx';
import { applyApiError, formAlertFor } from '../../lib/form-errors.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';

const loginSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.loginInput),
);

/** Spec part 1 §2: after login, go to the dashboard 500 ms later. */
const REDIRECT_DELAY_MS = 500;

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const navigate = useNavigate();
  const [alert, setAlert] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<LoginInput>({
    resolver: useLazyResolver(loginSchema),
    defaultValues: { email: '', password: '', captchaId: '', captchaCode: '' },
  });
  const watched = useWatch({ control: form.control, name: 'captchaCode' });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const onCaptcha = useCallback(
    (code: string, id: string | undefined) => {
      form.setValue('captchaCode', code);
      form.setValue('captchaId', id ?? '');
    },
    [form],
  );

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      await login.mutateAsync(values);
      setTimeout(() => navigate(paths.dashboard), REDIRECT_DELAY_MS);
    } catch (error) {
      setAlert(
        formAlertFor(applyApiError(error, form.setError, ['email', 'password', 'captchaCode'])),
      );
      setCaptchaKey((key) => key + 1); // a challenge is single use
      throw error;
    }
  });

  return (
    <form onSubmit={(event) => void submit(event).catch(() => {})} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <FormField form={form} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormField
        form={form}
        name="password"
        label="Senha"
        type="password"
        autoComplete="current-password"
      />
      <CaptchaField
        value={watched}
        onChange={onCaptcha}
        error={errors.captchaCode?.message}
        resetKey={captchaKey}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Esqueceu sua senha?
        </button>
      </div>
      <SubmitButton pending={isSubmitting || isSubmitSuccessful} pendingText="Entrando...">
        Entrar
      </SubmitButton>
    </form>
  );
}
