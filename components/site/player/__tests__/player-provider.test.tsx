/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PlayerBar } from '../player-bar';
import { PlayerProvider, type PlayerConfig } from '../player-provider';

const baseConfig: PlayerConfig = {
  brand: 'Sintonia FM',
  streamUrl: 'https://stream.exemplo.com.br/ao-vivo',
  autoplay: false,
  volumeInicial: 0.7,
  iniciarMutado: false,
  artwork: null,
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
