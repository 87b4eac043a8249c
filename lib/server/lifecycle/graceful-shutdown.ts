import 'server-only';
import { servingServers, waitForRequestsToFinish } from '../http/in-flight';
import { closeSharedRedis } from '../redis/shared-redis.mjs';
import { markShuttingDown } from './shutdown-state';

/*
 * SIGTERM (a deploy, an orchestrator scaling down) and SIGINT: stop taking connections, answer
 * readiness 503, let the requests in flight finish, stop the scheduler (its lock goes with its
 * transaction), write what is buffered and close the database, then Redis, then exit.
 * Next stops its server on the same signals unless NEXT_MANUAL_SIG_HANDLE is set, and exits as soon
 * as its requests are done; `npm start` and the Dockerfile set it so this sequence runs whole.
 */

/** Longest wait for requests in flight; a load balancer's own drain is usually shorter. */
export const SHUTDOWN_GRACE_MS = 10_000;

export type ShutdownSteps = {
  stopScheduler: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
};

export async function shutDown(signal: NodeJS.Signals, steps: ShutdownSteps): Promise<void> {
  const log = steps.log ?? ((line: string) => console.log(line));
  markShuttingDown();
  log(`[sintonia] ${signal} recebido: terminando as requisições em andamento antes de sair.`);
  const servers = servingServers();
  for (const server of servers) server.close();
  await waitForRequestsToFinish(SHUTDOWN_GRACE_MS);
  for (const server of servers) server.closeAllConnections();
  await steps.stopScheduler().catch(() => {});
  await steps.closeDatabase().catch((error: unknown) => log(`[sintonia] falha ao fechar o banco de dados: ${(error as Error).message}`));
  await closeSharedRedis();
  log('[sintonia] Encerrado.');
  (steps.exit ?? process.exit)(signal === 'SIGINT' ? 130 : 143);
}

export function installGracefulShutdown(steps: ShutdownSteps): void {
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      void shutDown(signal, steps);
    });
  }
}
