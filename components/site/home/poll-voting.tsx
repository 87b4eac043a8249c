'use client';

import { type ReactNode, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/domain/constants';
import { formatVotes } from '@/lib/domain/numbers';
import type { Enquete, EnqueteOpcao } from '@/lib/domain/poll';
import {
  ALREADY_VOTED_MESSAGE,
  hasAlreadyVoted,
  parseLocalVoteRecord,
  pollPercentage,
  pollVoteStorageKey,
  VOTE_GENERIC_ERROR,
  VOTE_SUCCESS_MESSAGE,
  voteErrorMessage,
  voteRequestBody,
  type LocalVoteRecord,
} from '@/lib/domain/poll-vote';
import { useToast } from '@/components/ui/toast-provider';

const POLLS_URL = '/api/v1/publico/enquetes';

async function fetchPolls(url: string): Promise<Enquete[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // The polls' own rules (lib/domain/poll) load only now, after a vote: the page came with its polls.
  const { normalizePollList } = await import('@/lib/domain/poll');
  return normalizePollList(await response.json());
}

const VOTE_STORED_EVENT = 'sintonia:voto-registrado';

function readStoredRecord(pollId: string): string | null {
  try {
    return window.localStorage.getItem(pollVoteStorageKey(pollId));
  } catch {
    return null;
  }
}

function subscribeToVotes(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(VOTE_STORED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(VOTE_STORED_EVENT, onChange);
  };
}

/** This device's vote record for a poll, kept in step with storage (other tabs included). */
function useLocalVoteRecord(pollId: string | null): LocalVoteRecord | null {
  const stored = useSyncExternalStore(
    subscribeToVotes,
    () => (pollId ? readStoredRecord(pollId) : null),
    () => null,
  );
  return useMemo(() => parseLocalVoteRecord(stored), [stored]);
}

function OptionButton({
  option,
  total,
  chosen,
  disabled,
  onVote,
}: {
  option: EnqueteOpcao;
  total: number;
  chosen: boolean;
  disabled: boolean;
  onVote: (option: EnqueteOpcao) => void;
}) {
  const percent = pollPercentage(option.votos, total);
  return (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onVote(option)}
        aria-pressed={chosen}
        className={clsx(
          'relative min-h-11 w-full overflow-hidden rounded-md border px-3 py-2.5 text-left transition disabled:cursor-not-allowed',
          chosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-300 hover:border-brand-500 disabled:hover:border-slate-300',
        )}
      >
        <span className="absolute inset-y-0 left-0 bg-brand-100 transition-[width] duration-500" style={{ width: `${percent}%` }} aria-hidden data-testid="poll-bar" />
        <span className="relative flex items-center justify-between gap-3 text-sm">
          {/* No aria-label: the name is the visible text (WCAG 2.5.3), 'Opção 27%'. */}
          <span className="font-semibold text-ink">
            {option.texto}
            {chosen && <span className="ml-2 text-xs font-bold text-brand-700">Seu voto</span>}
          </span>
          <span className="font-black tabular-nums text-brand-700">{percent}%</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The interactive part of the home's poll (PollWidget): the first poll; one vote per device, one
 * vote in flight. `images` holds each poll's picture by id, rendered on the server (PollImage).
 */
export function PollVoting({ initial, images = {} }: { initial: Enquete[]; images?: Record<string, ReactNode> }) {
  const toast = useToast();
  // Plain state, not SWR: the list is only ever refetched after a vote, and SWR's 5.6 KB (gzip)
  // would take the home page over its JavaScript budget.
  const [polls, setPolls] = useState(initial);
  const poll = polls[0] ?? null;
  const record = useLocalVoteRecord(poll?.id ?? null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const vote = useCallback(
    async (option: EnqueteOpcao) => {
      if (!poll || inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      try {
        // Loaded with the first vote, like the polls' rules below: most readers never vote.
        const id = (await import('@/lib/hooks/device-id')).deviceId();
        if (hasAlreadyVoted(parseLocalVoteRecord(readStoredRecord(poll.id)), id)) {
          toast({ type: 'error', title: ALREADY_VOTED_MESSAGE, duration: TOAST_AUTO_CLOSE_MS });
          return;
        }
        const response = await fetch(`/api/v1/publico/enquetes/${encodeURIComponent(poll.id)}/votar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(voteRequestBody(option.id, id)),
        });
        if (!response.ok) {
          const body: unknown = await response.json().catch(() => null);
          toast({ type: 'error', title: voteErrorMessage(response.status, body), duration: TOAST_AUTO_CLOSE_MS });
          return;
        }
        const saved: LocalVoteRecord = { deviceId: id, opcaoId: option.id, timestamp: Date.now() };
        try {
          window.localStorage.setItem(pollVoteStorageKey(poll.id), JSON.stringify(saved));
          window.dispatchEvent(new Event(VOTE_STORED_EVENT));
        } catch {
          // Private mode without storage: the server still counts the vote once per device.
        }
        toast({ type: 'success', title: VOTE_SUCCESS_MESSAGE, duration: TOAST_AUTO_CLOSE_MS });
        // The vote counted either way; without fresh counts the bars show the earlier ones.
        setPolls(await fetchPolls(POLLS_URL).catch(() => polls));
      } catch {
        toast({ type: 'error', title: VOTE_GENERIC_ERROR, duration: TOAST_AUTO_CLOSE_MS });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [poll, polls, toast],
  );

  return !poll ? (
    <p className="py-4 text-center text-sm text-muted">Nenhuma enquete aberta no momento.</p>
  ) : (
    <div className="flex flex-col gap-3" aria-busy={sending}>
      {images[poll.id] && <div className="relative aspect-[16/9] overflow-hidden rounded-md bg-slate-100">{images[poll.id]}</div>}
      <h3 className="text-base font-extrabold leading-snug text-ink">{poll.pergunta}</h3>
      {poll.descricao && <p className="text-sm text-muted">{poll.descricao}</p>}
      <ul className="flex flex-col gap-2">
        {poll.opcoes.map((option) => (
          <OptionButton
            key={option.id}
            option={option}
            total={poll.totalVotos}
            chosen={record !== null && String(record.opcaoId) === option.id}
            disabled={sending}
            onVote={vote}
          />
        ))}
      </ul>
      <p className="text-xs font-semibold text-muted" data-testid="poll-total">
        {formatVotes(poll.totalVotos)}
      </p>
    </div>
  );
}
