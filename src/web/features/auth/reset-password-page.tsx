import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BoundForm } from '../../components/bound-form.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { paths } from '../../paths.ts';
import { NewPasswordField } from '../../components/new-password-field.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useResetPassword } from './api.ts';

const passwordResetSchema = lazySchema(() =>
  import('../../../domain/auth/contracts.ts').then((m) => m.passwordResetForm),
);

/** Target of the reset e-mail: a new password under the same rules as sign-up. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const { form, submit, status, Field } = useContractForm(
    passwordResetSchema,
    { password: '', confirm: '' },
    async (values) => {
      await reset.mutateAsync({ token, password: values.password });
    },
  );
  return (
    <PageFrame title="Redefinir senha" description="Defina uma nova senha de acesso.">
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-md px-4 py-12">
        <div className="rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
          <KeyRound className="h-10 w-10 text-brand-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-ink-900">Redefinir senha</h1>
          {!token ? (
            <p className="mt-3 text-ink-700">
              Este endereço não tem um link de redefinição válido. Peça um novo em “Esqueceu sua
              senha?”.
            </p>
          ) : reset.isSuccess ? (
            <div className="mt-3 space-y-4" role="status">
              <p className="text-ink-700">Senha alterada. Entre com a nova senha.</p>
              <ButtonLink to={paths.login}>Ir para o login</ButtonLink>
            </div>
          ) : (
            <BoundForm form={form} onSubmit={submit} status={status} className="mt-4 space-y-4">
              <NewPasswordField
                name="password"
                label="Nova senha"
                placeholder="Mínimo 8 caracteres"
              />
              <Field
                name="confirm"
                label="Confirme a nova senha"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton pending={form.formState.isSubmitting} pendingText="Salvando...">
                Salvar nova senha
              </SubmitButton>
            </BoundForm>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
