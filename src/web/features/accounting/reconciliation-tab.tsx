/** Contabilidade, Conciliação tab: a bank statement's lines matched to open installments. */
export function ReconciliationTab() {
  return <p className="text-ink-700">Conciliação bancária.</p>;
}
