import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensurePlatformAdmin } from './identity/platform-admin.ts';
import type { Config } from './platform/config.ts';
import { seedDemoIfEmpty } from './demo/if-empty.ts';
import { systemDatabase, systemDb } from './db/system.ts';

/**
 * What a start does before serving (DESIGN §4): ensure the platform admin, and give an empty
 * database the demo company. New logins are printed once, to the terminal only.
 */
export async function firstRun(app: FastifyInstance, config: Config) {
  await oneAtATime(app, () => ensureFirstRun(app, config));
}

/** The advisory lock of the first run, held while one instance does it. */
const FIRST_RUN_LOCK = 4_716_020;

/**
 * On PostgreSQL, instances starting at once (a deploy of N) take turns through an advisory
 * lock held by a transaction: two of them each found no admin and inserted one, and the second
 * failed to start on the unique e-mail. The embedded database has one process.
 */
async function oneAtATime(app: FastifyInstance, work: () => Promise<void>) {
  if (systemDatabase(app).kind !== 'postgres') return work();
  await systemDb(app).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    await work();
  });
}

async function ensureFirstRun(app: FastifyInstance, config: Config) {
  const deps = { db: systemDb(app), auth: app.auth, clock: app.clock };
  const admin = await ensurePlatformAdmin(deps, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (admin) printLogin('Administrador da plataforma criado', admin);
  if (config.seedDemo) {
    const demo = await seedDemoIfEmpty(deps);
    if (demo?.created)
      printLogin(`Empresa de demonstração criada (${demo.company.company_name})`, demo.login);
  }
}

function printLogin(title: string, login: { email: string; password: string }) {
  process.stdout.write(
    `\n${title}\n  E-mail: ${login.email} Senha: ${login.password}\n  (anote: esta senha não será mostrada de novo)\n\n`,
  );
}
