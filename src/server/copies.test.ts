import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run lint:copies` (decision 024) over a tree of a test's own: the project's script, its
 * jscpd settings and an empty baseline, with `files` under `src/`. `run` calls the script with
 * `args` and answers its exit code and what it printed.
 */
let trees: string[] = [];
afterEach(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  trees = [];
});

function treeWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'agrovoo-copies-'));
  trees.push(root);
  mkdirSync(join(root, 'scripts'));
  cpSync('scripts/copies.mjs', join(root, 'scripts/copies.mjs'));
  cpSync('.jscpd.json', join(root, '.jscpd.json'));
  writeFileSync(join(root, '.jscpd-baseline.json'), '{ "version": 1, "fingerprints": {} }\n');
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  const write = (more: Record<string, string>) => {
    for (const [name, code] of Object.entries(more)) {
      mkdirSync(join(root, 'src', name, '..'), { recursive: true });
      writeFileSync(join(root, 'src', name), code);
    }
  };
  write(files);
  const run = async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [
        join(root, 'scripts/copies.mjs'),
        ...args,
      ]);
      return { code: 0, stdout };
    } catch (failure) {
      const { code, stdout } = failure as { code: number; stdout: string };
      return { code, stdout };
    }
  };
  return { run, write };
}

/** A function of ten lines with `names` for its own: the same shape under any names. */
const totals = (names: string) => {
  const [fn, sum, weights, item] = names.split(' ');
  return `
export function ${fn}(list: { value: number; weight: number }[]) {
  let ${sum} = 0;
  let ${weights} = 0;
  for (const ${item} of list) {
    ${sum} += ${item}.value * ${item}.weight;
    ${weights} += ${item}.weight;
  }
  if (${weights} === 0) return 0;
  return Math.round((${sum} / ${weights}) * 100) / 100;
}
`;
};
const AVERAGE = 'weightedAverage sum weights item';

/** A field list of eight lines, each a key naming a value, with `prefix` on every name. */
const fields = (prefix: string) =>
  `export const ${prefix}Row = {\n${[
    'id',
    'nome',
    'cpf',
    'cargo',
    'admissao',
    'demissao',
    'salario',
    'pis',
  ]
    .map((field) => `  ${prefix}_${field}: ${prefix}.${field},`)
    .join('\n')}\n};\n`;

describe('the repeated-code check', () => {
  it('passes a tree where nothing repeats', async () => {
    const tree = treeWith({ 'a.ts': totals(AVERAGE), 'b.ts': 'export const b = 1;\n' });
    expect(await tree.run()).toEqual({ code: 0, stdout: '' });
  });

  it('refuses a copy to the letter, naming both places', async () => {
    const tree = treeWith({
      'server/a.ts': totals(AVERAGE),
      'web/b.ts': `export const b = 1;\n${totals(AVERAGE)}`,
    });
    const found = await tree.run();
    expect(found.code).toBe(1);
    expect(found.stdout).toContain('Código copiado ao pé da letra');
    expect(found.stdout).toMatch(/a\.ts:2-\d+ ~ .*b\.ts:3-\d+/);
  });

  it('refuses a new copy of the same shape under other names, until it is accepted', async () => {
    const tree = treeWith({
      'a.ts': totals(AVERAGE),
      'b.ts': totals('meanByWeight total mass entry'),
    });
    const found = await tree.run();
    expect(found.code).toBe(1);
    expect(found.stdout).not.toContain('ao pé da letra');
    expect(found.stdout).toContain(
      'Código com a mesma forma de um trecho existente: 1 trechos, 0 aceitos.',
    );
    expect(found.stdout).toMatch(/Os novos:\n {2}src\/a\.ts:2-11 ~ src\/b\.ts:2-11/);

    expect((await tree.run('--accept')).stdout).toContain('1 fingerprints added');
    expect(await tree.run()).toEqual({ code: 0, stdout: '' });
    // Accepted once is not accepted again: a third place makes more than the baseline holds.
    tree.write({ 'c.ts': totals('averageOfWeights acc load row') });
    const third = await tree.run();
    expect(third.code).toBe(1);
    expect(third.stdout).toMatch(/: [2-3] trechos, 1 aceitos\./);
    expect(third.stdout).toContain('src/c.ts:2-11');
  });

  it('holds the count, not the list: copies paired anew pass while there are no more of them', async () => {
    // As when a change removes one of three places of a shape and jscpd pairs the other two
    // under a fingerprint the baseline does not list.
    const tree = treeWith({
      'a.ts': totals(AVERAGE),
      'b.ts': totals('meanByWeight total mass entry'),
    });
    await tree.run('--accept');
    tree.write({
      'a.ts': `export const a = 1;\n${fields('employees')}`,
      'c.ts': `export const c = [1, 2, 3].map((n) => n * 2);\n${totals('averageOfWeights acc load row')}`,
    });
    expect(await tree.run()).toEqual({ code: 0, stdout: '' });
  });

  it('leaves imports out: two files naming the same long list are not a copy', async () => {
    const names = Array.from({ length: 40 }, (_, n) => `  name${n},`).join('\n');
    const tree = treeWith({
      'a.ts': `import { z } from 'zod';\nimport {\n${names}\n} from './names.ts';\nexport const a = z;\n`,
      'b.ts': `import { y } from './y.ts';\nimport {\n${names}\n} from './names.ts';\nexport const b = y;\n`,
    });
    expect(await tree.run()).toEqual({ code: 0, stdout: '' });
  });

  it('leaves field lists out: a key naming a value is a declaration, not logic', async () => {
    const tree = treeWith({ 'a.ts': fields('employees'), 'b.ts': fields('pilots') });
    expect(await tree.run()).toEqual({ code: 0, stdout: '' });
  });
});
