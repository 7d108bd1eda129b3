import { AddressTabs } from '../../../components/address-tabs.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { SystemPanel } from './system-panel.tsx';
import { WebVitalsPanel } from './web-vitals-panel.tsx';

const SECTIONS = [
  { key: 'visao-geral', label: 'Visão geral', panel: <OverviewPanel /> },
  { key: 'web-vitals', label: 'Web Vitals', panel: <WebVitalsPanel /> },
  { key: 'sistema', label: 'Sistema', panel: <SystemPanel /> },
];

/** Performance (spec part 2 §2, §9): real-time metrics, the stored web vitals and the server. */
export function PerformanceTab() {
  return <AddressTabs label="Performance" tabs={SECTIONS} param="painel" within={['aba']} />;
}
