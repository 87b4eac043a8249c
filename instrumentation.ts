/** Opens, migrates and (first time) seeds the database when the server starts, not on the first visit. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabaseHandle } = await import('./lib/server/db/client');
  try {
    await getDatabaseHandle();
  } catch (error) {
    console.error(`\n[sintonia] Não foi possível abrir o banco de dados: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
