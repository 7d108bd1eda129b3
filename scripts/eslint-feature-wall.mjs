// The lint rule of the wall between the web app's features (docs/architecture.md, src/web): a file
// under src/web/features/<area>/ imports nothing of another area; what two areas share lives in
// src/web/components/ (UI pieces) or src/web/lib/ (logic, hooks, API calls). Checked on the
// RESOLVED path of every import (static, type-only, dynamic, re-export, `typeof import()`), so no
// spelling of the path gets past it: `../affiliates/x.tsx`, `./../affiliates/x.tsx` and
// `../../features/affiliates/x.tsx` are the same file. The tests obey it too: a test imports its
// own area, the shared code and the shared test helpers (src/web/test/). The web has no path
// alias; a specifier from `/` is read both ways Vite reads it: from its root (src/web) and from
// the disk's.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const WEB_ROOT = 'src/web';
const FEATURES = 'src/web/features';

/** The area (first folder under src/web/features) a path stands in, or null outside them. */
function areaOf(featuresDir, path) {
  const inside = relative(featuresDir, path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  const [area, ...rest] = inside.split(sep);
  // A file right under features/ belongs to no area.
  return rest.length > 0 ? area : null;
}

/** The paths an import's specifier may name: none for a package's. */
function targetsOf(cwd, filename, specifier) {
  if (specifier.startsWith('.')) return [resolve(dirname(filename), specifier)];
  if (specifier.startsWith('/')) return [resolve(cwd, WEB_ROOT, `.${specifier}`), specifier];
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
const featureWall = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      wall: "The web feature '{{from}}' may not import the feature '{{to}}' ({{path}}): share it through src/web/components/ (UI) or src/web/lib/ (logic).",
    },
  },
  create(context) {
    const featuresDir = resolve(context.cwd, FEATURES);
    const from = areaOf(featuresDir, resolve(context.cwd, context.filename));
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      for (const target of targetsOf(context.cwd, context.filename, source.value)) {
        const to = areaOf(featuresDir, target);
        if (to && to !== from) {
          const path = relative(context.cwd, target).split(sep).join('/');
          return context.report({ node: source, messageId: 'wall', data: { from, to, path } });
        }
      }
    };
    const checkSource = (node) => check(node.source);
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      // `typeof import('../other/x.ts')` in a type.
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export default { rules: { 'feature-wall': featureWall } };
