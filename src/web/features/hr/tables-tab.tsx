/** 'Tabelas': the versions of the payroll tables (INSS, IRRF and the other rates). */
export function TablesTab() {
  return <p className="text-sm text-slate-600">Tabelas da folha em construção.</p>;
}
