import { useTabInAddress } from '../../../lib/tab-in-address.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { AffiliateList } from './affiliate-list.tsx';
import { AffiliateStatsCards } from './stats-cards.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { RateForm } from './rate-form.tsx';

// The keys differ from the page's own tabs ('aba-afiliados' is the page's tab's id).
const SUB_TABS = [
  { key: 'lista', label: 'Afiliados' },
  { key: 'pagamentos', label: 'Pagamentos' },
  { key: 'convites', label: 'Convites' },
] as const;

/** Afiliados, the admin's (spec part 2 §2): cards, the rate, affiliates, payouts and invites. */
export function AffiliatesAdminTab() {
  const [tab, selectTab] = useTabInAddress(SUB_TABS, 'painel', ['aba']);
  return (
    <>
      <AffiliateStatsCards />
      <RateForm />
      <Tabs label="Afiliados" tabs={SUB_TABS} current={tab} onSelect={selectTab}>
        {tab === 'lista' && <AffiliateList />}
        {tab === 'pagamentos' && <PayoutsPanel />}
        {tab === 'convites' && <InvitesPanel />}
      </Tabs>
    </>
  );
}
