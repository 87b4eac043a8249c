import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openPanelAs, watchConsole } from './helpers';
import { episodeMp3 } from './fixtures/podcast-audio';

/*
 * Podcasts (issue 15 item 4): an editor uploads an MP3 into the media library from the episode
 * form and publishes the episode; its public page plays it with a native player that seeks
 * through byte ranges (206 from /uploads); with the live stream playing (the fake stream server,
 * e2e/fixtures/audio-server.mjs), starting the episode pauses the stream and 'Voltar ao vivo'
 * brings it back. What this spec creates is removed at the end, whatever happens.
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = `http://localhost:${process.env.E2E_PORT || 3100}`;
const AUDIO_CONTROL = 'http://127.0.0.1:8000/__modo';
const SHOW = { nome: 'Sintonia FM Notícias', slug: 'sintonia-fm-noticias' };
const stamp = Date.now().toString(36);
const titulo = `Entrevista E2E ${stamp}`;
const audioName = `entrevista-e2e-${stamp}.mp3`;

type Episode = { id: number; titulo: string; slug: string; audioUrl: string; duracaoSegundos: number; status: string; programa: { slug: string } };

async function staffToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

async function episodesNamed(page: Page, title: string): Promise<Episode[]> {
  const response = await page.request.get(`/api/v1/episodios?busca=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${await staffToken(page)}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { dados: Episode[] }).dados.filter((episode) => episode.titulo === title);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player da rádio' });
const liveAudio = (page: Page) => page.getByTestId('radio-audio').evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused }));
const episodeAudio = (page: Page) => page.getByTestId('episode-audio');

test.describe('podcasts (issue 15 item 4)', () => {
  test.afterAll(async () => {
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const login = await context.post('/api/v1/auth/login', { data: { email: 'admin@sintonia.local', password: PASSWORD } });
    if (login.ok()) {
      const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      const episodes = await context.get(`/api/v1/episodios?busca=${encodeURIComponent(stamp)}&limite=100`, { headers });
      for (const episode of ((await episodes.json()) as { dados: Episode[] }).dados) await context.delete(`/api/v1/episodios/${episode.id}`, { headers });
      const media = await context.get(`/api/v1/midia?busca=${encodeURIComponent(stamp)}&tipo=audio`, { headers });
      for (const item of ((await media.json()) as { dados: Array<{ id: number }> }).dados) await context.delete(`/api/v1/midia/${item.id}`, { headers });
    }
    await context.post(`${AUDIO_CONTROL}?valor=normal`);
    await context.dispose();
  });

  test('editor uploads an audio file and publishes an episode; the page seeks by range and takes turns with the live stream', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    await page.request.post(`${AUDIO_CONTROL}?valor=normal`);

    // The panel: the Podcasts screen, a new episode of the news show.
    await openPanelAs(page, 'editor', '/admin/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await page.getByTestId('novo-episodio').click();
    const dialog = page.getByRole('dialog', { name: 'Novo episódio' });
    await dialog.getByLabel('Programa').selectOption({ label: SHOW.nome });
    await dialog.getByLabel('Título').fill(titulo);
    await dialog.getByLabel('Descrição').fill('O secretário de Obras fala sobre o asfalto no interior.\n\nE responde aos ouvintes.');

    // Without audio the form says so next to the chooser.
    await dialog.getByRole('button', { name: 'Criar episódio' }).click();
    await expect(dialog.getByText('Escolha um áudio da biblioteca de mídia.')).toBeVisible();

    // Upload into the media library from the picker: the new file is selected, with its duration read.
    await dialog.getByRole('button', { name: 'Escolher áudio' }).click();
    const picker = page.getByRole('dialog', { name: 'Áudio do episódio' });
    await picker.getByRole('tab', { name: 'Enviar' }).click();
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/v1/midia?tipo=audio') && response.request().method() === 'POST');
    await picker.getByLabel('Escolher áudios para enviar').setInputFiles({ name: audioName, mimeType: 'audio/mpeg', buffer: episodeMp3(60) });
    const media = (await (await uploaded).json()) as { tipo: string; duracaoSegundos: number; url: string };
    expect(media).toMatchObject({ tipo: 'audio', duracaoSegundos: 60 });
    await expect(picker.getByText(`Selecionada: ${audioName}`)).toBeVisible();
    await picker.getByRole('button', { name: 'Usar áudio selecionado' }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByTestId('audio-escolhido')).toContainText(audioName);
    await expect(dialog.getByTestId('audio-escolhido')).toContainText('Duração 1:00');

    await dialog.getByRole('button', { name: 'Criar episódio' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Episódio criado.' })).toBeVisible();
    const row = page.getByTestId('episodio-linha').filter({ hasText: titulo });
    await expect(row).toContainText('Publicado');
    await expect(row).toContainText('1:00');
    const [episode] = await episodesNamed(page, titulo);
    expect(episode).toMatchObject({ audioUrl: media.url, duracaoSegundos: 60, status: 'publicado', programa: { slug: SHOW.slug } });

    // The public page, at once (the write expired the podcast pages): player, feed link, structured data.
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === episode.audioUrl) ranges.push(response.status());
    });
    await page.goto(`/podcasts/${SHOW.slug}`);
    await expect(page.getByTestId('podcast-episodio').first()).toContainText(titulo);
    await expect(page.getByTestId('feed-url')).toHaveValue(`${BASE_URL}/podcasts/${SHOW.slug}/feed.xml`);
    await page.getByRole('link', { name: titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/podcasts/${SHOW.slug}/${episode.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.locator(`head link[rel="alternate"][type="application/rss+xml"][href$="/podcasts/${SHOW.slug}/feed.xml"]`)).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"PodcastEpisode"') && text.includes('"MediaObject"'))).toBe(true);

    // Seeking: the browser asks for byte ranges and /uploads answers 206.
    const audio = episodeAudio(page);
    await expect(audio).toHaveAttribute('preload', 'metadata');
    await audio.evaluate((element: HTMLAudioElement) =>
      element.readyState >= 1 ? undefined : new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
    );
    expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBeGreaterThanOrEqual(59);
    const seeked = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<{ time: number; seekableEnd: number }>((resolve) => {
          element.addEventListener('seeked', () => resolve({ time: element.currentTime, seekableEnd: element.seekable.length ? element.seekable.end(0) : 0 }), { once: true });
          element.currentTime = 42;
        }),
    );
    expect(seeked.time).toBeGreaterThan(41);
    expect(seeked.seekableEnd).toBeGreaterThanOrEqual(42);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206)).toBe(true);

    // One audio at a time: the live stream plays, the episode starts → the stream pauses.
    await bar(page).getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(bar(page).getByTestId('player-status')).toHaveText('Ao vivo');
    await expect(page.getByTestId('voltar-ao-vivo')).toBeHidden();
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect(bar(page).getByTestId('player-status')).toHaveText('Rádio offline');
    expect((await liveAudio(page)).paused).toBe(true);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 42)).toBe(true);

    // 'Voltar ao vivo': the episode pauses and the stream comes back.
    await page.getByRole('button', { name: 'Voltar ao vivo' }).click();
    await expect(bar(page).getByTestId('player-status')).toHaveText('Ao vivo');
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    expect((await liveAudio(page)).paused).toBe(false);

    // The listener starting the episode again, then the stream from the bar: the episode gives way.
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect(bar(page).getByTestId('player-status')).toHaveText('Rádio offline');
    await bar(page).getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(bar(page).getByTestId('player-status')).toHaveText('Ao vivo');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

    expect(problems).toEqual([]);
  });

  test('the feed lists the episode with its enclosure, and a scheduled episode stays off the site', async ({ page }) => {
    await openPanelAs(page, 'editor', '/admin/podcasts');
    const headers = { authorization: `Bearer ${await staffToken(page)}` };
    const shows = (await (await page.request.get('/api/v1/programas', { headers })).json()) as Array<{ id: number; slug: string }>;
    const show = shows.find((item) => item.slug === SHOW.slug)!;
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await page.request.post('/api/v1/episodios', {
      headers,
      data: { titulo: `Agendado E2E ${stamp}`, programaId: show.id, audioOrigem: 'externo', audioUrl: 'https://arquivo.sintonia.local/agendado.mp3', duracao: '10:00', publicadoEm: future },
    });
    expect(scheduled.status()).toBe(201);
    const created = (await scheduled.json()) as Episode;
    expect(created.status).toBe('agendado');

    const feed = await page.request.get(`/podcasts/${SHOW.slug}/feed.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<itunes:type>episodic</itunes:type>');
    // The seeded episodes' audio, absolute, with its size and type.
    expect(xml).toMatch(new RegExp(`<enclosure url="${BASE_URL}/uploads/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.mp3" length="[1-9]\\d*" type="audio/mpeg"/>`));
    expect(xml).not.toContain(`Agendado E2E ${stamp}`);
    // The cover as the directories take it: a square JPEG of 1400–3000 px, whatever was uploaded.
    const cover = new RegExp(`<itunes:image href="(${BASE_URL}/capas-podcast/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.jpg)"/>`).exec(xml);
    expect(cover).not.toBeNull();
    const artwork = await page.request.get(cover![1]);
    expect(artwork.status()).toBe(200);
    expect(artwork.headers()['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(await artwork.body()).metadata();
    expect({ format, square: width === height, inRange: width! >= 1400 && width! <= 3000 }).toEqual({ format: 'jpeg', square: true, inRange: true });
    expect((await page.request.get(`/podcasts/${SHOW.slug}/${created.slug}`)).status()).toBe(404);

    // The panel lists it as scheduled.
    await page.reload();
    await expect(page.getByTestId('episodio-linha').filter({ hasText: `Agendado E2E ${stamp}` })).toContainText('Agendado');
  });
});
