/** 'Folha de pagamento': the payroll runs of a year and a run's detail. */
export function PayrollTab() {
  return <p className="text-sm text-slate-600">Folha de pagamento em construção.</p>;
}
