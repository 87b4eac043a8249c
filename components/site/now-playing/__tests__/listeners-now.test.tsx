/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NOW_PLAYING_POLL_MS } from '@/lib/domain/now-playing';
import { resetNowPlayingStore } from '@/lib/hooks/use-now-playing';
import type { NowPlayingResponse } from '@/lib/schemas/now-playing';
import { ListenersNow } from '../listeners-now';

let answer: NowPlayingResponse;

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T17:45:00.000Z') });
  resetNowPlayingStore();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as Response) as typeof fetch;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
afterEach(() => {
  resetNowPlayingStore();
  jest.useRealTimers();
});

describe('ListenersNow (the player bar)', () => {
  it('"N ouvintes agora" when the answer carries the count (setting on), and follows it', async () => {
    answer = { atual: null, historico: [], ouvintes: 42 };
    render(<ListenersNow enabled />);
    await flush();
    expect(screen.getByTestId('player-listeners')).toHaveTextContent('42 ouvintes agora');
    answer = { atual: null, historico: [], ouvintes: 1 };
    await act(async () => {
      jest.advanceTimersByTime(NOW_PLAYING_POLL_MS);
    });
    await flush();
    expect(screen.getByTestId('player-listeners')).toHaveTextContent('1 ouvinte agora');
  });

  it('nothing without the count (setting off), and nothing without a stream', async () => {
    answer = { atual: null, historico: [] };
    const { container, rerender } = render(<ListenersNow enabled />);
    await flush();
    expect(container).toBeEmptyDOMElement();
    answer = { atual: null, historico: [], ouvintes: 42 };
    rerender(<ListenersNow enabled={false} />);
    await flush();
    expect(container).toBeEmptyDOMElement();
  });
});
