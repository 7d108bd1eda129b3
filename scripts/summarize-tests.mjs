// Prints one line per suite and the plain closing line 'N passed, N failed' over all of them.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Vitest (Jest-style numbers) or Playwright (stats).
  const p = report.numPassedTests ?? report.stats?.expected ?? 0;
  const f =
    report.numFailedTests ?? (report.stats ? report.stats.unexpected + report.stats.flaky : 0);
  const s =
    (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) + (report.stats?.skipped ?? 0);
  console.log(`${file.split('/').pop()}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
}
if (passed === 0) failed += 1; // a run that tested nothing is a failure
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
