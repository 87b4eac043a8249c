import 'server-only';
import { AppError } from '@/lib/server/errors';
import { formatWait } from '@/lib/domain/numbers';
import { addressKey } from '@/lib/server/limits/address-key';
import { limiter, retryAfterSeconds } from '@/lib/server/limits/limiter';

/*
 * Votes per client address (an IPv6 one as its /64: see addressKey) and poll, in a fixed window.
 * The device id is the browser's own word and costs nothing to change (1,000 fresh ids from one
 * client were all counted); the address is ours (lib/server/http/client-address). The limit leaves
 * room for a family or an office behind one address. The first refusal of each window is logged,
 * not every one. Counted in lib/server/limits: shared by the instances when Redis is.
 */

export const VOTES_PER_ADDRESS = 20;
export const VOTE_WINDOW_MS = 10 * 60 * 1000;

const votes = () => limiter('votos', { points: VOTES_PER_ADDRESS, durationSeconds: VOTE_WINDOW_MS / 1000 });

export function tooManyVotesMessage(retryAfterSeconds: number): string {
  return `Muitos votos deste endereço nesta enquete. Tente novamente em ${formatWait(retryAfterSeconds)}.`;
}

/** Counts a vote about to be cast; throws 429 past the limit. Unknown addresses are not limited here. */
export async function countVote(pollId: number, ip: string | null, log: (line: string) => void = console.warn): Promise<void> {
  if (!ip) return;
  const taken = await votes().take(`${pollId}|${addressKey(ip)}`);
  if (taken.allowed) return;
  // Refusals stay counted, so only the first of the window sees points + 1.
  if (taken.consumed === VOTES_PER_ADDRESS + 1) {
    log(`[enquetes] limite de votos atingido: enquete ${pollId}, endereço ${ip} (${VOTES_PER_ADDRESS} votos em ${VOTE_WINDOW_MS / 60_000} min)`);
  }
  const wait = retryAfterSeconds(taken.msBeforeNext);
  throw new AppError('rate-limited', 'MUITOS_VOTOS', tooManyVotesMessage(wait), undefined, wait);
}

/**
 * A vote that was not stored (already voted, closed or unknown poll, bad option) gives its count
 * back; a key back at zero is dropped, so made-up poll ids do not pile up in memory.
 */
export async function uncountVote(pollId: number, ip: string | null): Promise<void> {
  if (ip) await votes().giveBack(`${pollId}|${addressKey(ip)}`);
}
