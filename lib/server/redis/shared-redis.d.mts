import type { RedisClientType } from 'redis';

export type SharedRedis = {
  client: RedisClientType;
  subscriber?: RedisClientType;
  prefix: string;
  down: boolean;
  readyListeners: Set<() => void>;
};

export const REDIS_COMMAND_TIMEOUT_MS: number;
export function redisKeyPrefix(): string;
export function sharedRedis(): SharedRedis | null;
export function isRedisReady(state: SharedRedis | null | undefined): boolean;
export function onRedisReady(state: SharedRedis, listener: () => void): void;
export function closeSharedRedis(): Promise<void>;
