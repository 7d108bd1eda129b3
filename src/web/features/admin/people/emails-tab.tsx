/** E-mails (spec part 2 §2). */
export function EmailsTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
