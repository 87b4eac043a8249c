import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_MESSAGES } from '@/lib/domain/contact';
import type { ContactInput } from '@/lib/schemas/contact';
import type { Database } from '../db/client';
import { mensagensContato } from '../db/schema';
import { AppError } from '@/lib/server/errors';
import { getSecrets } from '../env';

/*
 * Messages sent from /contato, stored for the staff. Three cheap defences keep bots out without
 * bothering people: a honeypot field (handled by the route), a signed timestamp that a form must
 * carry (a person takes more than 3 s to write; a token does not live forever) and a rate limit
 * per client address and per e-mail.
 */

export const CONTACT_MIN_FILL_MS = 3000;
export const CONTACT_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** Tolerated clock difference between instances that issue and verify tokens. */
const CLOCK_SKEW_MS = 60_000;
const TOKEN_VERSION = 'v1';

function sign(payload: string): string {
  // A purpose prefix, so this signature can never be replayed as any other token signed with the same secret.
  return createHmac('sha256', getSecrets().authSecret).update(`contato:${payload}`).digest('base64url');
}

/** 'v1.{issuedAtMs}.{nonce}.{hmac}', handed to the form when it is rendered. */
export function issueContactToken(now: number = Date.now()): string {
  const payload = `${TOKEN_VERSION}.${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck = 'ok' | 'invalid' | 'too-fast' | 'expired';

export function checkContactToken(token: unknown, now: number = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== TOKEN_VERSION || !/^\d{1,15}$/.test(parts[1])) return 'invalid';
  const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
  const given = Buffer.from(parts[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - Number(parts[1]);
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age < CONTACT_MIN_FILL_MS) return 'too-fast';
  if (age > CONTACT_TOKEN_TTL_MS) return 'expired';
  return 'ok';
}

/** Every token failure gets the same answer: a bot learns nothing about which check it failed. */
export function assertContactToken(token: unknown, now: number = Date.now()): void {
  if (checkContactToken(token, now) !== 'ok') throw new AppError('invalid', 'ENVIO_RECUSADO', CONTACT_MESSAGES.rejected);
}

// ——— Rate limit ———

export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_RATE_LIMIT = 5;
/**
 * Without a trusted proxy header every visitor shares one anonymous address; that bucket only
 * caps floods of the staff inbox, so it is wider than a single visitor's.
 */
export const CONTACT_RATE_LIMIT_UNKNOWN_ADDRESS = 30;
const MAX_TRACKED_KEYS = 5000;

type Hits = Map<string, number[]>;
type GlobalWithHits = typeof globalThis & { __sintoniaContactHits?: Hits };

/** One map per process (not per bundle), bounded so a flood of addresses cannot grow it forever. */
function hitsMap(): Hits {
  const store = globalThis as GlobalWithHits;
  store.__sintoniaContactHits ??= new Map();
  return store.__sintoniaContactHits;
}

function recentHits(hits: Hits, key: string, now: number): number[] {
  const recent = (hits.get(key) ?? []).filter((time) => now - time < CONTACT_RATE_WINDOW_MS);
  if (recent.length === 0) hits.delete(key);
  return recent;
}

function makeRoom(hits: Hits, now: number) {
  if (hits.size < MAX_TRACKED_KEYS) return;
  for (const key of [...hits.keys()]) recentHits(hits, key, now);
  // Still full of live keys: forget the least recently used tenth (a Map iterates in insertion
  // order), so a flood does not pay for a full sweep on every request.
  for (const key of hits.keys()) {
    if (hits.size < MAX_TRACKED_KEYS * 0.9) break;
    hits.delete(key);
  }
}

export type RateBucket = { key: string; limit: number };

export function contactRateBuckets(ip: string | null, email: string): RateBucket[] {
  return [
    ip ? { key: `ip:${ip}`, limit: CONTACT_RATE_LIMIT } : { key: 'ip:desconhecido', limit: CONTACT_RATE_LIMIT_UNKNOWN_ADDRESS },
    { key: `email:${email.trim().toLowerCase()}`, limit: CONTACT_RATE_LIMIT },
  ];
}

/**
 * Takes one slot in every bucket, or none: throws 429 with Retry-After (seconds until the
 * oldest hit of the fullest bucket leaves the window). Returns the undo for a failed store.
 */
export function takeContactSlot(buckets: RateBucket[], now: number = Date.now()): () => void {
  const hits = hitsMap();
  let waitMs = 0;
  const current = buckets.map((bucket) => {
    const recent = recentHits(hits, bucket.key, now);
    if (recent.length >= bucket.limit) waitMs = Math.max(waitMs, recent[recent.length - bucket.limit] + CONTACT_RATE_WINDOW_MS - now);
    return recent;
  });
  if (waitMs > 0) {
    throw new AppError('rate-limited', 'MUITAS_REQUISICOES', CONTACT_MESSAGES.tooMany, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }
  buckets.forEach((bucket, i) => {
    makeRoom(hits, now);
    hits.delete(bucket.key);
    hits.set(bucket.key, [...current[i], now]);
  });
  return () => {
    for (const bucket of buckets) {
      const list = hits.get(bucket.key);
      const index = list?.lastIndexOf(now) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
    }
  };
}

// ——— Storage ———

/** Stores a message that passed every check; the address is the trusted one, or null. */
export async function storeContactMessage(db: Database, input: ContactInput, ip: string | null, now: number = Date.now()) {
  const release = takeContactSlot(contactRateBuckets(ip, input.email), now);
  try {
    await db.insert(mensagensContato).values({
      nome: input.nome,
      email: input.email,
      telefone: input.telefone ?? null,
      assunto: input.assunto ?? null,
      mensagem: input.mensagem,
      ip,
    });
  } catch (error) {
    // A failed store must not cost the visitor one of their attempts.
    release();
    throw error;
  }
  return { message: CONTACT_MESSAGES.sent };
}
