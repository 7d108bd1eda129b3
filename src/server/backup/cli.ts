import { resolve } from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { BackupError, createBackup } from './backup.ts';
import { restoreBackup, RestoreError } from './restore.ts';

// `npm run backup [DIR]` and `npm run restore FILE` (decision 018), in the operator's language.

const SERVER_DATABASE = `Com DATABASE_URL o banco está num servidor PostgreSQL: use pg_dump -Fc e pg_restore, e copie os arquivos (bucket S3 ou DATA_DIR/files). Veja "Backup e restauração" no README.`;

async function backup(outDir: string) {
  const config = loadConfig();
  if (config.databaseUrl) return console.log(SERVER_DATABASE);
  const { file, manifest } = await createBackup(
    { dataDir: config.dataDir, storesFilesLocally: !config.s3 },
    outDir,
  );
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Cópia de segurança gravada em ${file}`);
  console.log(
    `  Banco: ${manifest.schema}, ${rows} linhas em ${Object.keys(manifest.tables).length} tabelas; arquivos: ${manifest.files.length} (${manifest.filesBytes} bytes)`,
  );
  if (config.s3) console.log('  Os arquivos estão no bucket S3: copie-o à parte.');
}

async function restore(file: string | undefined) {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(SERVER_DATABASE);
    return (process.exitCode = 1);
  }
  if (!file) {
    console.error('Informe o arquivo: npm run restore agrovoo-backup-….tar.gz');
    return (process.exitCode = 1);
  }
  const manifest = await restoreBackup(file, config.dataDir);
  console.log(`Cópia de ${manifest.createdAt} restaurada em ${config.dataDir}.`);
  console.log('  Inicie o AgroVoo com npm start.');
}

// npm runs scripts from the project's root; a path given to them is the caller's.
const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? '.', path);

const [command, argument] = process.argv.slice(2);
try {
  if (command === 'restore') await restore(argument && callerPath(argument));
  else await backup(callerPath(argument ?? '.'));
} catch (error) {
  // Expected refusals get one clear line, not a stack trace.
  if (error instanceof BackupError || error instanceof RestoreError) console.error(error.message);
  else console.error('Falha:', error);
  process.exitCode = 1;
}
