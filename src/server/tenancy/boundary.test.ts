import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint gate of `npm run lint` (and CI) over a file written into an area. The file exists
 * only in memory, so the cycle rule, which reads files from disk, is left out.
 */
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
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
