/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PlayerBar } from '../player-bar';
import { playerShows } from '@/lib/domain/schedule';
import { PlayerProvider, type PlayerConfig } from '../player-provider';

const baseConfig: PlayerConfig = {
  brand: 'Sintonia FM',
  streamUrl: 'https://stream.exemplo.com.br/ao-vivo',
  autoplay: false,
  volumeInicial: 0.7,
  iniciarMutado: false,
  artwork: null,
  // No show registered: SPEC §4.2's table.
  shows: playerShows([], 'Sintonia FM'),
};

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderPlayer(config: Partial<PlayerConfig> = {}) {
  return render(
    <PlayerProvider config={{ ...baseConfig, ...config }}>
      <PlayerBar />
    </PlayerProvider>,
  );
}

const audio = () => screen.getByTestId('radio-audio') as HTMLAudioElement;

describe('PlayerProvider (SPEC §4.1)', () => {
  it('starts playback 2 s after load when autoplay is configured, not before', async () => {
    renderPlayer({ autoplay: true });
    await act(async () => jest.advanceTimersByTime(1999));
    expect(play).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player-status')).toHaveTextContent('Ao vivo');
  });

  it('does not autoplay when autoplay is off', async () => {
    renderPlayer();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(play).not.toHaveBeenCalled();
  });

  it('forces the stream URL to http before playing', async () => {
    renderPlayer();
    await act(async () => screen.getByRole('button', { name: 'Ouvir ao vivo' }).click());
    expect(audio().getAttribute('src')).toBe('http://stream.exemplo.com.br/ao-vivo');
  });

  it.each([
    [0.7, false, '70%'],
    [0.25, true, '25%'],
  ])('takes the initial volume %s and mute %s from settings', (volumeInicial, iniciarMutado, label) => {
    renderPlayer({ volumeInicial, iniciarMutado });
    expect(audio().volume).toBeCloseTo(volumeInicial);
    expect(audio().muted).toBe(iniciarMutado);
    expect(screen.getByTestId('player-volume')).toHaveTextContent(label);
  });

  it("sets 'Stream indisponível' when playback fails, and the bar says 'Erro na conexão'", async () => {
    play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    renderPlayer();
    await act(async () => screen.getByRole('button', { name: 'Ouvir ao vivo' }).click());
    expect(screen.getByTestId('player-error')).toHaveTextContent('Stream indisponível');
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Erro na conexão');
    expect(screen.getByTestId('player-status')).toHaveTextContent('Rádio offline');
  });

  it("sets 'Erro no stream' on an audio error after playback started", async () => {
    renderPlayer();
    await act(async () => screen.getByRole('button', { name: 'Ouvir ao vivo' }).click());
    await act(async () => {
      audio().dispatchEvent(new Event('error'));
    });
    expect(screen.getByTestId('player-error')).toHaveTextContent('Erro no stream');
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Erro na conexão');
  });

  it('pauses while playing, and pausing or ending sets not playing', async () => {
    renderPlayer();
    await act(async () => screen.getByRole('button', { name: 'Ouvir ao vivo' }).click());
    expect(screen.getByTestId('player-hint')).toHaveTextContent('Tocando agora');
    await act(async () => screen.getByRole('button', { name: 'Pausar' }).click());
    expect(pause).toHaveBeenCalled();
    await act(async () => {
      audio().dispatchEvent(new Event('pause'));
    });
    expect(screen.getByTestId('player-hint')).toHaveTextContent('Clique para ouvir');
  });

  it('re-evaluates the programme every 60 s', async () => {
    jest.setSystemTime(new Date('2026-11-21T11:59:30Z')); // 08:59:30 in São Paulo
    renderPlayer();
    await act(async () => {});
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Bom Dia Sintonia FM');
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Sintonia FM Manhã');
  });
});

