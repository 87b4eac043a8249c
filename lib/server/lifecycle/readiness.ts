import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkMediaStorage } from '../media/storage';
import { sharedRedis } from '../redis/shared-redis.mjs';
import { isShuttingDown } from './shutdown-state';

/*
 * Readiness for a load balancer: the database must answer (no page can be rendered without it).
 * Redis and the bucket are reported but do not take the instance out: every instance shares
 * them, so an outage there would take out all of them at once, while each can still serve —
 * from its own memory (Redis) or without pictures (the bucket).
 */

export const READINESS_CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'indisponivel' | 'desativado';
export type Readiness = {
  ready: boolean;
  body: { status: 'ok' | 'degradado' | 'erro' | 'encerrando'; db: Check; redis: Check; midia: Check };
};

function withTimeout(task: Promise<unknown>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('indisponivel'), READINESS_CHECK_TIMEOUT_MS);
  });
  return Promise.race([task.then((): Check => 'ok', (): Check => 'indisponivel'), timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(getDb: () => Promise<Database>, options: { mediaOnS3: boolean }): Promise<Readiness> {
  const redis = sharedRedis();
  const [db, redisCheck, midia] = await Promise.all([
    withTimeout(getDb().then((database) => database.execute(sql`select 1`))),
    redis ? withTimeout(redis.client.isReady ? redis.client.ping() : Promise.reject(new Error('sem conexão'))) : Promise.resolve<Check>('desativado'),
    options.mediaOnS3 ? withTimeout(checkMediaStorage()) : Promise.resolve<Check>('desativado'),
  ]);
  const status = isShuttingDown() ? 'encerrando' : db !== 'ok' ? 'erro' : redisCheck === 'indisponivel' || midia === 'indisponivel' ? 'degradado' : 'ok';
  return { ready: status === 'ok' || status === 'degradado', body: { status, db, redis: redisCheck, midia } };
}
