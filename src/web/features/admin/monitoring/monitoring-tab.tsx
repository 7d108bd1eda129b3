import { useTabInAddress } from '../../../lib/tab-in-address.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { ErrorLog } from './error-log.tsx';
import { HealthPanel } from './health-panel.tsx';

const SecurityPanel = lazyComponent(() =>
  import('./security-panel.tsx').then((m) => m.SecurityPanel),
);

/** Monitoramento's own tabs; the address keeps the open one (`?aba=monitoramento&painel=`). */
const PANELS = [
  { key: 'saude', label: 'Saúde do sistema' },
  { key: 'erros', label: 'Log de erros' },
  { key: 'seguranca', label: 'Segurança' },
] as const;

/** Monitoramento (spec part 2 §2): the system's health, the browsers' errors and the security dashboard. */
export function MonitoringTab() {
  const [panel, selectPanel] = useTabInAddress(PANELS, 'painel', ['aba']);
  return (
    <Tabs label="Monitoramento" tabs={PANELS} current={panel} onSelect={selectPanel}>
      {panel === 'saude' && <HealthPanel />}
      {panel === 'erros' && <ErrorLog />}
      {panel === 'seguranca' && <SecurityPanel />}
    </Tabs>
  );
}
