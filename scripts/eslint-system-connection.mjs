// The lint rule of the wall around the system connection (decision 012, issue 35): the
// database handle to which row-level security does not apply is handed out by one module,
// src/server/db/system.ts, and only the files eslint.config.js lists may reach it. Checked on
// the RESOLVED path of every import (static, dynamic, re-export), so no spelling of the path gets
// past it; and the app's decoration that holds it (`database`) may not be read either, in any
// form: `app.database`, `app['database']`, `const { database } = app`, `({ database }) => …`.
import { dirname, resolve } from 'node:path';

/** The module that hands out the system connection, from the repository's root. */
export const SYSTEM_MODULE = 'src/server/db/system.ts';
const MESSAGE =
  "Company data goes through request.tenant(work) or database.inCompany: the system connection is not an area's (db/system.ts, allowed in eslint.config.js).";

const resolvedFrom = (filename, source) =>
  resolve(dirname(filename), source).replace(/\.(js|mjs|ts)$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const systemConnection = {
  meta: { type: 'problem', schema: [], messages: { system: MESSAGE } },
  create(context) {
    const target = resolve(context.cwd, SYSTEM_MODULE).replace(/\.ts$/, '');
    const checkSource = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.') && !source.value.startsWith('/')) return;
      if (resolvedFrom(context.filename, source.value) === target)
        context.report({ node: source, messageId: 'system' });
    };
    const named = (key) =>
      (key?.type === 'Identifier' && key.name === 'database') ||
      (key?.type === 'Literal' && key.value === 'database');
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      MemberExpression(node) {
        if (named(node.property) && (!node.computed || node.property.type === 'Literal'))
          context.report({ node: node.property, messageId: 'system' });
      },
      Property(node) {
        if (node.parent?.type === 'ObjectPattern' && named(node.key))
          context.report({ node: node.key, messageId: 'system' });
      },
    };
  },
};

export default { rules: { 'system-connection': systemConnection } };
