import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_MESSAGES } from '@/lib/domain/contact';
import type { ContactInput } from '@/lib/schemas/contact';
import type { Database } from '../db/client';
import { mensagensContato } from '../db/schema';
import { AppError } from '@/lib/server/errors';
import { getSecrets } from '../env';
import { addressKey } from '../limits/address-key';
import { giveBackAll, limiter, takeAll, type LimitStep } from '../limits/limiter';

/*
 * Messages sent from /contato, stored for the staff. Three cheap defences keep bots out without
 * bothering people: a honeypot field (handled by the route), a signed timestamp that a form must
 * carry (a person takes more than 3 s to write; a token does not live forever) and a rate limit
 * per client address and per e-mail (lib/server/limits: shared by the instances when Redis is).
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

const contactLimiter = (name: string, points: number) => limiter(name, { points, durationSeconds: CONTACT_RATE_WINDOW_MS / 1000 });

/**
 * The counters a message takes a slot in, each limiter named after what it counts (not its number,
 * so changing a limit keeps the counts). The address comes first (an IPv6 one as its /64, see
 * addressKey): a full address never creates the e-mail's counter, so memory stays bounded.
 */
export function contactRateBuckets(ip: string | null, email: string): LimitStep[] {
  const address = ip ? contactLimiter('contato-endereco', CONTACT_RATE_LIMIT) : contactLimiter('contato-endereco-desconhecido', CONTACT_RATE_LIMIT_UNKNOWN_ADDRESS);
  return [
    { limiter: address, key: addressKey(ip) },
    { limiter: contactLimiter('contato-email', CONTACT_RATE_LIMIT), key: email.trim().toLowerCase() },
  ];
}

/**
 * Takes one slot in every bucket, or none: throws 429 with Retry-After (seconds until the window
 * of the fullest bucket resets; windows are fixed, from a bucket's first message). Returns the
 * undo for a failed store.
 */
export async function takeContactSlot(buckets: LimitStep[]): Promise<() => Promise<void>> {
  const taken = await takeAll(buckets);
  if (!taken.allowed) {
    throw new AppError('rate-limited', 'MUITAS_REQUISICOES', CONTACT_MESSAGES.tooMany, undefined, taken.retryAfterSeconds);
  }
  return () => giveBackAll(buckets);
}

// ——— Storage ———

/** Stores a message that passed every check; the address is the trusted one, or null. */
export async function storeContactMessage(db: Database, input: ContactInput, ip: string | null) {
  const release = await takeContactSlot(contactRateBuckets(ip, input.email));
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
    // A failed store must not cost the visitor one of their attempts (nor hide the store's error).
    await release().catch(() => {});
    throw error;
  }
  return { message: CONTACT_MESSAGES.sent };
}
