/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { POSITIONS_STORAGE_KEY } from '@/lib/hooks/use-stored-position';
import type { OnDemandItem } from '@/lib/domain/on-demand';
import { ListenLiveButton } from '../../listen-live-button';
import { BodyAudio } from '../../post/body-audio';
import { ListenCard } from '../listen-card';
import { PlayerBar } from '../player-bar';
import { PlayerProvider, type PlayerConfig } from '../player-provider';

const STREAM = 'http://stream.sintonia.local:8000/sintonia';
const config: PlayerConfig = {
  brand: 'Sintonia FM',
  streamUrl: STREAM,
  autoplay: false,
  volumeInicial: 0.7,
  iniciarMutado: false,
  artwork: '/logo.png',
  shows: [],
};
const EPISODE: OnDemandItem = {
  id: 'episodio:12',
  src: '/uploads/2026/11/entrevista.mp3',
  title: 'Entrevista com o prefeito',
  showName: 'Sintonia FM Notícias',
  artwork: '/uploads/2026/11/capa_post-medium.jpg',
  href: '/podcasts/sintonia-fm-noticias/entrevista-com-o-prefeito',
};
const LENGTH = 2710; // 45:10

type Session = { metadata: Record<string, unknown> | null; playbackState: string; setActionHandler: jest.Mock; setPositionState: jest.Mock };
let session: Session;
let play: jest.SpyInstance;

// jsdom plays nothing: the element's paused flag and events are ours to drive.
type Driven = HTMLMediaElement & { _paused?: boolean };
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: (function (this: Driven) { return this._paused ?? true; }) });
});
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  window.localStorage.clear();
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: Driven) {
    this._paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: Driven) {
    if (this._paused === false) {
      this._paused = true;
      this.dispatchEvent(new Event('pause'));
    }
  });
  session = { metadata: null, playbackState: 'none', setActionHandler: jest.fn(), setPositionState: jest.fn() };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as unknown as { MediaMetadata: unknown }).MediaMetadata = class {
    constructor(init: Record<string, unknown>) {
      Object.assign(this, init);
    }
  };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as unknown as { mediaSession?: unknown }).mediaSession;
});

function renderSite(page: React.ReactNode = <ListenCard item={EPISODE} label="Ouvir episódio" duration={LENGTH} downloadLabel="Baixar o episódio" />) {
  return render(
    <PlayerProvider config={config}>
      <main>{page}</main>
      <PlayerBar />
    </PlayerProvider>,
  );
}

const audio = () => screen.getByTestId('radio-audio') as HTMLAudioElement;
const bar = () => screen.getByRole('region', { name: 'Player da rádio' });
const card = () => screen.getByTestId('ouvir-card');
const stored = () => JSON.parse(window.localStorage.getItem(POSITIONS_STORAGE_KEY) ?? '{}') as Record<string, { s: number }>;
const handler = (action: string) => session.setActionHandler.mock.calls.filter(([name]) => name === action).at(-1)?.[1] as ((details: object) => void) | null | undefined;

/** The file's length becomes known, as the browser reports it once its metadata is read. */
async function metadataLoaded() {
  Object.defineProperty(audio(), 'duration', { configurable: true, get: () => LENGTH });
  await act(async () => {
    audio().dispatchEvent(new Event('loadedmetadata'));
    audio().dispatchEvent(new Event('durationchange'));
  });
}

/** Playback reaches `seconds`, `afterMs` later. */
async function playedTo(seconds: number, afterMs = 250) {
  await act(async () => {
    jest.advanceTimersByTime(afterMs);
    audio().currentTime = seconds;
    audio().dispatchEvent(new Event('timeupdate'));
  });
}

async function startEpisode() {
  await act(async () => within(card()).getByRole('button', { name: 'Ouvir episódio' }).click());
  await screen.findByTestId('player-item');
  await metadataLoaded();
}

