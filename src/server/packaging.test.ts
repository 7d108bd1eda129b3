import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './platform/paths.ts';

// What `npm install` and the build deliver, whatever machine runs them.

/** A version 'a.b.c' (missing or 'x' parts as 0) as comparable numbers. */
const versionOf = (text: string) =>
  text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 0));

function compare(a: number[], b: number[]) {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Whether `node` satisfies an `engines.node` range of the forms npm packages use. */
function satisfies(node: string, range: string): boolean {
  const have = versionOf(node);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const [, op = '', text = ''] = /^([<>=^~]*)v?(.*)$/.exec(comparator)!;
        if (text === '*' || text === '') return true;
        const want = versionOf(text);
        const order = compare(have, want);
        const parts = text.split('.').filter((part) => /^\d+$/.test(part)).length;
        const sameMajor = have[0] === want[0];
        switch (op) {
          case '>=':
            return order >= 0;
          case '>':
            return order > 0;
          case '<':
            return order < 0;
          case '<=':
            return order <= 0;
          case '^':
            return sameMajor && order >= 0;
          case '~':
            return sameMajor && have[1] === want[1] && order >= 0;
          default: // '20', '20.19' or an exact version
            return have.slice(0, parts).join('.') === want.slice(0, parts).join('.');
        }
      }),
  );
}

describe('the Node version the app states', () => {
  const read = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), 'utf8'));
  const floor = /^>=\s*(\d+(\.\d+){0,2})$/.exec(read('package.json').engines.node)![1]!;

  it.each([
    ['20.19.0', '>=20', true],
    ['20.19.0', '>=22', false],
    ['20.19.0', '^20.19.0 || >=22.12.0', true],
    ['20.19.0', '18 || 20 || >=22', true],
    ['20.19.0', '>=16 || 14 >=14.17', true],
    ['20.19.0', '>= 0.6', true],
    ['20.19.0', '>=0.8.x', true],
    ['20.19.0', '^14.21.3 || >=16', true],
    ['20.19.0', '^20.20.0', false],
    ['20.19.0', '*', true],
  ])('%s satisfies %s: %s', (node, range, ok) => expect(satisfies(node, range)).toBe(ok));

  it('is enough for every runtime dependency (no EBADENGINE on install)', () => {
    const packages: Record<string, { dev?: boolean; engines?: { node?: string } }> =
      read('package-lock.json').packages;
    const refused = Object.entries(packages)
      .filter(([path, entry]) => path && !entry.dev && entry.engines?.node)
      .filter(([, entry]) => !satisfies(floor, entry.engines!.node!))
      .map(([path, entry]) => `${path} wants node ${entry.engines!.node}`);
    expect(refused, `engines.node >=${floor}`).toEqual([]);
  });
});

describe('the web build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'agrovoo-web-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("is React's production build even when the server's NODE_ENV is development", () => {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const assets = join(outDir, 'assets');
    const reactDom = readdirSync(assets).find((name) => /^react-dom-.*\.js$/.test(name))!;
    const code = readFileSync(join(assets, reactDom), 'utf8');
    // A warning only React DOM's development build carries.
    expect(code.includes('cannot be a child of'), 'a development build').toBe(false);
    expect(statSync(join(assets, reactDom)).size).toBeLessThan(250_000);
  }, 180_000);
});
