import { AddressTabs } from '../../../components/address-tabs.tsx';
import { AffiliateList } from './affiliate-list.tsx';
import { AffiliateStatsCards } from './stats-cards.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { RateForm } from './rate-form.tsx';

// The keys differ from the page's own tabs ('aba-afiliados' is the page's tab's id).
const SUB_TABS = [
  { key: 'lista', label: 'Afiliados', panel: <AffiliateList /> },
  { key: 'pagamentos', label: 'Pagamentos', panel: <PayoutsPanel /> },
  { key: 'convites', label: 'Convites', panel: <InvitesPanel /> },
];

/** Afiliados, the admin's (spec part 2 §2): cards, the rate, affiliates, payouts and invites. */
export function AffiliatesAdminTab() {
  return (
    <>
      <AffiliateStatsCards />
      <RateForm />
      <AddressTabs label="Afiliados" tabs={SUB_TABS} param="painel" within={['aba']} />
    </>
  );
}
