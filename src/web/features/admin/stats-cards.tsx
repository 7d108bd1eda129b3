/** The admin's stats cards (spec part 2 §2): companies, users, active companies with the conversion rate, awaiting payment. */
export function AdminStats() {
  return <p className="text-ink-700">Em construção.</p>;
}
