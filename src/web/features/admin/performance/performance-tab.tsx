import { useState } from 'react';
import { Tabs } from '../../../components/tabs.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { SystemPanel } from './system-panel.tsx';
import { WebVitalsPanel } from './web-vitals-panel.tsx';

const SECTIONS = [
  { key: 'visao-geral', label: 'Visão geral' },
  { key: 'web-vitals', label: 'Web Vitals' },
  { key: 'sistema', label: 'Sistema' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

/** Performance (spec part 2 §2, §9): real-time metrics, the stored web vitals and the server. */
export function PerformanceTab() {
  const [section, setSection] = useState<Section>('visao-geral');
  return (
    <Tabs
      label="Performance"
      tabs={SECTIONS}
      current={section}
      onSelect={setSection}
      panel="painel-performance"
    >
      {section === 'visao-geral' && <OverviewPanel />}
      {section === 'web-vitals' && <WebVitalsPanel />}
      {section === 'sistema' && <SystemPanel />}
    </Tabs>
  );
}
