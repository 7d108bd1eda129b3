import { useTabInAddress } from '../../lib/tab-in-address.ts';
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { TitleSide } from '../../../domain/accounting/values.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { accountingHeading } from '../../headings/accounting.ts';
import { Tabs } from '../../components/tabs.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { TitlesTab } from './titles-tab.tsx';

const SummaryTab = lazyComponent(() => import('./summary-tab.tsx').then((m) => m.SummaryTab));
const ReconciliationTab = lazyComponent(() =>
  import('./reconciliation-tab.tsx').then((m) => m.ReconciliationTab),
);
const ReportsTab = lazyComponent(() => import('./reports-tab.tsx').then((m) => m.ReportsTab));
const SettingsTab = lazyComponent(() => import('./settings-tab.tsx').then((m) => m.SettingsTab));
const loadTitleDialog = () => import('./title-dialog.tsx').then((m) => m.TitleDialog);
const TitleDialog = lazyComponent(loadTitleDialog);

const TABS = [
  { key: 'resumo', label: 'Resumo' },
  { key: 'receber', label: 'A receber' },
  { key: 'pagar', label: 'A pagar' },
  { key: 'conciliacao', label: 'Conciliação' },
  { key: 'relatorios', label: 'Relatórios' },
  { key: 'configuracoes', label: 'Configurações' },
] as const;

/** `/contabilidade` (owners and admins): receivables, payables, reconciliation and reports. */
export function AccountingPage() {
  const [tab, selectTab] = useTabInAddress(TABS);
  const [creating, setCreating] = useState<TitleSide | null>(null);
  const side: TitleSide = tab === 'pagar' ? 'pagar' : 'receber';

  return (
    <>
      <PageHeader {...accountingHeading}>
        <ActionButton
          icon={Plus}
          onClick={() => setCreating(side)}
          {...prefetchOnIntent(loadTitleDialog)}
        >
          Nova conta
        </ActionButton>
      </PageHeader>
      <Tabs label="Contabilidade" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'resumo' && <SummaryTab />}
        {(tab === 'receber' || tab === 'pagar') && (
          <TitlesTab key={tab} lado={tab} onCreate={() => setCreating(tab)} />
        )}
        {tab === 'conciliacao' && <ReconciliationTab />}
        {tab === 'relatorios' && <ReportsTab />}
        {tab === 'configuracoes' && <SettingsTab />}
      </Tabs>
      {creating && (
        <Suspense>
          <TitleDialog lado={creating} onClose={() => setCreating(null)} />
        </Suspense>
      )}
    </>
  );
}
