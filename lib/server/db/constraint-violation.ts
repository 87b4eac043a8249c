import 'server-only';

export type ConstraintViolation = { kind: 'unique' | 'foreign-key'; constraint: string };

const KIND_OF_SQLSTATE: Record<string, ConstraintViolation['kind']> = { '23505': 'unique', '23503': 'foreign-key' };

/**
 * The unique or foreign-key constraint a write broke (a race lost between a service's checks and
 * its write), found under drizzle's wrapper; null for any other error.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const kind = KIND_OF_SQLSTATE[candidate.code];
      return kind ? { kind, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '' } : null;
    }
    current = candidate.cause;
  }
  return null;
}
