import { APP_NAME } from '../../../domain/constants.ts';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { officeActs, useMe } from '../../lib/session.ts';
import { CompanyForm } from './company-form.tsx';
import { FiscalPanel } from './fiscal-panel.tsx';
import { LogoPanel } from './logo-panel.tsx';
import { StoragePanel } from './storage-panel.tsx';
import { WeatherWindowForm } from './weather-window-form.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import { MembersList } from './members-list.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** /perfil: my account, my company, its members and (owners and admins) its invites. */
export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return null;
  const membership = me.membership;
  const managesTeam = membership?.role === 'owner' || membership?.role === 'admin';
  return (
    <>
      <title>{`Perfil — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">Perfil</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-brand-100 bg-white p-6">
          <h2 className="text-lg font-semibold text-ink-900">Minha conta</h2>
          <p className="mt-2 [overflow-wrap:anywhere] text-ink-700">
            {me.user.email}
            {membership && ` · ${ROLE_LABELS[membership.role]}`}
          </p>
          <NameForm name={me.user.name} />
          <PasswordForm />
        </section>
        {membership && (
          <section className="rounded-2xl border border-brand-100 bg-white p-6">
            <h2 className="text-lg font-semibold text-ink-900">Dados da empresa</h2>
            <CompanyForm company={membership.company} editable={membership.role === 'owner'} />
          </section>
        )}
        {managesTeam && <FiscalPanel />}
        {membership && <LogoPanel editable={membership.role === 'owner'} />}
        {membership?.role === 'owner' && <StoragePanel />}
        {membership && (
          <section className="rounded-2xl border border-brand-100 bg-white p-6">
            <h2 className="text-lg font-semibold text-ink-900">Janela meteorológica</h2>
            <p className="mt-1 text-sm text-ink-600">
              Condições fora destes limites pedem confirmação ao concluir uma operação e ficam
              registradas no relatório.
            </p>
            <WeatherWindowForm
              window={membership.company.janela_meteorologica}
              editable={officeActs(membership)}
            />
          </section>
        )}
        {membership && <SubscriptionPanel manages={managesTeam} />}
        {membership && <MembersList me={{ userId: me.user.id, role: membership.role }} />}
        {managesTeam && <InvitesPanel />}
      </div>
    </>
  );
}
