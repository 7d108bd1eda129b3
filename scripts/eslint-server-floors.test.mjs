// The order of src/server's floors as lint holds it (scripts/eslint-server-floors.mjs): each case
// is a file of the server importing another, spelled in the ways that got past the old
// name-matching rules.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './eslint-server-floors.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path) => `${process.cwd()}/src/server/${path}`;

tester.run('server-floors', plugin.rules['server-floors'], {
  valid: [
    // Down the order, within a room, from the app at the top, and outside src/server.
    { filename: at('stock/fuel.ts'), code: "import { x } from '../tenancy/operation-row.ts';" },
    { filename: at('operations/service.ts'), code: "import { x } from '../stock/ledger.ts';" },
    { filename: at('hr/runs.ts'), code: "import { x } from '../accounting/title-writes.ts';" },
    { filename: at('stock/fuel.ts'), code: "import { x } from './lots.ts';" },
    { filename: at('app.ts'), code: "import { x } from './admin/routes.ts';" },
    { filename: at('db/tenant.ts'), code: "import { x } from '../../domain/dates.ts';" },
    { filename: at('tenancy/actor.ts'), code: "import type { X } from '../identity/guards.ts';" },
    // The tests and their harness stand outside the order.
    { filename: at('stock/fuel.test.ts'), code: "import { x } from '../test/app.ts';" },
    { filename: at('test/session.ts'), code: "import { x } from '../app.ts';" },
    // Packages are not rooms.
    { filename: at('http/access.ts'), code: "import { x } from 'fastify';" },
  ],
  invalid: [
    // The parked helpers of issue 36, imported from where they used to be.
    {
      filename: at('stock/fuel.ts'),
      code: "import { findOperation } from '../operations/service.ts';",
      errors: [
        {
          messageId: 'up',
          data: { from: 'stock', fromFloor: 'areas', to: 'operations', toFloor: 'areas' },
        },
      ],
    },
    {
      filename: at('accounting/report-routes.ts'),
      code: "import { todayOf } from '../stock/access.ts';",
      errors: [{ messageId: 'up' }],
    },
    {
      filename: at('tenancy/actor.ts'),
      code: "import type { Identity } from '../http/access.ts';",
      errors: [{ messageId: 'up' }],
    },
    // Spelled oddly, re-exported, loaded on demand, with the build's .js extension.
    {
      filename: at('registers/service.ts'),
      code: "import { x } from './../tenancy/../demo/./seed.ts';",
      errors: [{ messageId: 'up' }],
    },
    {
      filename: at('companies/routes.ts'),
      code: "export { signUp } from '../auth/sign-up.ts';",
      errors: [{ messageId: 'up' }],
    },
    {
      filename: at('billing/service.ts'),
      code: "export * from '../admin/routes.ts';",
      errors: [{ messageId: 'up' }],
    },
    {
      filename: at('db/database.ts'),
      code: "const m = await import('../http/access.js');",
      errors: [{ messageId: 'up' }],
    },
    {
      filename: at('platform/config.ts'),
      code: "import { x } from '../app.ts';",
      errors: [{ messageId: 'up' }],
    },
    // Production never imports test code; a folder the order does not name is refused.
    {
      filename: at('stock/entries.ts'),
      code: "import { x } from '../test/stock-entries.ts';",
      errors: [{ messageId: 'test' }],
    },
    {
      filename: at('stock/entries.ts'),
      code: "import { x } from './entries.test.ts';",
      errors: [{ messageId: 'test' }],
    },
    {
      filename: at('newarea/service.ts'),
      code: "import { x } from '../db/database.ts';",
      errors: [{ messageId: 'unplaced', data: { room: 'newarea' } }],
    },
  ],
});
