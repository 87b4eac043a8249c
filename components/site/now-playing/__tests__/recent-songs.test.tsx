/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { NOW_PLAYING_POLL_MS } from '@/lib/domain/now-playing';
import { isNowPlayingPollScheduled, NOW_PLAYING_URL, resetNowPlayingStore, useNowPlaying } from '@/lib/hooks/use-now-playing';
import type { NowPlayingResponse } from '@/lib/schemas/now-playing';
import { RecentSongs } from '../recent-songs';

const song = (artista: string | null, titulo: string, inicioEm: string) => ({ artista, titulo, texto: artista ? `${artista} — ${titulo}` : titulo, inicioEm });
const AGORA = song('Marisa Monte', 'Ainda Bem', '2026-11-24T17:42:00.000Z');
const ANTES = song(null, 'Aquarela', '2026-11-24T17:38:00.000Z');

let answer: NowPlayingResponse;
let calls: string[];
let visibility: DocumentVisibilityState;

/** The player bar's use of the hook, beside the widget: both share one store. */
function PlayerProbe({ enabled }: { enabled: boolean }) {
  const { atual } = useNowPlaying(enabled);
  return <p data-testid="player">{atual?.texto ?? 'nada'}</p>;
}

const flush = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
});

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T17:45:00.000Z') });
  resetNowPlayingStore();
  calls = [];
  answer = { atual: AGORA, historico: [AGORA, ANTES] };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as typeof fetch;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  resetNowPlayingStore();
  jest.useRealTimers();
});

describe('RecentSongs and useNowPlaying (issue 15)', () => {
  it('lists the last songs with their São Paulo start time, the one on air marked; one request for all the page', async () => {
    render(
      <>
        <PlayerProbe enabled />
        <RecentSongs brand="Sintonia FM" enabled />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Tocou na Sintonia FM' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await flush();
    expect(calls).toEqual([NOW_PLAYING_URL]);
    expect(screen.getByTestId('player')).toHaveTextContent('Marisa Monte — Ainda Bem');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('14h42Ainda BemMarisa MonteNo ar');
    expect(within(items[0]).getByText('14h42')).toHaveAttribute('datetime', AGORA.inicioEm);
    expect(items[1]).toHaveTextContent('14h38Aquarela');
    expect(items[1]).not.toHaveTextContent('No ar');
  });

  it('polls every NOW_PLAYING_POLL_MS while visible, not while hidden; asks at once when it shows again', async () => {
    render(<RecentSongs brand="Sintonia FM" enabled />);
    await flush();
    expect(calls).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(NOW_PLAYING_POLL_MS - 1);
    });
    expect(calls).toHaveLength(1);
    answer = { atual: null, historico: [ANTES] };
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await flush();
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('No ar')).not.toBeInTheDocument();

    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      jest.advanceTimersByTime(NOW_PLAYING_POLL_MS * 4);
    });
    expect(calls).toHaveLength(2);
    expect(isNowPlayingPollScheduled()).toBe(false);

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await flush();
    expect(calls).toHaveLength(3);
  });

  it('no stream configured: renders nothing and asks nothing', async () => {
    const { container } = render(
      <>
        <RecentSongs brand="Sintonia FM" enabled={false} />
        <PlayerProbe enabled={false} />
      </>,
    );
    await flush();
    await act(async () => {
      jest.advanceTimersByTime(NOW_PLAYING_POLL_MS * 3);
    });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.getByTestId('player')).toHaveTextContent('nada');
    expect(calls).toEqual([]);
    expect(isNowPlayingPollScheduled()).toBe(false);
  });

  it('empty state once the server knows nothing; a failed answer counts as nothing known', async () => {
    answer = { atual: null, historico: [] };
    const { unmount } = render(<RecentSongs brand="Sintonia FM" enabled />);
    await flush();
    expect(screen.getByText(/^Nenhuma música registrada ainda/)).toBeInTheDocument();
    expect(isNowPlayingPollScheduled()).toBe(true);
    unmount();
    expect(isNowPlayingPollScheduled()).toBe(false);

    resetNowPlayingStore();
    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => ({}) }) as Response) as typeof fetch;
    render(<RecentSongs brand="Sintonia FM" enabled />);
    await flush();
    expect(screen.getByText(/^Nenhuma música registrada ainda/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
