import http from 'node:http';
import { env } from './lib/server/env';
import { installFrontDoor } from './lib/server/http/front-door';

// Before the first request: the socket's address for the limits per client, and 405 to methods the site never serves.
installFrontDoor(http.Server);

/** API_URL for the log: no credentials, and null when it is not an http(s) URL. */
function describeApiUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
}

// Opens, migrates and (the first time) seeds the database when the server starts, not on the first
// visit; a server that cannot open its database stops with the reason instead of serving errors.
// With API_URL the station's backend serves /api/v1 and this process needs no database at all.
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  let stopScheduler = async () => {};
  let closeDatabase = async () => {};
  if (env.apiUrl) {
    const upstream = describeApiUrl(env.apiUrl);
    if (upstream === null) {
      // Every read would fail and every page show its fallbacks: better to refuse to start.
      console.error('\n[sintonia] API_URL inválido: use um endereço http(s), ex.: https://api.radio.com.br\n');
      process.exit(1);
    }
    console.log(`[sintonia] API_URL definido: usando o backend da estação em ${upstream}; o banco de dados embutido não será aberto.`);
  } else {
    const { closeApplicationDatabase, getDatabaseHandle } = await import('./lib/server/db/application-database');
    try {
      await getDatabaseHandle();
    } catch (error) {
      console.error(`\n[sintonia] Não foi possível abrir o banco de dados: ${(error as Error).message}\n`);
      process.exit(1);
    }
    // Flips due 'agendado' posts to 'publicado' every 5 s (unref'd: never holds the process open).
    const { startScheduledPublishing } = await import('./lib/server/services/scheduler');
    const stopPublishing = startScheduledPublishing(async () => (await getDatabaseHandle()).db);
    // Records what plays and who listens ("O que tocou", listener figures) every 10 s, unref'd too.
    const { startSongHistoryRecorder } = await import('./lib/server/now-playing/recorder');
    const stopSongHistory = startSongHistoryRecorder(async () => (await getDatabaseHandle()).db);
    stopScheduler = async () => {
      await Promise.all([stopPublishing(), stopSongHistory()]);
    };
    closeDatabase = closeApplicationDatabase;
  }
  const { installGracefulShutdown } = await import('./lib/server/lifecycle/graceful-shutdown');
  installGracefulShutdown({ stopScheduler, closeDatabase, drainMs: env.shutdownDrainMs });
}

