import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { APP_NAME } from '../../../domain/constants.ts';
import { BoundForm } from '../../components/bound-form.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { useLogout, useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { invitePreviewQuery, useAcceptInviteWithPassword } from './api.ts';

const acceptSchema = lazySchema(() =>
  import('../../../domain/companies/contracts.ts').then((m) => m.acceptInviteWithPasswordInput),
);

/** Spec part 1 §9: accept 1 s after the checks; a different user is signed out after 2 s. */
const ACCEPT_DELAY_MS = 1000;
const SWITCH_USER_DELAY_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The invite-acceptance card of the login screen (spec part 1 §2 and §4 'Invite login flow').
 * Someone else signed in is signed out ('Trocando usuário...'); the invitee who already has a
 * company is told so and nothing is accepted; otherwise one password is asked — 'Defina sua
 * senha' for a visitor, 'Confirme sua senha' for the invitee signed in, whose acceptance then
 * waits the spec's second under 'Processando convite...'. The server checks the password of an
 * existing account ('Senha incorreta', its description on the field).
 */
export function InviteCard({ token, email }: { token: string; email: string }) {
  const me = useMe();
  const preview = useQuery(invitePreviewQuery(token));
  const { mutate: logout } = useLogout({ redirect: false });
  const acceptWithPassword = useAcceptInviteWithPassword();
  const navigate = useNavigate();
  const user = me.data?.user;
  const state = !user
    ? 'anonymous'
    : user.email.toLowerCase() !== email.toLowerCase()
      ? 'switching'
      : me.data?.membership
        ? 'member'
        : 'confirming';
  const { form, submit, status, Field } = useContractForm(
    acceptSchema,
    { token, email, password: '' },
    async (values) => {
      if (state === 'confirming') await wait(ACCEPT_DELAY_MS);
      await acceptWithPassword.mutateAsync(values);
      navigate(paths.dashboard, { replace: true });
    },
  );

  useEffect(() => {
    if (state !== 'switching') return;
    const timer = setTimeout(() => logout(), SWITCH_USER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, logout]);

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-ink-900">Bem-vindo ao {APP_NAME}!</h1>
      <p className="mt-2 text-ink-700">Você foi convidado para fazer parte da equipe</p>
      {preview.data && (
        <p className="mt-1 font-semibold text-ink-900">
          {preview.data.empresa} convidou você como {ROLE_LABELS[preview.data.papel]}.
        </p>
      )}
      <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-brand-700">
        {email}
      </p>
      <div className="mt-6">
        {me.isPending || preview.isPending ? (
          <Spinner />
        ) : preview.isError ? (
          // A link that is not a pending invite (used, cancelled, mistyped) asks for nothing.
          <FormAlert message={errorMessage(preview.error, 'Convite inválido ou expirado')} />
        ) : state === 'switching' ? (
          <Spinner label="Trocando usuário..." />
        ) : state === 'member' ? (
          <FormAlert message="Você já pertence a uma empresa" />
        ) : (
          <BoundForm form={form} onSubmit={submit} status={status} className="space-y-4">
            <Field
              name="password"
              label={user ? 'Confirme sua senha' : 'Defina sua senha'}
              type="password"
              autoComplete={user ? 'current-password' : 'new-password'}
            />
            <SubmitButton
              pending={form.formState.isSubmitting || acceptWithPassword.isSuccess}
              pendingText="Processando convite..."
            >
              Aceitar convite
            </SubmitButton>
          </BoundForm>
        )}
      </div>
    </section>
  );
}
