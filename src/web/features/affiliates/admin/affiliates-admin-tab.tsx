/** Afiliados, the admin's (spec part 2 §2). */
export function AffiliatesAdminTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