describe('PlayerProvider buffering', () => {
  it('shows loading while a playing stream waits for data, and clears it when audio flows again', async () => {
    renderPlayer();
    await act(async () => screen.getByRole('button', { name: 'Ouvir ao vivo' }).click());
    Object.defineProperty(audio(), 'paused', { configurable: true, get: () => false });
    await act(async () => {
      audio().dispatchEvent(new Event('waiting'));
    });
    expect(screen.getByTestId('player-toggle')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      audio().dispatchEvent(new Event('playing'));
    });
    expect(screen.getByTestId('player-toggle')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('PlayerProvider and the programme grid (issue 15)', () => {
  const tarde = { nome: 'Tarde Livre', horarios: [{ dias: [6], inicioMinuto: 15 * 60, fimMinuto: 18 * 60 }], imagem: '/uploads/2026/11/tarde.jpg', apresentadores: ['Jorge Lima', 'Ana Reis'] };
  const madrugada = { nome: 'Corujão', horarios: [{ dias: [5], inicioMinuto: 22 * 60, fimMinuto: 2 * 60 }], imagem: null, apresentadores: [] };

  it.each([
    ['2026-11-21T18:30:00Z', 'Tarde Livre'], // Saturday 15:30 in São Paulo
    ['2026-11-21T04:30:00Z', 'Corujão'], // Saturday 01:30: Friday's show crossing midnight
    ['2026-11-21T12:00:00Z', 'Sintonia FM'], // Saturday 09:00: no show on air, the station name
  ])('at %s the subtitle is %s', async (instant, title) => {
    jest.setSystemTime(new Date(instant));
    renderPlayer({ shows: [tarde, madrugada] });
    await act(async () => {});
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent(title);
  });

  it('follows the grid as the clock passes the end of a show', async () => {
    jest.setSystemTime(new Date('2026-11-21T20:59:30Z')); // Saturday 17:59:30
    renderPlayer({ shows: [tarde] });
    await act(async () => {});
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Tarde Livre');
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('player-subtitle')).toHaveTextContent('Sintonia FM');
  });
});

describe('PlayerProvider lock screen and keyboard (issue 15)', () => {
  type Metadata = { title: string; artist: string; album: string; artwork: { src: string }[] };
  let session: { metadata: Metadata | null; playbackState: string; setActionHandler: jest.Mock };

  beforeEach(() => {
    session = { metadata: null, playbackState: 'none', setActionHandler: jest.fn() };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    (globalThis as unknown as { MediaMetadata: unknown }).MediaMetadata = class {
      constructor(init: Metadata) {
        Object.assign(this, init);
      }
    };
  });
  afterEach(() => {
    delete (navigator as unknown as { mediaSession?: unknown }).mediaSession;
  });

  it('names the show, its presenters and its image, and handles play, pause and stop', async () => {
    jest.setSystemTime(new Date('2026-11-21T18:30:00Z'));
    renderPlayer({
      artwork: '/logo.png',
      shows: [{ nome: 'Tarde Livre', horarios: [{ dias: [6], inicioMinuto: 900, fimMinuto: 1080 }], imagem: '/uploads/tarde.jpg', apresentadores: ['Jorge Lima', 'Ana Reis'] }],
    });
    await act(async () => {});
    expect(session.metadata).toMatchObject({ title: 'Tarde Livre', artist: 'Jorge Lima, Ana Reis', artwork: [{ src: '/uploads/tarde.jpg' }] });
    const actions = session.setActionHandler.mock.calls.map(([action]) => action);
    expect(actions).toEqual(expect.arrayContaining(['play', 'pause', 'stop']));
    const playHandler = session.setActionHandler.mock.calls.find(([action]) => action === 'play')![1] as () => void;
    await act(async () => playHandler());
    expect(play).toHaveBeenCalled();
    expect(session.playbackState).toBe('playing');
  });

  it('falls back to the station and its logo when no show is on air', async () => {
    jest.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    renderPlayer({ artwork: '/logo.png' });
    await act(async () => {});
    expect(session.metadata).toMatchObject({ title: 'Sintonia FM Manhã', artist: 'Sintonia FM', artwork: [{ src: '/logo.png' }] });
  });

  it('toggles playback with Space on the bar, but leaves Space on a button to the button', async () => {
    renderPlayer();
    const bar = screen.getByRole('region', { name: 'Player da rádio' });
    await act(async () => {
      bar.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    });
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => {
      screen.getByRole('slider', { name: 'Volume' }).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    });
    expect(pause).toHaveBeenCalledTimes(1);
    await act(async () => {
      screen.getByRole('button', { name: 'Silenciar' }).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
