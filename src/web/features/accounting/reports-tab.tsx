import { AgeingReport } from './report-ageing.tsx';
import { AircraftReport } from './report-aircraft.tsx';

/** Contabilidade, Relatórios tab: the margin of each aircraft and the ageing of receivables. */
export function ReportsTab() {
  return (
    <div className="space-y-10">
      <AircraftReport />
      <AgeingReport />
    </div>
  );
}
