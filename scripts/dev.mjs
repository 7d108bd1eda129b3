// Development: the API server (restarted on change by tsx watch) and Vite with hot reload.
// Each runs as a direct child (no npx in between), so a stop reaches the server holding the port.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const children = [
  spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, [vite], { stdio: 'inherit' }),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One ending ends the other; this process ends when both have.
for (const child of children) child.on('exit', stop);
