// The lint rule of src/server's order (decision 028): every production file of the server stands
// in a room (its folder under src/server, or a top-level file) of scripts/server-floors.mjs, and
// may import only from its own room and the rooms listed before it. Checked on the RESOLVED path
// of every import (static, type-only, dynamic, re-export), so no spelling gets past it. A folder
// the order does not name is refused too: a new area takes its place in the order first. The
// tests and their harness (src/server/test/) stand outside the order; production never imports
// them.
import { dirname, relative, resolve, sep } from 'node:path';
import { SERVER_FLOORS, SERVER_ROOMS } from './server-floors.mjs';

const SERVER = 'src/server';
const floorOf = (room) => SERVER_FLOORS.find((floor) => floor.rooms.includes(room))?.floor;

/** Where a path of src/server stands: its room, and whether it is test code. */
function placeOf(serverDir, path) {
  const inside = relative(serverDir, path);
  if (inside.startsWith('..') || inside === '') return null;
  const [room] = inside.split(sep);
  const test = room === 'test' || /\.test\.ts$/.test(inside);
  return { room: room.replace(/\.js$/, '.ts'), test };
}

/** @type {import('eslint').Rule.RuleModule} */
const serverFloors = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      up: "src/server's order (scripts/server-floors.mjs): {{from}} ({{fromFloor}}) may not import {{to}} ({{toFloor}}), which stands above it. Move what both need down to the lower floor, or the importer up.",
      test: 'Production code never imports the tests or their harness (src/server/test/).',
      unplaced:
        "'{{room}}' has no place in src/server's order: add it to scripts/server-floors.mjs, on the floor it serves.",
    },
  },
  create(context) {
    const serverDir = resolve(context.cwd, SERVER);
    const self = placeOf(serverDir, context.filename);
    if (!self || self.test) return {};
    const rank = SERVER_ROOMS.indexOf(self.room);
    const checkSource = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = placeOf(serverDir, resolve(dirname(context.filename), source.value));
      if (!target) return;
      if (target.test) return context.report({ node: source, messageId: 'test' });
      if (rank >= 0 && SERVER_ROOMS.indexOf(target.room) > rank) {
        context.report({
          node: source,
          messageId: 'up',
          data: {
            from: self.room,
            fromFloor: floorOf(self.room),
            to: target.room,
            toFloor: floorOf(target.room) ?? 'unplaced',
          },
        });
      }
    };
    return {
      Program(node) {
        if (rank < 0) context.report({ node, messageId: 'unplaced', data: { room: self.room } });
      },
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
    };
  },
};

export default { rules: { 'server-floors': serverFloors } };
