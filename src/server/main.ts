import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/database.ts';
import { firstRun } from './first-run.ts';
import { collectWhenIdle } from './platform/idle-collect.ts';

/** Starts AgroVoo: configuration, database (migrated), HTTP server, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database: Database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await firstRun(app, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets running requests finish
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  collectWhenIdle(app.server);
  const where =
    database.kind === 'embedded'
      ? `banco embutido em ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`AgroVoo em ${config.appUrl} — ${where}`);
}

main().catch((error: unknown) => {
  // Expected start-up failures get one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Porta em uso: ${(error as Error).message}. Defina outra com PORT.`);
  } else {
    console.error('Falha ao iniciar:', error);
  }
  process.exit(1);
});
