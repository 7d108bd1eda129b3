// The wall between the web app's features as lint holds it (scripts/eslint-feature-wall.mjs):
// each case is a file of a feature importing another file, spelled in the ways that got past the
// old rule, which matched `features/` in the specifier only.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './eslint-feature-wall.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (path) => `${process.cwd()}/src/web/${path}`;
const wall = (from, to, path) => [{ messageId: 'wall', data: { from, to, path } }];

tester.run('feature-wall', plugin.rules['feature-wall'], {
  valid: [
    // Within a feature, from any depth of it.
    { filename: at('features/auth/auth-page.tsx'), code: "import { x } from './login-form.tsx';" },
    { filename: at('features/admin/companies/tab.tsx'), code: "import { x } from '../api.ts';" },
    {
      filename: at('features/admin/admin-page.tsx'),
      code: "const m = import('./affiliates/affiliates-admin-tab.tsx');",
    },
    // The shared code, the shared test helpers, the domain and packages.
    {
      filename: at('features/auth/auth-page.tsx'),
      code: "import { x } from '../../components/spinner.tsx';",
    },
    {
      filename: at('features/auth/auth-page.tsx'),
      code: "import { x } from '../../lib/affiliate-invite.ts';",
    },
    {
      filename: at('features/admin/affiliates/x.test.tsx'),
      code: "import { x } from '../../../test/server.ts';",
    },
    {
      filename: at('features/auth/auth-page.tsx'),
      code: "import { x } from '../../../domain/site.ts';",
    },
    { filename: at('features/auth/auth-page.tsx'), code: "import { x } from 'react-router';" },
    // Outside the features the wall does not stand: the shell and the router mount them.
    {
      filename: at('shell/areas.tsx'),
      code: "const m = import('../features/affiliates/affiliates-page.tsx');",
    },
  ],
  invalid: [
    // The two crossings the old rule let through.
    {
      filename: at('features/auth/auth-page.tsx'),
      code: "import { keep } from '../affiliates/invite-after-login.ts';",
      errors: wall('auth', 'affiliates', 'src/web/features/affiliates/invite-after-login.ts'),
    },
    {
      filename: at('features/admin/admin-page.tsx'),
      code: "const m = import('../affiliates/admin/affiliates-admin-tab.tsx');",
      errors: wall(
        'admin',
        'affiliates',
        'src/web/features/affiliates/admin/affiliates-admin-tab.tsx',
      ),
    },
    // Spelled oddly, through the features folder, as a type, re-exported.
    {
      filename: at('features/auth/auth-page.tsx'),
      code: "import { z } from './../affiliates/z.tsx';",
      errors: wall('auth', 'affiliates', 'src/web/features/affiliates/z.tsx'),
    },
    {
      filename: at('features/hr/employees-tab.tsx'),
      code: "import { x } from '../../features/stock/./api.ts';",
      errors: wall('hr', 'stock', 'src/web/features/stock/api.ts'),
    },
    {
      filename: at('features/agenda/event.tsx'),
      code: "import { x } from '../agenda/../operations/api.ts';",
      errors: wall('agenda', 'operations', 'src/web/features/operations/api.ts'),
    },
    {
      filename: at('features/mapa/page.tsx'),
      code: "import type { X } from '../operations/report-parts.tsx';",
      errors: [{ messageId: 'wall' }],
    },
    {
      filename: at('features/mapa/page.tsx'),
      code: "type M = typeof import('../operations/api.ts');",
      errors: [{ messageId: 'wall' }],
    },
    {
      filename: at('features/stock/index.ts'),
      code: "export { x } from '../accounting/api.ts';",
      errors: [{ messageId: 'wall' }],
    },
    {
      filename: at('features/stock/index.ts'),
      code: "export * from '../accounting/api.ts';",
      errors: [{ messageId: 'wall' }],
    },
    // From Vite's root.
    {
      filename: at('features/stock/page.tsx'),
      code: "import { x } from '/features/accounting/api.ts';",
      errors: wall('stock', 'accounting', 'src/web/features/accounting/api.ts'),
    },
    // A test of one feature reaching into another's.
    {
      filename: at('features/auth/login-form.test.tsx'),
      code: "import { KEY } from '../affiliates/invite-after-login.ts';",
      errors: [{ messageId: 'wall' }],
    },
  ],
});
