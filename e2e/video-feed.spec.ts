import { expect, test, type APIRequestContext } from '@playwright/test';
import { stack } from './stack';

/**
 * The latest-video feature end to end: the app runs with YOUTUBE_FEED_BASE pointing at the fake
 * platform of e2e/fixtures/fake-youtube.mjs (see the channel ids documented there).
 */

const FAKE_YOUTUBE = `http://127.0.0.1:${stack.youtube}`;
/** Must match LATEST_TITLE in e2e/fixtures/fake-youtube.mjs. */
const LATEST_TITLE = 'Sintonia Entrevista: a prefeita fala de saúde & educação no Vale do Sereno';
const LATEST_ID = 'Sint0n1aE2e';

const CHANNELS = {
  seeded: 'UCs1nt0n1aFM879vAl3Ser3n',
  demo: 'UCsintoniaFMdemo000000aa',
  slow: 'UCsintoniaFMlento00000aa',
  huge: 'UCsintoniaFMenorme0000aa',
  redirect: 'UCsintoniaFMredirect00aa',
  serverError: 'UCsintoniaFMerro500000aa',
  empty: 'UCsintoniaFMvazio00000aa',
  brokenXml: 'UCsintoniaFMxmlruim000aa',
} as const;

const feedUrl = (channelId: string) => `https://www.youtube.com/feeds/videos.xml?channel_id=${channelId}`;
const proxy = (url: string) => `/api/youtube-rss?url=${encodeURIComponent(url)}`;

async function upstreamRequests(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(`${FAKE_YOUTUBE}/__stats`);
  expect(response.ok(), 'the fake video platform must be running (e2e/fixtures/fake-youtube.mjs)').toBe(true);
  return ((await response.json()) as { requests: Record<string, number> }).requests;
}

test.describe('video feed proxy /api/youtube-rss', () => {
  test('refuses URLs outside the allow-list with 400, without connecting', async ({ request }) => {
    const before = await upstreamRequests(request);
    const forbidden = [
      'https://evil.example/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      'http://www.youtube.com/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      'https://youtube.com/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      'https://www.youtube.com.evil.com/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      'https://www.youtube.com:443/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      'https://user@www.youtube.com/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      `${feedUrl(CHANNELS.demo)}&extra=1`,
      `${FAKE_YOUTUBE}/feeds/videos.xml?channel_id=${CHANNELS.demo}`,
      'javascript:alert(1)',
    ];
    for (const url of forbidden) {
      const response = await request.get(proxy(url));
      expect(response.status(), url).toBe(400);
      expect(await response.json()).toEqual({ message: 'URL não permitida', codigo: 'URL_NAO_PERMITIDA' });
    }
    const missing = await request.get('/api/youtube-rss');
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'URL não permitida' });
    expect(await upstreamRequests(request)).toEqual(before);
  });

  test('answers the seeded channel feed as { contents }, cached for 10 minutes', async ({ request }) => {
    const response = await request.get(proxy(feedUrl(CHANNELS.seeded)));
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=600');
    const body = (await response.json()) as { contents: string };
    expect(body.contents).toMatch(/^<\?xml/);
    // The upstream's XML as it was sent (the home's card, below, is what the browser reads of it).
    expect(body.contents).toContain(`<yt:videoId>${LATEST_ID}</yt:videoId>`);
    expect(body.contents).toContain(LATEST_TITLE.replace('&', '&amp;'));

    // Served from the proxy's cache: the platform is not asked again.
    const before = (await upstreamRequests(request))[CHANNELS.seeded] ?? 0;
    const again = await request.get(proxy(feedUrl(CHANNELS.seeded)));
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { contents: string }).contents).toBe(body.contents);
    expect((await upstreamRequests(request))[CHANNELS.seeded] ?? 0).toBe(before);
  });

  const failures: Array<[string, string, number, { message: string; codigo: string }]> = [
    ['slow (6 s)', CHANNELS.slow, 504, { message: 'O feed de vídeos não respondeu a tempo.', codigo: 'FEED_TEMPO_ESGOTADO' }],
    ['huge (3 MB)', CHANNELS.huge, 502, { message: 'O feed de vídeos excede o tamanho máximo de 2 MB.', codigo: 'FEED_GRANDE_DEMAIS' }],
    ['redirect', CHANNELS.redirect, 502, { message: 'O feed de vídeos respondeu com um redirecionamento.', codigo: 'FEED_REDIRECIONAMENTO' }],
    ['HTTP 500', CHANNELS.serverError, 502, { message: 'Erro ao buscar RSS feed: 500', codigo: 'FEED_ERRO_HTTP' }],
    ['empty body', CHANNELS.empty, 502, { message: 'Resposta sem conteúdo', codigo: 'FEED_VAZIO' }],
    ['broken XML', CHANNELS.brokenXml, 502, { message: 'Erro ao fazer parse do XML', codigo: 'FEED_XML_INVALIDO' }],
  ];
  for (const [label, channelId, status, body] of failures) {
    test(`upstream ${label} → ${status} { message, codigo }`, async ({ request }) => {
      const demoBefore = (await upstreamRequests(request))[CHANNELS.demo] ?? 0;
      const response = await request.get(proxy(feedUrl(channelId)));
      expect(response.status()).toBe(status);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.json()).toEqual(body);
      // The redirect target (the demo feed) is never fetched.
      expect((await upstreamRequests(request))[CHANNELS.demo] ?? 0).toBe(demoBefore);
    });
  }
});

test.describe('home page latest video', () => {
  test('shows the latest video of the channel, linking to it in a new tab', async ({ page }) => {
    const feedResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/youtube-rss');
    await page.goto('/');
    expect((await feedResponse).status()).toBe(200);

    const section = page.getByRole('region', { name: 'Último vídeo' });
    const card = section.getByRole('link', { name: LATEST_TITLE });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', `https://www.youtube.com/watch?v=${LATEST_ID}`);
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    // The title's link is stretched over the whole card: its name is the visible title (WCAG 2.5.3).
    await expect(section.getByRole('heading', { name: LATEST_TITLE })).toContainText(LATEST_TITLE);
    await expect(section.getByText('Ver mais')).toBeVisible();
    expect(await card.evaluate((link) => getComputedStyle(link, '::after').position)).toBe('absolute');
    const thumbnail = section.getByRole('img', { name: LATEST_TITLE });
    await expect(thumbnail).toHaveAttribute('src', `${FAKE_YOUTUBE}/thumbnails/${LATEST_ID}.svg`);
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(section.getByText('Não foi possível carregar o vídeo')).toHaveCount(0);
  });
});
