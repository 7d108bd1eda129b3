import { APP_NAME } from '../../../domain/constants.ts';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { useMe } from '../../lib/session.ts';
import { InvitesPanel } from './invites-panel.tsx';
import { MembersList } from './members-list.tsx';

/** /perfil: who I am, my company, its members and (owners and admins) its invites. */
export function ProfilePage() {
  const { data: me } = useMe();
  const membership = me?.membership;
  const managesTeam = membership?.role === 'owner' || membership?.role === 'admin';
  return (
    <>
      <title>{`Perfil — ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">Perfil</h1>
      <section className="mt-6 rounded-2xl border border-brand-100 bg-white p-6">
        <h2 className="text-lg font-semibold text-ink-900">Minha conta</h2>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-600">E-mail</dt>
          <dd className="break-all text-ink-900">{me?.user.email}</dd>
          {membership && (
            <>
              <dt className="text-ink-600">Empresa</dt>
              <dd className="text-ink-900">{membership.company.company_name}</dd>
              <dt className="text-ink-600">Papel</dt>
              <dd className="text-ink-900">{ROLE_LABELS[membership.role]}</dd>
            </>
          )}
        </dl>
      </section>
      {membership && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <MembersList />
          {managesTeam && <InvitesPanel />}
        </div>
      )}
    </>
  );
}
