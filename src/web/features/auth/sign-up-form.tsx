import { AFFILIATE_REF_KEY } from './affiliate-ref.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { SignUpInput } from '../../../domain/auth/contracts.ts';
import { PASSWORD_TEXTS } from '../../../domain/auth/password.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { paths } from '../../paths.ts';
import { PasswordMeter } from '../../components/password-meter.tsx';
import { applyApiError, formAlertFor } from '../../lib/form-errors.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { useSignUp } from './api.ts';

const signUpSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.signUpInput),
);

/** Spec part 1 §3: the affiliate code kept from `?ref=`. */

export function SignUpForm() {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [alert, setAlert] = useState('');
  const form = useForm<SignUpInput>({
    resolver: useLazyResolver(signUpSchema),
    defaultValues: { companyName: '', email: '', password: '' },
  });
  const watched = useWatch({ control: form.control, name: 'password' });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      const affiliateRef = localStorage.getItem(AFFILIATE_REF_KEY) ?? undefined;
      await signUp.mutateAsync({ ...values, affiliateRef });
      localStorage.removeItem(AFFILIATE_REF_KEY);
      navigate(paths.dashboard);
    } catch (error) {
      setAlert(
        formAlertFor(applyApiError(error, form.setError, ['companyName', 'email', 'password'])),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="companyName"
        label="Nome da empresa"
        autoComplete="organization"
      />
      <FormField form={form} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormField
        form={form}
        name="password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder={PASSWORD_TEXTS.placeholder}
        describeError={(message) => message && `${PASSWORD_TEXTS.validationTitle}: ${message}`}
        below={<PasswordMeter password={watched} />}
      />
      <p className="text-sm text-ink-600">
        Ao criar a conta você aceita os{' '}
        <Link
          to={paths.terms}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline"
        >
          Termos de Serviço
        </Link>{' '}
        e a{' '}
        <Link
          to={paths.privacy}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline"
        >
          Política de Privacidade
        </Link>
        .
      </p>
      <SubmitButton pending={isSubmitting} pendingText="Criando conta...">
        Começar teste grátis
      </SubmitButton>
    </form>
  );
}
