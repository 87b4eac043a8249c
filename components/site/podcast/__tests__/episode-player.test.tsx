/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EpisodePlayer } from '../episode-player';

/** The live player as usePlayer() hands it out; the test flips `playing` and re-renders. */
const mockLive = { playing: false, streamUrl: 'http://stream.sintonia.local:8000/sintonia' as string | null, play: jest.fn(async () => undefined), pause: jest.fn(), setLockScreen: jest.fn() };
jest.mock('@/components/site/player/player-provider', () => ({ usePlayer: () => mockLive }));

let paused = true;
beforeAll(() => {
  // jsdom has no media playback: the element's state is ours to drive.
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => paused });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
beforeEach(() => {
  paused = true;
  mockLive.playing = false;
  mockLive.streamUrl = 'http://stream.sintonia.local:8000/sintonia';
  mockLive.play.mockClear();
  mockLive.pause.mockClear();
  mockLive.setLockScreen.mockClear();
  (HTMLMediaElement.prototype.pause as jest.Mock).mockClear();
});

const view = () => <EpisodePlayer src="/uploads/2026/11/ep.mp3" type="audio/mpeg" title="Entrevista" showName="Sintonia FM Notícias" artwork={null} />;
const audio = () => screen.getByTestId('episode-audio') as HTMLAudioElement;
const startEpisode = () => {
  paused = false;
  fireEvent.play(audio());
};

it('a native player that loads only the metadata first, with the file as its source', () => {
  render(view());
  expect(audio()).toHaveAttribute('controls');
  expect(audio()).toHaveAttribute('preload', 'metadata');
  expect(audio().querySelector('source')).toHaveAttribute('src', '/uploads/2026/11/ep.mp3');
  expect(audio().querySelector('source')).toHaveAttribute('type', 'audio/mpeg');
});

it('starting the episode pauses the live stream, and its end brings the stream back', () => {
  mockLive.playing = true;
  const { rerender } = render(view());
  startEpisode();
  expect(mockLive.pause).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('A rádio ao vivo foi pausada enquanto o episódio toca.');
  mockLive.playing = false;
  rerender(view());
  paused = true;
  fireEvent.ended(audio());
  expect(mockLive.play).toHaveBeenCalledTimes(1);
});

it('an episode started with the stream off does not start the stream when it ends', () => {
  render(view());
  startEpisode();
  expect(mockLive.pause).not.toHaveBeenCalled();
  fireEvent.ended(audio());
  expect(mockLive.play).not.toHaveBeenCalled();
});

it("'Voltar ao vivo' pauses the episode and plays the stream", async () => {
  render(view());
  startEpisode();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao vivo' }));
  });
  expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  expect(mockLive.play).toHaveBeenCalledTimes(1);
});

it('the listener starting the stream while the episode plays pauses the episode, which then does not bring the stream back', () => {
  const { rerender } = render(view());
  startEpisode();
  mockLive.playing = true;
  rerender(view());
  expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
  expect(paused).toBe(true);
  // Hidden while the stream plays.
  expect(screen.queryByRole('button', { name: 'Voltar ao vivo' })).toBeNull();
});

it('no stream configured: no way back to live', () => {
  mockLive.streamUrl = null;
  render(view());
  expect(screen.queryByTestId('voltar-ao-vivo')).toBeNull();
});

it('keeps the lock screen while paused, so its play button resumes the episode; gives it back at the end', () => {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const lastEntry = () => mockLive.setLockScreen.mock.calls.at(-1)?.[0] as { play: () => void } | null;
  render(view());
  startEpisode();
  expect(lastEntry()).toMatchObject({ title: 'Entrevista', artist: 'Sintonia FM Notícias', album: 'Podcast', playing: true });
  paused = true;
  fireEvent.pause(audio());
  expect(lastEntry()).toMatchObject({ title: 'Entrevista', playing: false });
  lastEntry()!.play();
  expect(play).toHaveBeenCalled();
  fireEvent.ended(audio());
  expect(lastEntry()).toBeNull();
});
