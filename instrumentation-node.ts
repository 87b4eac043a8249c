import { getDatabaseHandle } from './lib/server/db/client';

// Opens, migrates and (the first time) seeds the database when the server starts, not on the first
// visit; a server that cannot open its database stops with the reason instead of serving errors.
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  try {
    await getDatabaseHandle();
  } catch (error) {
    console.error(`\n[sintonia] Não foi possível abrir o banco de dados: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
