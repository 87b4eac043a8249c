import 'server-only';
import { servingServers, waitForRequestsToFinish } from '../http/in-flight';
import { closeSharedRedis } from '../redis/shared-redis.mjs';
import { markShuttingDown } from './shutdown-state';

/*
 * SIGTERM (a deploy, an orchestrator scaling down): answer readiness 503 and keep serving for the
 * drain period, so a load balancer that polls readiness takes the instance out before its
 * connections are refused (responses meanwhile ask clients not to keep the connection); then stop
 * taking connections, let the requests in flight finish, stop the scheduler (its lock goes with its
 * transaction), write what is buffered and close the database, then Redis, then exit.
 * Next stops its server on the same signals unless NEXT_MANUAL_SIG_HANDLE is set, and exits as soon
 * as its requests are done; `npm start` and the Dockerfile set it so this sequence runs whole.
 */

/** Longest wait for requests in flight; a load balancer's own drain is usually shorter. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serving on after SIGTERM with readiness at 503: a balancer polling every few seconds has seen
 * it by then. SIGINT (Ctrl+C at a terminal) does not wait. SHUTDOWN_DRAIN_SECONDS changes it.
 */
export const DEFAULT_DRAIN_MS = 5_000;

export type ShutdownSteps = {
  stopScheduler: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** How long to serve on after SIGTERM (DEFAULT_DRAIN_MS). */
  drainMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
};

export async function shutDown(signal: NodeJS.Signals, steps: ShutdownSteps): Promise<void> {
  const log = steps.log ?? ((line: string) => console.log(line));
  markShuttingDown();
  const drainMs = signal === 'SIGTERM' ? (steps.drainMs ?? DEFAULT_DRAIN_MS) : 0;
  if (drainMs > 0) {
    log(`[sintonia] ${signal} recebido: prontidão em 503; atendendo por mais ${(drainMs / 1000).toLocaleString('pt-BR')} s antes de parar de aceitar conexões.`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
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
