import { Fuel, PackagePlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { stockHeading } from '../../headings/stock.ts';
import { Tabs } from '../../components/tabs.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { officeActs, useMe } from '../../lib/session.ts';
import { AlertsPanel } from './alerts-panel.tsx';
import { BalancesTab } from './balances-tab.tsx';

// The tabs after the balances load when opened (the balances' tab comes with the page; the
// panel shows its spinner meanwhile): their forms and react-hook-form are off the first load.
const MovementsTab = lazyComponent(() => import('./movements-tab.tsx').then((m) => m.MovementsTab));
const EntriesTab = lazyComponent(() => import('./entries-tab.tsx').then((m) => m.EntriesTab));
const ContainersTab = lazyComponent(() =>
  import('./containers-tab.tsx').then((m) => m.ContainersTab),
);
const FuelTab = lazyComponent(() => import('./fuel-tab.tsx').then((m) => m.FuelTab));
const EntryForm = lazyComponent(() => import('./entry-form.tsx').then((m) => m.EntryForm));
const FuelExitDialog = lazyComponent(() =>
  import('./fuel-exit-dialog.tsx').then((m) => m.FuelExitDialog),
);

const TABS = [
  { key: 'saldo', label: 'Saldo' },
  { key: 'movimentos', label: 'Movimentações' },
  { key: 'notas', label: 'Notas fiscais' },
  { key: 'entrada', label: 'Nova entrada', office: true },
  { key: 'embalagens', label: 'Embalagens' },
  { key: 'combustivel', label: 'Combustível', office: true },
] as const;
export type StockTab = (typeof TABS)[number]['key'];

/** Opens a tab with its filters in the address: a lot's history, the low balances. */
export type OpenTab = (tab: StockTab, params?: Record<string, string>) => void;

/** Who may do what here: the office records; a pilot reads and records fuel on own flights. */
export type StockAccess = { office: boolean; canAct: boolean };

/** `/estoque`: balances by lot, history, entries by NF, empty containers, and the alerts. */
export function StockPage() {
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const membership = me.data?.membership;
  const access: StockAccess = {
    office: officeActs(membership),
    canAct: !!membership?.canAct,
  };
  const tabs = TABS.filter((t) => !('office' in t) || access.office);
  const tab = tabs.find((t) => t.key === search.get('aba'))?.key ?? 'saldo';
  const open: OpenTab = (key, params = {}) => setSearch({ aba: key, ...params });
  const [fuelOpen, setFuelOpen] = useState(false);

  return (
    <>
      <PageHeader {...stockHeading}>
        <div className="flex flex-wrap gap-2">
          {access.canAct && (
            <ActionButton icon={Fuel} variant="outline" onClick={() => setFuelOpen(true)}>
              Saída de combustível
            </ActionButton>
          )}
          {access.office && tab !== 'entrada' && (
            <ActionButton icon={PackagePlus} onClick={() => open('entrada')}>
              Nova entrada
            </ActionButton>
          )}
        </div>
      </PageHeader>
      {!access.office && membership && (
        <p className="mt-2 text-sm text-ink-600">
          Entradas, ajustes e devoluções são registrados pelo escritório.
          {access.canAct && ' Você pode registrar o combustível dos seus voos.'}
        </p>
      )}

      <AlertsPanel onOpen={open} />

      <Tabs label="Estoque" tabs={tabs} current={tab} onSelect={(key) => open(key)}>
        {tab === 'saldo' && <BalancesTab access={access} onOpen={open} />}
        {tab === 'movimentos' && (
          <MovementsTab key={search.toString()} search={search} onOpen={open} />
        )}
        {tab === 'notas' && <EntriesTab />}
        {tab === 'entrada' && <EntryForm onDone={() => open('saldo')} />}
        {tab === 'embalagens' && <ContainersTab access={access} />}
        {tab === 'combustivel' && <FuelTab />}
      </Tabs>
      {fuelOpen && (
        <Suspense>
          <FuelExitDialog onClose={() => setFuelOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
