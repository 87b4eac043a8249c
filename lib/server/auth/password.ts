import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '@/lib/server/errors';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms a hash on this hardware.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is the one costly step a stranger can trigger (a sign-in). At most this many run at once,
 * so a flood of sign-ins leaves the cores to the pages; a few more wait their turn, the rest are
 * turned away at once.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 32;

export const HASHING_BUSY_CODE = 'SERVICO_OCUPADO';

type Gate = { running: number; waiting: Array<() => void> };
const gate = ((globalThis as { __sintoniaHashGate?: Gate }).__sintoniaHashGate ??= { running: 0, waiting: [] });

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (gate.running >= MAX_CONCURRENT_HASHES) {
    if (gate.waiting.length >= MAX_WAITING_HASHES) {
      throw new AppError('busy', HASHING_BUSY_CODE, 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.', undefined, 2);
    }
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

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('senha-inexistente-para-equalizar-tempo', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
