import { Building2, MailOpen } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { DEFAULT_TRIAL_DAYS } from '../../../domain/companies/values.ts';
import { APP_NAME } from '../../../domain/constants.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { landingPath, useLogout, useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

const card = 'rounded-2xl border border-brand-100 bg-white p-6';

/**
 * /sem-empresa: a signed-in user who belongs to no company learns the two ways in — an invite
 * from a company's owner, or a company of his own, signed up from 'Cadastrar'.
 */
export function NoCompanyPage() {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const logout = useLogout({ redirect: false });
  if (me && landingPath(me) !== paths.noCompany) return <Navigate to={landingPath(me)} replace />;
  return (
    <section className="mx-auto max-w-3xl">
      <title>{`Sem empresa — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">
        Sua conta ainda não pertence a uma empresa
      </h1>
      <p className="mt-2 text-ink-700">
        O {APP_NAME} é usado pela equipe de uma empresa. Há dois caminhos para começar:
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className={card}>
          <MailOpen className="h-8 w-8 text-brand-700" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-bold text-ink-900">Entrar na equipe de uma empresa</h2>
          <p className="mt-2 text-ink-700">
            Peça um convite ao proprietário ou administrador da empresa, para o e-mail{' '}
            <strong className="break-all">{me?.user.email}</strong>. O convite chega por e-mail;
            abra o link dele e confirme a sua senha.
          </p>
        </div>
        <div className={card}>
          <Building2 className="h-8 w-8 text-brand-700" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-bold text-ink-900">Criar a sua empresa</h2>
          <p className="mt-2 text-ink-700">
            O cadastro cria a empresa com você como proprietário e {DEFAULT_TRIAL_DAYS} dias de
            teste grátis. Use outro e-mail: este já tem uma conta.
          </p>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => navigate(`${paths.login}?tab=cadastrar`),
              })
            }
            className={`mt-4 ${buttonClasses()}`}
          >
            Sair e cadastrar uma empresa
          </button>
        </div>
      </div>
    </section>
  );
}
