import 'server-only';
import { AppError } from '@/lib/server/errors';
import { formatWait } from '@/lib/domain/numbers';
import { WindowLimit } from '../http/window-limit';

/*
 * Votes per client address and poll, in a fixed window. The device id is the browser's own word
 * and costs nothing to change (1,000 fresh ids from one client were all counted); the address is
 * ours (lib/server/http/client-address). The limit leaves room for a family or an office behind
 * one address. The first refusal of each window is logged, not every one.
 */

export const VOTES_PER_ADDRESS = 20;
export const VOTE_WINDOW_MS = 10 * 60 * 1000;

const limit = ((globalThis as { __sintoniaVoteLimit?: WindowLimit }).__sintoniaVoteLimit ??= new WindowLimit({
  limit: VOTES_PER_ADDRESS,
  windowMs: VOTE_WINDOW_MS,
}));

export function tooManyVotesMessage(retryAfterSeconds: number): string {
  return `Muitos votos deste endereço nesta enquete. Tente novamente em ${formatWait(retryAfterSeconds)}.`;
}

/** Counts a vote about to be cast; throws 429 past the limit. Unknown addresses are not limited here. */
export function countVote(pollId: number, ip: string | null, now = Date.now(), log: (line: string) => void = console.warn): void {
  if (!ip) return;
  const verdict = limit.take(`${pollId}|${ip}`, now);
  if (verdict.allowed) return;
  if (verdict.firstRefusal) {
    log(`[enquetes] limite de votos atingido: enquete ${pollId}, endereço ${ip} (${VOTES_PER_ADDRESS} votos em ${VOTE_WINDOW_MS / 60_000} min)`);
  }
  throw new AppError('rate-limited', 'MUITOS_VOTOS', tooManyVotesMessage(verdict.retryAfterSeconds), undefined, verdict.retryAfterSeconds);
}

/** A vote that was not stored (already voted, closed poll, bad option) gives its count back. */
export function uncountVote(pollId: number, ip: string | null): void {
  if (ip) limit.giveBack(`${pollId}|${ip}`);
}

export function clearVoteLimits(): void {
  limit.clear();
}
