// Lint rules, including the import boundaries of DESIGN §6:
// the domain imports only zod and date-fns; the web never imports the server;
// a web feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const domainBoundary = (allowed) => ({
  patterns: [
    {
      regex: `^(?!${allowed.map((name) => `${name}$|${name}/`).join('|')}|\\.)`,
      message: 'src/domain is pure: it may import only zod, date-fns and other domain files.',
    },
    {
      regex: '(^|/)(server|web)(/|$)',
      message: 'src/domain may not import the server or the web app.',
    },
  ],
});
const domainPackages = ['zod', 'date-fns', '@date-fns/tz'];

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

const featureBoundary = {
  patterns: [
    ...webBoundary.patterns,
    {
      regex: '(^|/)features/',
      message: 'A feature never imports another feature: share through components/ or lib/.',
    },
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
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureBoundary] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', zodOnDemand] },
  },
);
