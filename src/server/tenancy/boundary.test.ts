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

const SYSTEM_CONNECTION =
  "Company data goes through request.tenant(work) or database.inCompany: the system connection is not an area's (db/system.ts, allowed in eslint.config.js).";

/** Ways an area's file could reach the system connection; each fails lint. */
const WAYS: Record<string, string> = {
  'a member of the app': unscoped,
  'the decoration taken apart': `import type { FastifyInstance } from 'fastify';
export const handle = (app: FastifyInstance) => {
  const { database } = app;
  return database.db;
};
`,
  'the decoration renamed while taken apart': `import type { FastifyInstance } from 'fastify';
export const handle = ({ database: d }: FastifyInstance) => d.db;
`,
  'the decoration by its name in brackets': `import type { FastifyInstance } from 'fastify';
export const handle = (app: FastifyInstance) => app['database'].db;
`,
  'the request’s server': `import type { FastifyRequest } from 'fastify';
export const handle = (request: FastifyRequest) => request.server.database.db;
`,
  'an import of the system module': `import { systemDb } from '../db/system.ts';
export { systemDb };
`,
  'the same module by another spelling of its path': `import { systemDb } from '../operations/../db/./system';
export { systemDb };
`,
  'a re-export of it': `export * from '../db/system.ts';
`,
  'a dynamic import of it': `export const handle = () => import('../db/system.ts');
`,
};

describe('an area cannot reach company data outside the tenant scope', () => {
  it.each(['src/server/operations/probe.ts', 'src/server/registers/probe.ts'])(
    'refuses the system connection in %s',
    async (file) => {
      expect(await lintAs(file, unscoped)).toContain(SYSTEM_CONNECTION);
    },
  );

  it.each(Object.keys(WAYS))('refuses %s in an area', async (way) => {
    expect(await lintAs('src/server/stock/probe.ts', WAYS[way]!)).toContain(SYSTEM_CONNECTION);
  });

  it('lets a file listed for it import the system module', async () => {
    const listed = `import { systemDb } from '../../db/system.ts';
export { systemDb };
`;
    expect(await lintAs('src/server/admin/tools/routes.ts', listed)).toEqual([]);
    expect(await lintAs('src/server/admin/tools/probe.ts', listed)).toContain(SYSTEM_CONNECTION);
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
