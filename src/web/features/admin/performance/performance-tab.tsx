/** Performance (spec part 2 §2, §9). */
export function PerformanceTab() {
  return <p className="text-ink-700">Em construção.</p>;
}
