import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** Whether this runs built, from dist/server/server/db/ (the SQL files stay in src/). */
const built = basename(resolve(here, '../../..')) === 'dist';

/** The committed migrations, src/server/db/migrations, from src/ or from dist/. */
export const migrationsDir = built
  ? resolve(here, '../../../../src/server/db/migrations')
  : join(here, 'migrations');
