// Runs the benchmarks and prints a Markdown table for docs/benchmarks.md.
// Usage: npm run bench [-- name…]   (names: foundation, identity, operations, billing, dashboard,
// site, shell, stock, accounting, payroll, admin, logo, ratios, soak; soak is left out when none is named)
import os from 'node:os';
import { accountingBench } from './accounting.mjs';
import { adminBench } from './admin.mjs';
import { billingBench } from './billing.mjs';
import { dashboardBench } from './dashboard.mjs';
import { flightBench } from './flight.mjs';
import { foundationBench } from './foundation.mjs';
import { identityBench } from './identity.mjs';
import { logoBench } from './logo.mjs';
import { operationsBench } from './operations.mjs';
import { payrollBench } from './payroll.mjs';
import { ratiosBench } from './ratios.mjs';
import { shellBench } from './shell.mjs';
import { siteBench } from './site.mjs';
import { soakBench } from './soak.mjs';
import { stockBench } from './stock.mjs';

const benches = {
  foundation: foundationBench,
  identity: identityBench,
  operations: operationsBench,
  billing: billingBench,
  dashboard: dashboardBench,
  site: siteBench,
  shell: shellBench,
  stock: stockBench,
  accounting: accountingBench,
  payroll: payrollBench,
  admin: adminBench,
  logo: logoBench,
  flight: flightBench,
  ratios: ratiosBench,
  soak: soakBench,
};
const chosen = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.keys(benches).filter((name) => name !== 'soak');

const rows = [];
for (const name of chosen) {
  if (!benches[name])
    throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
  console.error(`running ${name}…`);
  rows.push(...(await benches[name]()).map((row) => ({ bench: name, ...row })));
}

console.log(
  `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.\n`,
);
console.log('| benchmark | metric | result | budget | |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.bench} | ${r.metric} | ${r.value} | ${r.budget} | ${r.ok ? 'ok' : 'OVER'} |`);
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
