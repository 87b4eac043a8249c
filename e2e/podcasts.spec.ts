import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openPanelAs, watchConsole } from './helpers';
import { episodeMp3 } from './fixtures/podcast-audio';
import { appUrl, AUDIO_CONTROL, SEEDED_STREAM } from './stack';

/*
 * Podcasts (issue 15 item 4): an editor uploads an MP3 into the media library from the episode
 * form and publishes the episode. Its public page hands it to the site's one bottom player: with
 * the live stream playing (the fake stream server, e2e/fixtures/audio-server.mjs) the episode
 * takes the element, keeps playing through five navigations in one document, shows on the lock
 * screen, seeks through byte ranges (206 from /uploads), is remembered where it was paused (after
 * a reload too), and 'Voltar ao vivo' brings the stream back. What this spec creates is removed at
 * the end, whatever happens.
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = appUrl();
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
const card = (page: Page) => page.getByTestId('ouvir-card');
/** The site's one <audio> (the layout's player), whatever it plays. */
const oneAudio = (page: Page) =>
  page.getByTestId('radio-audio').evaluate((audio: HTMLAudioElement) => ({ playing: !audio.paused, time: audio.currentTime, src: audio.getAttribute('src'), rate: audio.playbackRate }));
const lockScreen = (page: Page) =>
  page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, artist: navigator.mediaSession.metadata?.artist, state: navigator.mediaSession.playbackState }));

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

  test('editor uploads an audio file and publishes an episode; it plays in the bottom player through navigation, remembered where it stopped', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
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

    // The public page, at once (the write expired the podcast pages): its control, feed link, structured data.
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
    // One <audio> on the site: the layout's. The page has a control, not a player of its own.
    await expect(page.locator('audio')).toHaveCount(1);
    await expect(card(page).getByRole('link', { name: 'Baixar o episódio' })).toHaveAttribute('href', episode.audioUrl);

    // From here on no document loads: every navigation is the app's own (the marker survives them).
    let documentLoads = 0;
    page.on('load', () => documentLoads++);
    await page.evaluate(() => ((window as Window & { __documento?: string }).__documento = 'o-mesmo'));
    const sameDocument = () => page.evaluate(() => (window as Window & { __documento?: string }).__documento ?? null);

    // The live stream plays; the episode's control takes the one element from it.
    await bar(page).getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(bar(page).getByTestId('player-status')).toHaveText('Ao vivo');
    await card(page).getByRole('button', { name: 'Ouvir episódio' }).click();
    await expect(bar(page).getByTestId('player-item-title')).toHaveText(titulo);
    await expect(bar(page).getByTestId('player-item-show')).toHaveText(SHOW.nome);
    await expect(bar(page).getByTestId('player-status')).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect.poll(async () => (await oneAudio(page)).playing).toBe(true);
    expect((await oneAudio(page)).src).toBe(episode.audioUrl);
    await expect(bar(page).getByRole('slider', { name: 'Posição no áudio' })).toHaveAttribute('aria-valuetext', /^0:\d\d de 1:00$/);

    // The lock screen shows the episode.
    await expect.poll(() => lockScreen(page)).toEqual({ title: titulo, artist: SHOW.nome, state: 'playing' });

    // Five navigations: the same document, the same element, still playing, further along.
    let last = (await oneAudio(page)).time;
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const episodePage = `/podcasts/${SHOW.slug}/${episode.slug}`;
    for (const [link, path] of [
      [nav.getByRole('link', { name: 'Equipe', exact: true }), '/equipe'],
      [nav.getByRole('link', { name: 'Contato', exact: true }), '/contato'],
      [nav.getByRole('link', { name: 'A Radio', exact: true }), '/a-radio'],
      [nav.getByRole('link', { name: 'Inicio', exact: true }), '/'],
      // Back to the episode through the bar's title.
      [bar(page).getByRole('link', { name: new RegExp(titulo) }), episodePage],
    ] as const) {
      await link.click();
      await expect(page).toHaveURL(`${BASE_URL}${path}`);
      await expect.poll(async () => (await oneAudio(page)).time).toBeGreaterThan(last);
      const state = await oneAudio(page);
      expect(state).toMatchObject({ playing: true, src: episode.audioUrl });
      last = state.time;
      expect(await sameDocument()).toBe('o-mesmo');
      await expect(bar(page).getByTestId('player-item-title')).toHaveText(titulo);
    }
    expect(documentLoads).toBe(0);
    // Back on its page the control shows the bar's progress.
    await expect(card(page).getByTestId('ouvir-progresso')).toContainText(/^0:\d\d de 1:00/);
    await expect.poll(() => lockScreen(page)).toEqual({ title: titulo, artist: SHOW.nome, state: 'playing' });

    // Speed and ±15 s act on the one element.
    await bar(page).getByTestId('player-speed').click();
    await expect(bar(page).getByTestId('player-speed')).toHaveText('1,5×');
    expect((await oneAudio(page)).rate).toBe(1.5);
    await bar(page).getByTestId('player-speed').click();
    await bar(page).getByTestId('player-speed').click();
    expect((await oneAudio(page)).rate).toBe(1);

    // Paused at 0:12 (seeking asks /uploads for byte ranges: 206): the device remembers it.
    await bar(page).getByRole('button', { name: 'Pausar' }).click();
    await expect.poll(async () => (await oneAudio(page)).playing).toBe(false);
    // As a listener does with the keyboard (fill() would set the value behind React's back).
    const seekBar = bar(page).getByRole('slider', { name: 'Posição no áudio' });
    await seekBar.focus();
    await seekBar.press('Home');
    for (let second = 0; second < 12; second++) await seekBar.press('ArrowRight');
    await expect(seekBar).toHaveAttribute('aria-valuetext', /^0:12 de 1:00$/);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sintonia:posicoes') ?? '{}'))).toMatchObject({ [`episodio:${episode.id}`]: { s: 12 } });
    await expect(card(page).getByRole('button', { name: 'Continuar de 0:12' })).toBeVisible();

    // 'Voltar ao vivo': the stream plays again in the same element, and the lock screen is live's.
    await bar(page).getByRole('button', { name: 'Voltar ao vivo' }).click();
    await expect(bar(page).getByTestId('player-status')).toHaveText('Ao vivo');
    await expect(bar(page).getByTestId('player-hint')).toHaveText('Tocando agora');
    expect(await oneAudio(page)).toMatchObject({ playing: true, src: SEEDED_STREAM });
    await expect.poll(async () => (await lockScreen(page)).title).not.toBe(titulo);
    expect((await lockScreen(page)).state).toBe('playing');
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toMatch(/Sintonia FM/);
    await expect(card(page).getByRole('button', { name: 'Continuar de 0:12' })).toBeVisible();
    expect(documentLoads).toBe(0);

    // A reload: the position is still offered, and resumes there.
    await page.reload();
    await expect(card(page).getByRole('button', { name: 'Continuar de 0:12' })).toBeVisible();
    await card(page).getByRole('button', { name: 'Continuar de 0:12' }).click();
    await expect(bar(page).getByTestId('player-item-title')).toHaveText(titulo);
    await expect.poll(async () => (await oneAudio(page)).playing).toBe(true);
    await expect.poll(async () => (await oneAudio(page)).time).toBeGreaterThanOrEqual(12);
    expect((await oneAudio(page)).time).toBeLessThan(20);
    await bar(page).getByRole('button', { name: 'Avançar 15 segundos' }).click();
    await expect.poll(async () => (await oneAudio(page)).time).toBeGreaterThanOrEqual(27);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206)).toBe(true);

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
