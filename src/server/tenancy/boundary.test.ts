import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint gate of `npm run lint` (and CI) over a file written into an area, in memory. */
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

const unscoped = `import type { FastifyInstance } from 'fastify';
import { operations } from '../db/schema/index.ts';
export const everyFlight = (app: FastifyInstance) => app.database.db.select().from(operations);
`;

describe('an area cannot reach company data outside the tenant scope', () => {
  it.each(['src/server/operations/probe.ts', 'src/server/registers/probe.ts'])(
    'refuses the system connection in %s',
    async (file) => {
      expect(await lintAs(file, unscoped)).toContain(
        "Company data goes through request.tenant(work): the system connection is not an area's.",
      );
    },
  );

  it('lets the platform admin, which works across companies, use it', async () => {
    expect(await lintAs('src/server/admin/probe.ts', unscoped)).toEqual([]);
  });
});

/**
 * `npm run lint:cycles`, the other gate of `npm run lint`, with its own flags over files of a
 * test's own: its exit code and what it printed.
 */
async function cyclesIn(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'agrovoo-cycles-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts['lint:cycles'];
  // The script's own flags, its quoted globs replaced by the test's files.
  const command = `${script.replace(/ '[^']*'/g, '')} '${dir}/*.ts'`;
  const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` };
  try {
    const { stdout } = await promisify(execFile)('sh', ['-c', command], { env });
    return { code: 0, stdout };
  } catch (failure) {
    const { code, stdout } = failure as { code: number; stdout: string };
    return { code, stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('no module imports itself in a cycle', () => {
  it('refuses two modules that import each other', async () => {
    const found = await cyclesIn({
      'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(found.code).toBe(1);
    expect(found.stdout).toMatch(/b\.ts -> .*a\.ts/);
  });

  it('lets types name each other, since type imports vanish at run time', async () => {
    const found = await cyclesIn({
      'c.ts': "import type { D } from './d.ts';\nexport type C = { d?: D };\nexport const c = 1;\n",
      'd.ts': "import type { C } from './c.ts';\nexport type D = { c?: C };\nexport const d = 2;\n",
    });
    expect(found.code).toBe(0);
  });
});
