import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { acceptInviteWithPasswordInput } from '../../../domain/companies/contracts.ts';
import { APP_NAME } from '../../../domain/constants.ts';
import { FormField } from '../../components/form-field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { lazySchema, useLazyResolver } from '../../lib/lazy-schema.ts';
import { useLogout, useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { useAcceptInvite, useAcceptInviteWithPassword } from './api.ts';

type Values = z.input<typeof acceptInviteWithPasswordInput>;
const acceptSchema = lazySchema(() =>
  import('../../../domain/companies/contracts.ts').then((m) => m.acceptInviteWithPasswordInput),
);

/** Spec part 1 §9: accept 1 s after the checks; a different user is signed out after 2 s. */
const ACCEPT_DELAY_MS = 1000;
const SWITCH_USER_DELAY_MS = 2000;

/** The invite-acceptance card of the login screen (spec part 1 §2 and §4 'Invite login flow'). */
export function InviteCard({ token, email }: { token: string; email: string }) {
  const me = useMe();
  const logout = useLogout({ redirect: false });
  const { mutateAsync: accept } = useAcceptInvite();
  const acceptWithPassword = useAcceptInviteWithPassword();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const form = useForm<Values, unknown, Values>({
    resolver: useLazyResolver(acceptSchema),
    defaultValues: { token, email, password: '' },
  });
  const accepted = useRef(false);
  const user = me.data?.user;
  const sameUser = user?.email.toLowerCase() === email.toLowerCase();
  const state = !user
    ? 'anonymous'
    : !sameUser
      ? 'switching'
      : me.data?.membership
        ? 'member'
        : 'accepting';

  useEffect(() => {
    if (state === 'switching') {
      const timer = setTimeout(() => logout.mutate(), SWITCH_USER_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (state === 'accepting' && !accepted.current) {
      accepted.current = true; // once only
      const timer = setTimeout(async () => {
        try {
          await accept({ token });
          navigate(paths.dashboard, { replace: true });
        } catch (e) {
          setError(errorMessage(e, 'Não foi possível aceitar o convite.'));
        }
      }, ACCEPT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [state, token, logout, accept, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      await acceptWithPassword.mutateAsync(values);
      navigate(paths.dashboard, { replace: true });
    } catch (e) {
      const text =
        e instanceof ApiError
          ? (e.fields.password ?? e.message)
          : 'Não foi possível aceitar o convite.';
      // The password's own rules are said at the field; anything else above the form.
      if (text.startsWith('A senha')) form.setError('password', { message: text });
      else setAlert(text);
    }
  });

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-ink-900">Bem-vindo ao {APP_NAME}!</h1>
      <p className="mt-2 text-ink-700">Você foi convidado para fazer parte da equipe</p>
      <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-brand-700">
        {email}
      </p>
      <div className="mt-6">
        {me.isPending ? (
          <Spinner />
        ) : state === 'switching' ? (
          <Spinner label="Trocando usuário..." />
        ) : state === 'member' ? (
          <FormAlert message="Você já pertence a uma empresa" />
        ) : state === 'accepting' ? (
          error ? (
            <FormAlert message={error} />
          ) : (
            <Spinner label="Processando convite..." />
          )
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <FormAlert message={alert} />
            <FormField
              form={form}
              name="password"
              label={user ? 'Confirme sua senha' : 'Defina sua senha'}
              type="password"
              autoComplete="new-password"
            />
            <SubmitButton
              pending={acceptWithPassword.isPending || acceptWithPassword.isSuccess}
              pendingText="Processando convite..."
            >
              Aceitar convite
            </SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}
