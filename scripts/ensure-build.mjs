// Builds the app when dist/ is missing or older than its sources, so `npm start` just works.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built =
  existsSync(stamp) &&
  existsSync('dist/web/index.html') &&
  existsSync('dist/server/server/main.js');
if (!built || Math.max(...inputs.map(newest)) > statSync(stamp).mtimeMs) {
  console.log(
    built
      ? 'Código alterado desde o último build: compilando…'
      : 'Primeira execução: compilando o AgroVoo…',
  );
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
