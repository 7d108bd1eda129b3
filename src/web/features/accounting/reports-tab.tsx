/** Contabilidade, Relatórios tab: the margin of each aircraft and the ageing of receivables. */
export function ReportsTab() {
  return <p className="text-ink-700">Relatórios.</p>;
}
