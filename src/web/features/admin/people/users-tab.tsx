/** Usuários (spec part 2 §2). */
export function UsersTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
