/** Contabilidade, Resumo tab: the figures, the cash flow and the month's result. */
export function SummaryTab() {
  return <p className="text-ink-700">Resumo financeiro.</p>;
}
