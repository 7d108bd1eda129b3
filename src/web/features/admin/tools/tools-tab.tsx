/** Ferramentas (spec part 2 §2). */
export function ToolsTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
