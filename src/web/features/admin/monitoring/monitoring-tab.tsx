import { AddressTabs } from '../../../components/address-tabs.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { ErrorLog } from './error-log.tsx';
import { HealthPanel } from './health-panel.tsx';

const SecurityPanel = lazyComponent(() =>
  import('./security-panel.tsx').then((m) => m.SecurityPanel),
);

/** Monitoramento's own tabs; the address keeps the open one (`?aba=monitoramento&painel=`). */
const PANELS = [
  { key: 'saude', label: 'Saúde do sistema', panel: <HealthPanel /> },
  { key: 'erros', label: 'Log de erros', panel: <ErrorLog /> },
  { key: 'seguranca', label: 'Segurança', panel: <SecurityPanel /> },
];

/** Monitoramento (spec part 2 §2): the system's health, the browsers' errors and the security dashboard. */
export function MonitoringTab() {
  return <AddressTabs label="Monitoramento" tabs={PANELS} param="painel" within={['aba']} />;
}
