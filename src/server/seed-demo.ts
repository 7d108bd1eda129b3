import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoCompany } from './demo/seed.ts';

/** `npm run seed:demo`: ensures the demonstration company on the configured database. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const { company, created } = await seedDemoCompany(database.db, systemClock);
  console.log(
    `${created ? 'Empresa de demonstração criada' : 'Empresa de demonstração já existe'}: ${company.company_name}`,
  );
} finally {
  await database.close();
}
