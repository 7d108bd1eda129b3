// Repeated code in src/ (decision 024), found by jscpd as .jscpd.json sets it: six lines and 50
// tokens or more; imports, field lists, the migrations' SQL and the message catalogue left out.
//   node scripts/copies.mjs           → fails on any copy to the letter, and on more blocks of the
//                                       same shape (alike but for names) than the baseline accepts,
//                                       naming the ones it does not know
//   node scripts/copies.mjs --accept  → rewrites .jscpd-baseline.json from today's tree (commit it
//                                       with the change that removed copies, or kept one on purpose)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jscpd = join(root, 'node_modules/.bin/jscpd');
const BASELINE = '.jscpd-baseline.json';
const SHAPES = ['--ignore-identifiers', '--baseline', BASELINE];

/** jscpd's JSON report of a run with `args`. */
function report(...args) {
  const out = mkdtempSync(join(tmpdir(), 'agrovoo-copies-'));
  try {
    const flags = ['--no-tips', '--exit-code', '0', '--reporters', 'json', '-o', out];
    execFileSync(jscpd, [...flags, ...args], { cwd: root, stdio: 'ignore' });
    return JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const place = (file) => `src/${file.name}:${file.startLoc.line}-${file.endLoc.line}`;
const pairs = (clones) =>
  clones.map((clone) => `  ${place(clone.firstFile)} ~ ${place(clone.secondFile)}`);

if (process.argv[2] === '--accept') {
  // jscpd says what it did to the baseline on its error stream.
  const flags = ['--no-tips', ...SHAPES, '--update-baseline', '--reporters', 'silent'];
  const run = spawnSync(jscpd, flags, { cwd: root, encoding: 'utf8' });
  console.log(run.stderr.split('\n').find((line) => line.startsWith('Baseline')) ?? run.stderr);
  process.exitCode = run.status ?? 1;
} else {
  const lines = [];
  const exact = report().duplicates;
  if (exact.length > 0)
    lines.push('Código copiado ao pé da letra (junte numa função ou componente):', ...pairs(exact));

  // A change that removes one of several places of a shape can leave the others paired anew,
  // under fingerprints the baseline does not list: only a count above the accepted one fails.
  const shapes = report(...SHAPES).duplicates;
  const accepted = Object.values(
    JSON.parse(readFileSync(join(root, BASELINE), 'utf8')).fingerprints,
  );
  const acceptedCount = accepted.reduce((sum, count) => sum + count, 0);
  if (shapes.length > acceptedCount)
    lines.push(
      `Código com a mesma forma de um trecho existente: ${shapes.length} trechos, ${acceptedCount} aceitos.`,
      'Reaproveite o trecho existente, ou aceite com node scripts/copies.mjs --accept. Os novos:',
      ...pairs(shapes.filter((clone) => clone.isNew)),
    );
  if (lines.length > 0) {
    console.log(lines.join('\n'));
    process.exitCode = 1;
  }
}
