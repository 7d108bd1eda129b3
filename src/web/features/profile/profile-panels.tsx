import type { Me } from '../../../domain/auth/contracts.ts';
import { Staged } from '../../components/staged.tsx';
import { officeActs } from '../../lib/session.ts';
import { FiscalPanel } from './fiscal-panel.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import { LogoPanel } from './logo-panel.tsx';
import { MembersList } from './members-list.tsx';
import { StoragePanel } from './storage-panel.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { WeatherWindowForm } from './weather-window-form.tsx';

/**
 * Perfil's panels after the account and the company's data, loaded after them (issue 43 item 3):
 * on a phone they sit below the first screen, and they are the grid's last items, so arriving
 * later moves nothing already drawn. Drawn one a task (`Staged`): all at once they were a React
 * task of 120–250 ms under Lighthouse's slowed CPU, most of the page's blocking time.
 */
export function ProfilePanels(props: {
  membership: NonNullable<Me['membership']>;
  userId: string;
}) {
  const { membership, userId } = props;
  const managesTeam = membership.role === 'owner' || membership.role === 'admin';
  return (
    <Staged first={1}>
      {managesTeam && <FiscalPanel />}
      <LogoPanel editable={membership.role === 'owner'} />
      {membership.role === 'owner' && <StoragePanel />}
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
      <SubscriptionPanel manages={managesTeam} />
      <MembersList me={{ userId, role: membership.role }} />
      {managesTeam && <InvitesPanel />}
    </Staged>
  );
}
