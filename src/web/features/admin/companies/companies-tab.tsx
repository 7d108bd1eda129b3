/** Empresas (spec part 2 §2). */
export function CompaniesTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
