/*
 * npm run db:seed [-- --reset]
 * Opens the database the way the app does (DATABASE_URL → PostgreSQL, otherwise PGlite under
 * DATA_DIR), migrates it and loads the demo station when it has no users. --reset first empties
 * every table and the uploads directory. Runs under the react-server condition because lib/server
 * modules import 'server-only'.
 */
import { migrateDatabase } from '../lib/server/db/client';
import { seedDemoStationIfEmpty, wipeStation } from '../lib/server/db/seed';
import { env } from '../lib/server/env';
import { describeDatabase, openScriptDatabase, runDatabaseScript } from './database-script';
import { describeMediaStorage } from '../lib/server/media/storage';

const USAGE = `Uso: npm run db:seed [-- --reset]

Cria a estação de demonstração (usuários, notícias, imagens, banners, enquetes, equipe e
configurações) quando o banco de dados ainda não tem usuários.

  --reset   apaga TODOS os dados (todas as tabelas e as mídias, no disco ou no bucket S3) antes de criar
  --help    mostra esta ajuda

Banco: DATABASE_URL (PostgreSQL) ou, sem ela, PGlite em DATA_DIR (padrão ./data).`;


async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    console.error(`Opção desconhecida: ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const reset = args.includes('--reset');

  console.log(`[seed] Banco de dados: ${describeDatabase()}`);
  console.log(`[seed] Uploads: ${await describeMediaStorage({ dataDir: env.dataDir })}`);
  const handle = await openScriptDatabase();
  try {
    await migrateDatabase(handle);
    console.log('[seed] Migrações aplicadas.');
    if (reset) {
      await wipeStation(handle.db, { dataDir: env.dataDir });
      console.log('[seed] --reset: todas as tabelas e as mídias enviadas foram apagadas.');
    }
    const result = await seedDemoStationIfEmpty(handle.db, { dataDir: env.dataDir, log: (message) => console.log(message) });
    if (!result.seeded) {
      console.log(
        '[seed] O banco de dados já tem usuários: nada foi alterado. ' +
          'Para apagar tudo e recriar a estação de demonstração, use: npm run db:seed -- --reset',
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runDatabaseScript('[seed] ', 'Falha ao popular o banco de dados:', main);
