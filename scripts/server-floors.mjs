// The order of src/server (decision 028), written once: its folders (and top-level files), from
// the ground floor up. A production file may import from its own folder and from any folder
// listed before its own, never from one listed after it: so no import runs back up, and no two
// folders reach each other. The lint rule `agrovoo/server-floors` (scripts/eslint-server-floors.mjs)
// holds it on the resolved path of every import; docs/architecture.md draws it.
//
// The tests (`*.test.ts`) and their harness (src/server/test/) stand outside the order: they may
// import anything, and nothing of production imports them.

export const SERVER_FLOORS = [
  {
    floor: 'platform',
    what: 'configuration, the clock, the error every layer throws, the project paths',
    rooms: ['platform'],
  },
  { floor: 'database', what: 'connections, schema, migrations, the tenant scope', rooms: ['db'] },
  {
    floor: 'adapters',
    what: 'the outside world: files, e-mail, PDF and spreadsheet writers, the job scheduler, geographic files read',
    rooms: ['storage', 'mail', 'pdf', 'exports', 'jobs', 'geo-files'],
  },
  {
    floor: 'identity',
    what: 'who is asking: the auth library, the session reader, the request guards',
    rooms: ['identity'],
  },
  {
    floor: 'tenancy',
    what: "the actor and the company's walls: scope, members, rows the actor may see",
    rooms: ['tenancy'],
  },
  {
    floor: 'http',
    what: 'how a route is declared, answered and limited: access, errors, downloads, uploads',
    rooms: ['http'],
  },
  {
    floor: 'platform services',
    what: 'routes about the service itself, no company data',
    rooms: ['health', 'site', 'monitoring', 'outbox', 'backup'],
  },
  {
    floor: 'areas',
    what: 'the business, each area above those it records into',
    rooms: [
      'affiliates',
      'billing',
      'companies',
      'profile',
      'registers',
      'sensitive-points',
      'accounting',
      'fiscal',
      'stock',
      'fleet',
      'operations',
      'flight',
      'hr',
      'proposals',
      'agenda',
      'mapa',
      'dashboard',
    ],
  },
  {
    floor: 'composers',
    what: 'flows that span areas: a new company, the auth flows, the demo, the platform admin',
    rooms: ['onboarding', 'auth', 'demo', 'admin'],
  },
  {
    floor: 'app',
    what: 'the app assembled, its first run, its entry points',
    rooms: ['app.ts', 'first-run.ts', 'seed-demo.ts', 'main.ts'],
  },
];

/** Every room in order, from the ground up: an import may go only to its own room or an earlier one. */
export const SERVER_ROOMS = SERVER_FLOORS.flatMap((floor) => floor.rooms);
