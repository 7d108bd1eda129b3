/** Monitoramento (spec part 2 §2): the system's health and the security dashboard. */
export function MonitoringTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
