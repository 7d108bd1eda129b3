import { useTabInAddress } from '../../../lib/tab-in-address.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { SystemPanel } from './system-panel.tsx';
import { WebVitalsPanel } from './web-vitals-panel.tsx';

const SECTIONS = [
  { key: 'visao-geral', label: 'Visão geral' },
  { key: 'web-vitals', label: 'Web Vitals' },
  { key: 'sistema', label: 'Sistema' },
] as const;

/** Performance (spec part 2 §2, §9): real-time metrics, the stored web vitals and the server. */
export function PerformanceTab() {
  const [section, selectSection] = useTabInAddress(SECTIONS, 'painel', ['aba']);
  return (
    <Tabs label="Performance" tabs={SECTIONS} current={section} onSelect={selectSection}>
      {section === 'visao-geral' && <OverviewPanel />}
      {section === 'web-vitals' && <WebVitalsPanel />}
      {section === 'sistema' && <SystemPanel />}
    </Tabs>
  );
}
