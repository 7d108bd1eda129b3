// Lint rules, including the import boundaries of DESIGN §2 and §6:
// the domain imports only zod and date-fns; the web never imports the server;
// a web feature never imports another feature; src/server keeps its order of floors
// (scripts/server-floors.mjs, decision 028); an area never imports another area's routes.
// (No import cycles between files: `npm run lint:cycles`.)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import systemConnectionPlugin from './scripts/eslint-system-connection.mjs';
import serverFloorsPlugin from './scripts/eslint-server-floors.mjs';
import featureWallPlugin from './scripts/eslint-feature-wall.mjs';

/** The project's own lint rules (its walls), under one plugin name. */
const agrovoo = {
  rules: {
    ...systemConnectionPlugin.rules,
    ...serverFloorsPlugin.rules,
    ...featureWallPlugin.rules,
  },
};

/** The files that may reach the system connection (src/server/db/system.ts): see its rule below. */
const SYSTEM_CONNECTION_FILES = [
  'src/server/db/system.ts',
  'src/server/{app,main,first-run,seed-demo}.ts',
  'src/server/http/access.ts',
  'src/server/auth/{routes,password-reset-routes,accept-routes}.ts',
  'src/server/admin/companies/{routes,email-routes}.ts',
  'src/server/admin/monitoring/{routes,health-checks}.ts',
  'src/server/admin/performance/routes.ts',
  'src/server/admin/tools/{routes,weekly-report}.ts',
  'src/server/admin/affiliates/{routes,program-routes,payout-routes,payout-job}.ts',
  'src/server/admin/security/routes.ts',
  'src/server/admin/people/routes.ts',
  'src/server/billing/{deps,routes,jobs}.ts',
  'src/server/jobs/jobs.ts',
  'src/server/monitoring/{routes,upload-rate}.ts',
  'src/server/outbox/routes.ts',
  'src/server/profile/account-routes.ts',
  'src/server/affiliates/{routes,invite-routes}.ts',
];

const domainBoundary = (allowed) => ({
  patterns: [
    {
      regex: `^(?!${allowed.map((name) => `${name}$|${name}/`).join('|')}|\\.)`,
      message:
        'src/domain is pure: it may import only zod, date-fns, turf, GeographicLib and other domain files.',
    },
    {
      regex: '(^|/)(server|web)(/|$)',
      message: 'src/domain may not import the server or the web app.',
    },
  ],
});
// turf's modules measure on the sphere (issue 39: no hand-written spherical formulas).
const domainPackages = [
  'zod',
  'date-fns',
  '@date-fns/tz',
  '@turf',
  'geojson',
  'geographiclib-geodesic',
];

const webBoundary = {
  patterns: [
    {
      // Our server code, not a library's server entry (react-dom/server renders pages at build time).
      regex: '^(\\.\\./)+server(/|$)|(^|/)src/server(/|$)',
      message: 'The web app never imports the server: share through src/domain.',
    },
    { regex: '^(drizzle-orm|fastify|pg|@electric-sql/pglite)', message: 'Server-only package.' },
  ],
};

// zod and the schemas stay out of a page's first download: the web loads them on first use
// (src/web/lib/lazy-schema.ts). Types may be imported; import() is not checked.
const zodOnDemand = {
  patterns: [
    {
      regex: '^zod(/|$)|/domain/.*(contracts|fields|zod-locale)\\.ts$',
      allowTypeImports: true,
      message: 'Load zod schemas with lib/lazy-schema.ts: zod is not part of a first download.',
    },
  ],
};

// src/server: its folders stand in an order of floors (scripts/server-floors.mjs, decision 028),
// held on resolved paths by scripts/eslint-server-floors.mjs. Two walls within a floor remain:

/** Only app.ts mounts routes: an area shares its services, never its routes. */
const otherAreasRoutes = {
  regex: '^\\.\\./(.*/)?([\\w-]+-)?routes\\.ts$',
  message: "A server area never imports another area's routes: share a service instead.",
};

/**
 * The payments adapter lives inside billing (payments.ts and its stripe-*.ts): it imports nothing
 * of billing but its own files, so billing hands it its work like any adapter.
 */
const paymentsAdapter = {
  patterns: [
    {
      regex: '^\\./(?!(payments|stripe-library|stripe-payments)\\.ts$)',
      message: 'The payments adapter imports nothing of billing but its own files.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'artifacts/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { agrovoo },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainBoundary(domainPackages)] },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainBoundary([...domainPackages, 'vitest'])] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webBoundary],
    },
  },
  // A web feature never imports another, checked on the resolved import path, tests included
  // (scripts/eslint-feature-wall.mjs): what two share lives in components/ or lib/.
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: { 'agrovoo/feature-wall': 'error' },
  },
  // A web test waits as long as Testing Library does (WAIT_MS, src/web/test/wait.ts): vi.waitFor
  // gives up after 1 s, which a cold lazy route on a busy CI core can overrun.
  {
    files: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length=1]",
          message:
            "Wait with Testing Library's waitFor; under fake timers, vi.waitFor(check, { timeout: WAIT_MS }).",
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', zodOnDemand] },
  },
  {
    files: ['src/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|web)(/|$)',
              message: 'Test data shared by every suite imports only the domain and packages.',
            },
          ],
        },
      ],
    },
  },
  // The server's order, on every production file (the rule skips the tests and their harness).
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'agrovoo/server-floors': 'error',
      'no-restricted-imports': ['error', { patterns: [otherAreasRoutes] }],
    },
  },
  {
    files: [
      'src/server/billing/payments.ts',
      'src/server/billing/stripe-library.ts',
      'src/server/billing/stripe-payments.ts',
    ],
    rules: { 'no-restricted-imports': ['error', paymentsAdapter] },
  },
  // Company data only through the tenant scope (decision 012, issue 35): the system connection
  // (the tables' owner, to which row-level security does not apply) is handed out by
  // src/server/db/system.ts alone, and only the files below may import it — checked on the
  // resolved import path — or read the app's `database` decoration, in any form
  // (scripts/eslint-system-connection.mjs). Each works across companies or on no company's data:
  // identity and sessions, the platform admin, billing and its webhook, the jobs, health,
  // browser reports, the outbox, invite acceptance, the user's own account and affiliate record
  // (the affiliate program belongs to no company). Company work in them runs in
  // `database.inCompany`.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', ...SYSTEM_CONNECTION_FILES],
    rules: { 'agrovoo/system-connection': 'error' },
  },
);
