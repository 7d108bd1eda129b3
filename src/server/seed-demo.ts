import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './db/database.ts';
import { createAuth } from './identity/auth.ts';
import { resolveAuthSecret } from './identity/secret.ts';
import { seedDemoCompany } from './demo/seed.ts';
import { createMailer } from './mail/mailer.ts';

/** `npm run seed:demo`: ensures the demonstration company on the configured database. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const db = database.db;
  const auth = createAuth({
    config,
    db,
    secret: resolveAuthSecret(config),
    mailer: createMailer(config, db),
  });
  const demo = await seedDemoCompany({ db, auth, clock: systemClock });
  if (demo.created) {
    console.log(`Empresa de demonstração criada: ${demo.company.company_name}`);
    console.log(`  E-mail: ${demo.login.email} Senha: ${demo.login.password}`);
  } else {
    console.log(`Empresa de demonstração já existe: ${demo.company.company_name}`);
  }
} finally {
  await database.close();
}
