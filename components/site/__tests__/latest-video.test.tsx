/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { youtubeFeedXml, SAMPLE_ENTRIES } from '@/lib/domain/__tests__/fixtures/youtube-feed';
import { LatestVideo } from '../latest-video';

const FEED = 'https://www.youtube.com/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n';
const CHANNEL = 'https://www.youtube.com/@sintoniafm879';
const PROXY_URL = `/api/youtube-rss?url=${encodeURIComponent(FEED)}`;

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const jsonResponse = (body: unknown, status = 200): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(body),
});

let fetchMock: jest.Mock;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error');
});

afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
  jest.useRealTimers();
});

/** A fetch that answers only when told to, and rejects like the browser when aborted. */
function deferredFetch() {
  let resolve: (value: FakeResponse) => void = () => undefined;
  let signal: AbortSignal | undefined;
  fetchMock.mockImplementation((_url: string, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Promise<FakeResponse>((res, rej) => {
      resolve = res;
      signal?.addEventListener('abort', () => rej(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  return { resolve: (value: FakeResponse) => resolve(value), signal: () => signal };
}

const expectFallback = async (channelHref: string | null = CHANNEL) => {
  expect(await screen.findByText('Não foi possível carregar o vídeo')).toBeInTheDocument();
  const link = screen.queryByRole('link', { name: /Ver Canal/ });
  if (channelHref === null) {
    expect(link).toBeNull();
    return;
  }
  expect(link).toHaveAttribute('href', channelHref);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByText('Ver mais')).toBeNull();
};

describe('LatestVideo', () => {
  it('shows a skeleton, then the first video of the feed', async () => {
    const pending = deferredFetch();
    const { container } = render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);

    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Carregando o vídeo mais recente');
    // The thumbnail box is reserved at 16/9 before anything loads.
    expect(container.querySelector('[data-state="loading"] > div[style]')).toHaveStyle({ aspectRatio: '16/9' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(PROXY_URL);
    expect(pending.signal()).toBeInstanceOf(AbortSignal);

    await act(async () => pending.resolve(jsonResponse({ contents: youtubeFeedXml() })));

    const video = SAMPLE_ENTRIES[0];
    const link = await screen.findByRole('link', { name: new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`${video.title} — assistir no YouTube (abre em nova aba)`);

    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(video.title);
    expect(screen.getByText(/Assista à íntegra da sessão extraordinária/)).toHaveClass('line-clamp-3');
    // The whole card opens the video through the title's link; 'Ver mais' is its visible cue.
    expect(screen.getByText('Ver mais').closest('a')).toBeNull();
    expect(link.closest('h3')).toBe(screen.getByRole('heading', { level: 3 }));

    const image = screen.getByRole('img', { name: video.title });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', `https://i1.ytimg.com/vi/${video.id}/hqdefault.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    expect(image).toHaveStyle({ aspectRatio: '16/9' });

    expect(screen.queryByRole('status')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<FakeResponse>, string]>([
    ['HTTP 502 from the proxy', () => Promise.resolve(jsonResponse({ message: 'x', codigo: 'FEED_ERRO_HTTP' }, 502)), 'Erro ao buscar RSS feed: 502'],
    ['HTTP 400 from the proxy', () => Promise.resolve(jsonResponse({ message: 'URL não permitida' }, 400)), 'Erro ao buscar RSS feed: 400'],
    ['HTTP 504 from the proxy', () => Promise.resolve(jsonResponse({}, 504)), 'Erro ao buscar RSS feed: 504'],
    ['empty contents', () => Promise.resolve(jsonResponse({ contents: '' })), 'Resposta sem conteúdo'],
    ['no contents field', () => Promise.resolve(jsonResponse({ outra: 'coisa' })), 'Resposta sem conteúdo'],
    ['null body', () => Promise.resolve(jsonResponse(null)), 'Resposta sem conteúdo'],
    ['contents that are not a string', () => Promise.resolve(jsonResponse({ contents: 42 })), 'Resposta sem conteúdo'],
    ['contents that are not a feed', () => Promise.resolve(jsonResponse({ contents: '<html>erro</html>' })), 'Erro ao fazer parse do XML'],
    ['a feed without entries', () => Promise.resolve(jsonResponse({ contents: youtubeFeedXml(undefined, []) })), 'Erro ao fazer parse do XML'],
    ['network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Erro ao carregar dados do YouTube'],
    [
      'a body that is not JSON',
      () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) }),
      'Erro ao carregar dados do YouTube',
    ],
  ])('%s → fallback card with Ver Canal', async (_label, answer, message) => {
    fetchMock.mockImplementation(answer);
    render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);
    await expectFallback();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(message);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['not allow-listed', 'https://evil.example/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n'],
  ])('%s feedUrl → fallback at once, without any request', async (_label, feedUrl) => {
    render(<LatestVideo feedUrl={feedUrl} channelUrl={CHANNEL} />);
    await expectFallback();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('gives up after 5 s (client timeout) and aborts the request', async () => {
    jest.useFakeTimers();
    const pending = deferredFetch();
    render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);

    await act(async () => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(pending.signal()?.aborted).toBe(false);
    expect(warn).not.toHaveBeenCalled();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(pending.signal()?.aborted).toBe(true);
    await expectFallback();
    expect(warn.mock.calls[0][0]).toBe('Erro ao carregar dados do YouTube');
    expect(error).not.toHaveBeenCalled();
  });

  it('the timeout also covers reading the body', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => new Promise((_res, rej) => signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))),
      });
    });
    render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);
    // Let the headers arrive and the body read start, then run out the clock.
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(signal?.aborted).toBe(true);
    await expectFallback();
    expect(warn.mock.calls[0][0]).toBe('Erro ao carregar dados do YouTube');
  });

  it.each<[string, string, string | null]>([
    ['empty channelUrl → channel page of the feed', '', 'https://www.youtube.com/channel/UCs1nt0n1aFM879vAl3Ser3n'],
    ['javascript: channelUrl is never a link', 'javascript:alert(1)', 'https://www.youtube.com/channel/UCs1nt0n1aFM879vAl3Ser3n'],
  ])('%s', async (_label, channelUrl, expected) => {
    fetchMock.mockResolvedValue(jsonResponse({}, 500));
    render(<LatestVideo feedUrl={FEED} channelUrl={channelUrl} />);
    await expectFallback(expected);
  });

  it('without any channel the fallback shows no link', async () => {
    render(<LatestVideo feedUrl="" channelUrl="" />);
    await expectFallback(null);
  });

  it('unmounting while loading aborts quietly', async () => {
    const pending = deferredFetch();
    const { unmount } = render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);
    unmount();
    expect(pending.signal()?.aborted).toBe(true);
    await act(async () => undefined);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a new feedUrl shows the skeleton again and loads that feed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ contents: youtubeFeedXml() }));
    const { rerender } = render(<LatestVideo feedUrl={FEED} channelUrl={CHANNEL} />);
    await screen.findByText('Ver mais');

    const other = 'https://www.youtube.com/feeds/videos.xml?playlist_id=PLs1nt0n1a-FM_879';
    const pending = deferredFetch();
    rerender(<LatestVideo feedUrl={other} channelUrl={CHANNEL} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`/api/youtube-rss?url=${encodeURIComponent(other)}`, expect.anything());
    await act(async () => pending.resolve(jsonResponse({ contents: youtubeFeedXml(undefined, [SAMPLE_ENTRIES[1]]) })));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(SAMPLE_ENTRIES[1].title));
  });
});
