import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_TEXTS } from '../../../domain/auth/password.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { paths } from '../../paths.ts';
import { NewPasswordField } from '../../components/new-password-field.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { clearAffiliateRef, keptAffiliateRef } from '../../lib/affiliate-ref.ts';
import { useSignUp } from './api.ts';
import { FormCaptchaField } from './captcha-field.tsx';

const signUpSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.signUpInput),
);

/** The 'Cadastrar' tab: company name, e-mail, password and the captcha (spec part 1 §2). */
export function SignUpForm() {
  const signUp = useSignUp();
  const [captchaKey, setCaptchaKey] = useState(0);
  const { form, submit, status, Field } = useContractForm(
    signUpSchema,
    { companyName: '', email: '', password: '', captchaId: '', captchaCode: '' },
    async (values) => {
      try {
        await signUp.mutateAsync({ ...values, affiliateRef: keptAffiliateRef() });
      } catch (error) {
        setCaptchaKey((key) => key + 1); // a challenge is single use
        throw error;
      }
      clearAffiliateRef();
    },
  );
  return (
    <BoundForm form={form} onSubmit={submit} status={status} className="space-y-4">
      <Field name="companyName" label="Nome da empresa" autoComplete="organization" />
      <Field name="email" label="E-mail" type="email" autoComplete="email" />
      <NewPasswordField
        name="password"
        label="Senha"
        placeholder={PASSWORD_TEXTS.placeholder}
        describeError={(message) => message && `${PASSWORD_TEXTS.validationTitle}: ${message}`}
      />
      <FormCaptchaField form={form} resetKey={captchaKey} />
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
      <SubmitButton pending={form.formState.isSubmitting} pendingText="Criando conta...">
        Começar teste grátis
      </SubmitButton>
    </BoundForm>
  );
}