describe('one player for live and on-demand', () => {
  it("the episode's control hands the episode to the bar's one <audio>: no second player", async () => {
    renderSite();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    await startEpisode();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(audio().getAttribute('src')).toBe(EPISODE.src);
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(bar()).getByTestId('player-item-title')).toHaveTextContent('Entrevista com o prefeito');
    expect(within(bar()).getByTestId('player-item-show')).toHaveTextContent('Sintonia FM Notícias');
    expect(within(bar()).getByRole('link', { name: /Entrevista com o prefeito/ })).toHaveAttribute('href', EPISODE.href);
    expect(bar().querySelector('img')).toHaveAttribute('src', EPISODE.artwork);
    expect(bar()).toHaveAttribute('data-player-item');
    // The live texts give way while the item is loaded.
    expect(within(bar()).queryByText('Clique para ouvir')).toBeNull();
    // The control on the page follows the bar.
    expect(within(card()).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    await act(async () => within(card()).getByRole('button', { name: 'Pausar' }).click());
    expect(audio().paused).toBe(true);
    expect(within(bar()).getByRole('button', { name: 'Tocar' })).toBeInTheDocument();
  });

  it("the seek bar reads '12:40 de 45:10', with elapsed and remaining beside it, and the card shows the progress", async () => {
    renderSite();
    await startEpisode();
    await playedTo(760);
    const seek = within(bar()).getByRole('slider', { name: 'Posição no áudio' });
    expect(seek).toHaveAttribute('aria-valuetext', '12:40 de 45:10');
    expect(seek).toHaveAttribute('max', String(LENGTH));
    expect(within(bar()).getByTestId('player-elapsed')).toHaveTextContent('12:40');
    expect(within(bar()).getByTestId('player-remaining')).toHaveTextContent('−32:30');
    expect(within(card()).getByTestId('ouvir-progresso')).toHaveTextContent('12:40 de 45:10 · tocando no player abaixo');
    fireEvent.change(seek, { target: { value: '1500' } });
    expect(audio().currentTime).toBe(1500);
  });

  it('speed cycles 1× → 1,5× → 2× → 1× on the element', async () => {
    renderSite();
    await startEpisode();
    const speed = () => within(bar()).getByTestId('player-speed');
    expect(speed()).toHaveTextContent('1×');
    expect(speed()).toHaveAccessibleName('Velocidade 1×');
    for (const [label, rate] of [['1,5×', 1.5], ['2×', 2], ['1×', 1]] as const) {
      await act(async () => speed().click());
      expect(audio().playbackRate).toBe(rate);
      expect(speed()).toHaveTextContent(label);
    }
  });

  it('−15 s and +15 s move the position, never before the start nor past the end', async () => {
    renderSite();
    await startEpisode();
    await playedTo(760);
    const back = within(bar()).getByRole('button', { name: 'Voltar 15 segundos' });
    const ahead = within(bar()).getByRole('button', { name: 'Avançar 15 segundos' });
    await act(async () => ahead.click());
    expect(audio().currentTime).toBe(775);
    await act(async () => back.click());
    await act(async () => back.click());
    expect(audio().currentTime).toBe(745);
    await playedTo(10);
    await act(async () => back.click());
    expect(audio().currentTime).toBe(0);
    await playedTo(2705);
    await act(async () => ahead.click());
    expect(audio().currentTime).toBe(LENGTH);
  });

  it("'Voltar ao vivo' stops the item and plays the stream; the bar is the live player again", async () => {
    renderSite();
    await startEpisode();
    await playedTo(760);
    await act(async () => within(bar()).getByRole('button', { name: 'Voltar ao vivo' }).click());
    expect(audio().getAttribute('src')).toBe(STREAM);
    expect(play).toHaveBeenCalledTimes(2);
    expect(within(bar()).getByTestId('player-status')).toHaveTextContent('Ao vivo');
    expect(within(bar()).getByTestId('player-hint')).toHaveTextContent('Tocando agora');
    expect(bar()).not.toHaveAttribute('data-player-item');
    // Where the listener left the episode is kept, and offered on its page.
    expect(stored()[EPISODE.id]).toMatchObject({ s: 760 });
    expect(within(card()).getByRole('button', { name: 'Continuar de 12:40' })).toBeInTheDocument();
  });

  it("a live control elsewhere (the header's, /a-radio's) offers the stream while the item plays, and takes the element", async () => {
    renderSite(
      <>
        <ListenCard item={EPISODE} label="Ouvir episódio" duration={LENGTH} downloadLabel="Baixar o episódio" />
        <ListenLiveButton />
      </>,
    );
    await startEpisode();
    await playedTo(300);
    await act(async () => screen.getByRole('button', { name: 'Ouça ao vivo' }).click());
    expect(audio().getAttribute('src')).toBe(STREAM);
    expect(screen.getByRole('button', { name: 'Pausar a transmissão' })).toBeInTheDocument();
    expect(within(bar()).getByTestId('player-status')).toHaveTextContent('Ao vivo');
    expect(stored()[EPISODE.id]).toMatchObject({ s: 300 });
  });

  it('an item started while the stream played brings the stream back when it ends, and forgets its position', async () => {
    renderSite();
    await act(async () => within(bar()).getByRole('button', { name: 'Ouvir ao vivo' }).click());
    expect(within(bar()).getByTestId('player-status')).toHaveTextContent('Ao vivo');
    await startEpisode();
    expect(audio().getAttribute('src')).toBe(EPISODE.src);
    expect(within(card()).getByRole('status')).toHaveTextContent('A rádio ao vivo foi pausada enquanto o áudio toca.');
    await playedTo(LENGTH - 100, 6000);
    expect(stored()[EPISODE.id]).toMatchObject({ s: LENGTH - 100 });
    await playedTo(LENGTH);
    await act(async () => {
      (audio() as Driven)._paused = true;
      audio().dispatchEvent(new Event('pause'));
      audio().dispatchEvent(new Event('ended'));
    });
    expect(stored()[EPISODE.id]).toBeUndefined();
    expect(audio().getAttribute('src')).toBe(STREAM);
    expect(within(bar()).getByTestId('player-status')).toHaveTextContent('Ao vivo');
    expect(within(card()).getByRole('button', { name: 'Ouvir episódio' })).toBeInTheDocument();
  });

  it("an item started with the stream off ends on the idle live bar: 'Clique para ouvir', nothing plays", async () => {
    renderSite();
    await startEpisode();
    await act(async () => {
      audio().dispatchEvent(new Event('ended'));
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(bar()).getByTestId('player-status')).toHaveTextContent('Rádio offline');
    expect(within(bar()).getByTestId('player-hint')).toHaveTextContent('Clique para ouvir');
  });

  it("a failing file says so in the bar, not as the stream's error", async () => {
    play.mockImplementationOnce(() => Promise.reject(new Error('NotSupportedError')));
    renderSite();
    await act(async () => within(card()).getByRole('button', { name: 'Ouvir episódio' }).click());
    await screen.findByTestId('player-item');
    expect(within(bar()).getByTestId('player-item-show')).toHaveTextContent('Não foi possível tocar este áudio.');
    expect(within(bar()).getByTestId('player-error')).toHaveTextContent('Não foi possível tocar este áudio.');
  });
});

describe('the position this device remembers', () => {
  it('is written every 5 s while playing and on pause, not on every tick', async () => {
    renderSite();
    await startEpisode();
    await playedTo(20, 1000);
    expect(stored()[EPISODE.id]).toBeUndefined();
    await playedTo(26, 4000);
    expect(stored()[EPISODE.id]).toMatchObject({ s: 26 });
    await playedTo(27, 1000);
    expect(stored()[EPISODE.id]).toMatchObject({ s: 26 });
    await act(async () => within(bar()).getByRole('button', { name: 'Pausar' }).click());
    expect(stored()[EPISODE.id]).toMatchObject({ s: 27 });
  });

  it("is offered after a reload as 'Continuar de 12:40', which resumes there; 'Ouvir do início' starts over", async () => {
    const first = renderSite();
    await startEpisode();
    await playedTo(760.4);
    await act(async () => within(bar()).getByRole('button', { name: 'Pausar' }).click());
    first.unmount();

    // A new document: a new player, the same device.
    renderSite();
    expect(screen.queryByTestId('player-item')).toBeNull();
    const resume = within(card()).getByRole('button', { name: 'Continuar de 12:40' });
    expect(within(card()).getByRole('button', { name: 'Ouvir do início' })).toBeInTheDocument();
    await act(async () => resume.click());
    await screen.findByTestId('player-item');
    expect(audio().getAttribute('src')).toBe(EPISODE.src);
    expect(audio().currentTime).toBe(760);
    expect(within(card()).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    await act(async () => within(card()).getByRole('button', { name: 'Pausar' }).click());
    await act(async () => within(card()).getByRole('button', { name: 'Ouvir do início' }).click());
    expect(audio().currentTime).toBe(0);
  });

  it('is forgotten within the last 30 s', async () => {
    window.localStorage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify({ [EPISODE.id]: { s: 600, em: 1 } }));
    renderSite();
    await act(async () => within(card()).getByRole('button', { name: 'Continuar de 10:00' }).click());
    await screen.findByTestId('player-item');
    await metadataLoaded();
    await playedTo(LENGTH - 20);
    await act(async () => within(bar()).getByRole('button', { name: 'Pausar' }).click());
    expect(stored()[EPISODE.id]).toBeUndefined();
    await act(async () => within(bar()).getByRole('button', { name: 'Voltar ao vivo' }).click());
    expect(stored()[EPISODE.id]).toBeUndefined();
    expect(within(card()).getByRole('button', { name: 'Ouvir episódio' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Ouvir do início' })).toBeNull();
  });
});

describe('the lock screen follows whatever plays', () => {
  it('shows the item with its seek controls and position, then the live entry again', async () => {
    renderSite();
    await act(async () => {});
    expect(session.metadata).toMatchObject({ album: 'Sintonia FM · Ao vivo' });
    await startEpisode();
    await playedTo(760);
    expect(session.metadata).toMatchObject({ title: 'Entrevista com o prefeito', artist: 'Sintonia FM Notícias', artwork: [{ src: EPISODE.artwork }] });
    expect(session.playbackState).toBe('playing');
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: LENGTH, playbackRate: 1, position: 760 });

    await act(async () => handler('seekforward')!({ action: 'seekforward' }));
    expect(audio().currentTime).toBe(775);
    await act(async () => handler('seekbackward')!({ action: 'seekbackward', seekOffset: 60 }));
    expect(audio().currentTime).toBe(715);
    await act(async () => handler('seekto')!({ action: 'seekto', seekTime: 100 }));
    expect(audio().currentTime).toBe(100);

    // Paused, the lock screen's play resumes the item, not the radio.
    await act(async () => handler('pause')!({ action: 'pause' }));
    expect(session.playbackState).toBe('paused');
    await act(async () => handler('play')!({ action: 'play' }));
    expect(audio().getAttribute('src')).toBe(EPISODE.src);
    expect(audio().paused).toBe(false);

    await act(async () => within(bar()).getByRole('button', { name: 'Voltar ao vivo' }).click());
    expect(session.metadata).toMatchObject({ album: 'Sintonia FM · Ao vivo' });
    expect(handler('seekforward')).toBeNull();
    expect(handler('seekto')).toBeNull();
    expect(session.setPositionState).toHaveBeenLastCalledWith();
  });
});

describe("a post's own audio", () => {
  it('gives its place to a card that plays through the bar', async () => {
    renderSite(
      <>
        <div id="texto">
          <p>Ouça a sessão:</p>
          <audio controls preload="none" src="/uploads/2026/11/sessao.mp3" />
        </div>
        <BodyAudio bodyId="texto" about={{ title: 'Câmara aprova orçamento', artwork: null, href: '/politica/camara' }} />
      </>,
    );
    const native = document.querySelector('#texto audio') as HTMLAudioElement;
    expect(native.hidden).toBe(true);
    const listen = await screen.findByRole('button', { name: 'Ouvir o áudio' });
    expect(native.previousElementSibling).toContainElement(listen);
    await act(async () => listen.click());
    await screen.findByTestId('player-item');
    expect(audio().getAttribute('src')).toBe('/uploads/2026/11/sessao.mp3');
    expect(native.paused).toBe(true);
    expect(within(bar()).getByTestId('player-item-title')).toHaveTextContent('Câmara aprova orçamento');
    expect(within(bar()).getByTestId('player-item-show')).toHaveTextContent('Áudio da reportagem');
  });
});
