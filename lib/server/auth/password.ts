import 'server-only';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '@/lib/server/errors';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms a hash on this hardware.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is the one costly step a stranger can trigger (a sign-in). @node-rs/argon2 runs each
 * call on libuv's thread pool, one thread per call (parallelism 1), so bounding the calls bounds
 * the cores: at most half of them hash at once (one on a 2-core machine), the rest stay with the
 * pages. A few more wait their turn; the others are turned away at once, before any hashing.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
export const MAX_WAITING_HASHES = 8;
export const HASHING_RETRY_AFTER_SECONDS = 2;

export const HASHING_BUSY_CODE = 'SERVICO_OCUPADO';
export const HASHING_BUSY_MESSAGE = 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.';

/**
 * What an unknown e-mail, or an account whose stored hash cannot be checked, is verified against:
 * a hash of the same parameters, written here once, so equalising the time costs no hash of its own.
 */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$UzgAOnjVXHRxpmQNnh21tQ$teToj/8mhYrMjF5k+9879k27B75LFpmTvO1yyTq800U';

type Gate = { running: number; waiting: Array<() => void> };
const gate = ((globalThis as { __sintoniaHashGate?: Gate }).__sintoniaHashGate ??= { running: 0, waiting: [] });

function busy(): AppError {
  return new AppError('busy', HASHING_BUSY_CODE, HASHING_BUSY_MESSAGE, undefined, HASHING_RETRY_AFTER_SECONDS);
}

/** Hashes running and waiting now (tests, and the sign-in's early refusal). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: gate.running, waiting: gate.waiting.length };
}

/**
 * Refuses at once when a hash asked for now would be refused: a sign-in calls it before reading
 * the account, so a flood beyond the line costs no database read either.
 */
export function assertHashingRoom(): void {
  if (gate.running >= MAX_CONCURRENT_HASHES && gate.waiting.length >= MAX_WAITING_HASHES) throw busy();
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (gate.running >= MAX_CONCURRENT_HASHES) {
    if (gate.waiting.length >= MAX_WAITING_HASHES) throw busy();
    await new Promise<void>((resolve) => gate.waiting.push(resolve));
  } else {
    gate.running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line; it is freed only when nobody waits.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, OPTIONS));
}

/** An argon2 hash in PHC form; anything else would fail at once, which a timing would tell. */
function isCheckableHash(passwordHash: string): boolean {
  return /^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(passwordHash);
}

/**
 * True when the password matches. A stored hash that cannot be checked (empty, another scheme) is
 * answered false after a check of the dummy, so such an account takes the time any other does.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const checkable = isCheckableHash(passwordHash);
  return withHashingSlot(async () => {
    try {
      const matches = await verify(checkable ? passwordHash : DUMMY_HASH, password);
      return checkable && matches;
    } catch {
      return false;
    }
  });
}

/** Spends the same time as a real check, through the same gate, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
