import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { NOW_PLAYING_POLL_MS, NOW_PLAYING_REFRESH_MS } from '../lib/domain/now-playing';
import { openPanelAs, waitForSilence, watchConsole } from './helpers';
import { appUrl, AUDIO, stack } from './stack';

/*
 * "O que tocou" and the listener figures, as a listener and the staff see them. The stream is the
 * local audio server (e2e/fixtures/audio-server.mjs, this worker's: e2e/stack.ts), read by the site's server through
 * its Icecast-like /status-json.xsl, whose title and listener count the tests set. The server's
 * recorder reads every NOW_PLAYING_REFRESH_MS (10 s), outside any request, and writes each change;
 * a grid exception made here is the show on air meanwhile. afterAll puts the settings back.
 */

const BASE_URL = appUrl();
const LEGACY_APP = appUrl(stack.legacyApp);
const ADMIN = { email: 'admin@sintonia.local', password: 'Sintonia@2026' };
const ZONE = 'America/Sao_Paulo';
/** A read, a recorder round and the page's cache expiry, with room to spare. */
const RECORDED_WITHIN = 3 * NOW_PLAYING_REFRESH_MS + 5000;
/** Titles of this run only: the database may keep songs of earlier runs. */
const RUN = Date.now().toString(36);

type Song = { id: number; artista: string | null; titulo: string; inicio: string; fim: string | null; programa: string | null };
type Values = Record<string, Record<string, unknown>>;

let original: Values | null = null;
let exceptionId: number | null = null;
/** The demo show put on air by the exception. */
let showOnAir = '';
let admin: { context: APIRequestContext; headers: Record<string, string> };

// Formatted in the test, independently of the app.
const spDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
const spTime = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));
const spHour = (ms: number) => spTime(ms).slice(0, 2);
const spClock = (ms: number) => spTime(ms).replace(':', 'h');
const csvTime = (ms: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(new Date(ms))
    .replace(', ', ' ');
const duration = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');
};

async function setTitle(title: string) {
  await fetch(`${AUDIO}/__titulo?valor=${encodeURIComponent(title)}`, { method: 'POST' });
}
async function setListeners(count: number | null) {
  await fetch(`${AUDIO}/__ouvintes${count === null ? '' : `?valor=${count}`}`, { method: 'POST' });
}

async function latestSongs(): Promise<Song[]> {
  const response = await admin.context.get('/api/v1/publico/tocou');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { dados: Song[] }).dados;
}

/** Puts `title` on air and waits until the server recorded it (its title as stored). */
async function play(title: string, stored: string): Promise<Song> {
  await setTitle(title);
  await expect.poll(async () => (await latestSongs())[0]?.titulo, { timeout: RECORDED_WITHIN, intervals: [1000] }).toBe(stored);
  return (await latestSongs())[0];
}

/** /tocou until its first songs are `titles` (the page is cached: a song change expires it within seconds). */
async function openHistoryShowing(page: Page, titles: string[]) {
  await expect(async () => {
    await page.goto('/tocou');
    const shown = await page.getByTestId('musica').evaluateAll((items) => items.slice(0, 3).map((item) => item.querySelector('p')?.textContent ?? ''));
    expect(shown.slice(0, titles.length)).toEqual(titles);
  }).toPass({ timeout: RECORDED_WITHIN, intervals: [2000] });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/v1/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  admin = { context, headers: { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` } };
  original = ((await (await context.get('/api/v1/configuracoes', { headers: admin.headers })).json()) as { valores: Values }).valores;
  // The show on air for these tests, whatever the demo grid says: a grid exception from a minute ago
  // to an hour from now with one of the demo's shows. Before any listener count, so that the hour's
  // figures belong to it.
  const [show] = (await (await context.get('/api/v1/programas', { headers: admin.headers })).json()) as { id: number; nome: string }[];
  showOnAir = show.nome;
  const created = await context.post('/api/v1/grade-excecoes', {
    headers: admin.headers,
    data: { titulo: `O que tocou ${RUN}`, descricao: '', inicio: new Date(Date.now() - 60_000).toISOString(), fim: new Date(Date.now() + 60 * 60_000).toISOString(), programaId: show.id },
  });
  expect(created.status()).toBe(201);
  exceptionId = ((await created.json()) as { id: number }).id;
  const changed = structuredClone(original);
  changed.radio = { ...changed.radio, streamUrl: `${AUDIO}/sintonia`, metadadosUrl: `${AUDIO}/status-json.xsl`, mostrarOuvintes: true, filtroTitulos: 'Intervalo', historicoDias: '' };
  await setTitle('');
  await setListeners(42);
  expect((await context.put('/api/v1/configuracoes', { headers: admin.headers, data: changed })).ok()).toBe(true);
});

test.afterAll(async () => {
  await setTitle('');
  await setListeners(null);
  if (exceptionId !== null) await admin.context.delete(`/api/v1/grade-excecoes/${exceptionId}`, { headers: admin.headers });
  if (original) expect((await admin.context.put('/api/v1/configuracoes', { headers: admin.headers, data: original })).ok()).toBe(true);
  await waitForSilence(admin.context);
  await admin.context.dispose();
});

test.describe('O que tocou', () => {
  test('three song changes: /tocou lists them with their times and the show; the minute picker finds the one of that minute; the CSV has them', async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const first = await play(`Elis Regina - Águas de Março ${RUN}`, `Águas de Março ${RUN}`);
    const second = await play(`Tim Maia - Gostava Tanto de Você ${RUN}`, `Gostava Tanto de Você ${RUN}`);
    await play(`Gal Costa - Folhetim ${RUN}`, `Folhetim ${RUN}`);
    const [third, secondDone, firstDone] = await latestSongs();
    expect([firstDone.id, secondDone.id]).toEqual([first.id, second.id]);
    for (const song of [third, secondDone, firstDone]) expect(song.programa).toBe(showOnAir);

    await openHistoryShowing(page, [third.titulo, secondDone.titulo, firstDone.titulo]);
    await expect(page).toHaveTitle(/^O que tocou na /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^O que tocou na /);
    const rows = page.getByTestId('musica');
    for (const [index, song] of [third, secondDone, firstDone].entries()) {
      const row = rows.nth(index);
      await expect(row.locator('time')).toHaveText(spClock(Date.parse(song.inicio)));
      await expect(row.locator('time')).toHaveAttribute('datetime', song.inicio);
      await expect(row).toContainText(song.artista ?? '');
      await expect(row).toContainText(showOnAir);
    }
    await expect(rows.first()).toContainText('No ar');

    // "O que tocou às …?" answers the song heard longest in the minute: a minute inside one of the
    // demo day's songs (minutes long, recorded by the same table), not a wait for a song of this run
    // to fill one. Its neighbours are the songs before and after it.
    const history = await latestSongs();
    const at = history.findIndex((song, index) => index > 0 && index < history.length - 1 && song.artista !== null && song.fim !== null && Date.parse(song.fim) - Math.ceil(Date.parse(song.inicio) / 60_000) * 60_000 >= 60_000);
    expect(at).toBeGreaterThan(0);
    const [newer, heard, older] = history.slice(at - 1, at + 2);
    const minute = Math.ceil(Date.parse(heard.inicio) / 60_000) * 60_000;
    const [searchForm, minuteForm] = [page.locator('main form[action="/tocou"]').nth(0), page.locator('main form[action="/tocou"]').nth(1)];
    await minuteForm.getByLabel('Data', { exact: true }).fill(spDay(minute));
    await minuteForm.getByLabel('Hora', { exact: true }).fill(spTime(minute));
    await minuteForm.getByRole('button', { name: 'Ver', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tocou\\?data=${spDay(minute)}&hora=${encodeURIComponent(spTime(minute))}`));
    await expect(page.getByTestId('musica-encontrada')).toContainText(heard.titulo);
    await expect(page.getByTestId('musica-encontrada')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('tocou-resposta')).toHaveText(`Tocava: ${heard.artista} — ${heard.titulo}${heard.programa ? ` (${heard.programa})` : ''}.`);
    for (const neighbour of [newer, older]) await expect(page.getByTestId('musica').filter({ hasText: neighbour.titulo })).not.toHaveCount(0);

    // A search by artist, accents ignored.
    await searchForm.getByLabel('Buscar por artista ou música').fill(`aguas de marco ${RUN}`);
    await searchForm.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('musica')).toHaveCount(1);
    await expect(page.getByTestId('musica')).toContainText(firstDone.titulo);
    await expect(page.getByTestId('musica')).toContainText(showOnAir);

    // The staff's CSV of the period.
    await openPanelAs(page, 'admin', '/admin/tocou');
    await page.getByLabel('De', { exact: true }).fill(spDay(Date.parse(firstDone.inicio)));
    await page.getByLabel('Até', { exact: true }).fill(spDay(Date.now()));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFInício;Fim;Duração;Artista;Título;Programa\r\n')).toBe(true);
    for (const song of [firstDone, secondDone]) {
      const start = Date.parse(song.inicio);
      const end = Date.parse(song.fim!);
      expect(csv).toContain(`${csvTime(start)};${csvTime(end)};${duration(end - start)};${song.artista};${song.titulo};${showOnAir}\r\n`);
    }
    expect(csv).toContain(`${csvTime(Date.parse(third.inicio))};`);
    expect(csv).toContain(`;Gal Costa;${third.titulo};${showOnAir}\r\n`);
    expect(problems).toEqual([]);
  });

  test('a hostile title (markup, a formula, control characters, 10 KB) is shown as text, capped, and neutralised in the CSV', async ({ page }) => {
    test.setTimeout(120_000);
    const artist = `=1+1 <script>window.__tocou=1</script> ${RUN}`;
    await setTitle(`${artist}\u0001\u0007 - ${'A'.repeat(10_000)}`);
    await expect.poll(async () => (await latestSongs())[0]?.artista, { timeout: RECORDED_WITHIN, intervals: [1000] }).toBe(artist);
    const [song] = await latestSongs();
    expect(song.titulo.length).toBeLessThanOrEqual(150);
    expect(song.titulo.endsWith('…')).toBe(true);
    expect(/[\u0000-\u001F\u007F-\u009F]/.test(`${song.artista}${song.titulo}`)).toBe(false);

    await openHistoryShowing(page, [song.titulo]);
    await expect(page.getByTestId('musica').first()).toContainText(artist);
    // Text, never markup: the script in the title did not run.
    expect(await page.evaluate(() => (window as unknown as { __tocou?: number }).__tocou)).toBeUndefined();

    const day = spDay(Date.parse(song.inicio));
    const csv = await (await admin.context.get(`/api/v1/musicas-tocadas/exportar?inicio=${day}&fim=${day}`, { headers: admin.headers })).text();
    expect(csv).toContain(`;'${artist};${song.titulo};`);
  });

  test('a title with a filter word is not stored, and ends the song before it', async () => {
    test.setTimeout(120_000);
    const before = await play(`Cazuza - Exagerado ${RUN}`, `Exagerado ${RUN}`);
    // The filter word is in the title: 'Intervalo' (the setting), accents and case ignored.
    await setTitle(`Loja Centro - INTERVALO patrocinado ${RUN}`);
    await expect.poll(async () => (await latestSongs()).find((song) => song.id === before.id)?.fim ?? null, { timeout: RECORDED_WITHIN, intervals: [1000] }).not.toBeNull();
    expect((await latestSongs()).some((song) => song.titulo.includes(`patrocinado ${RUN}`))).toBe(false);
  });

  test('the history is unavailable, not an error, with a backend that has none (API_URL)', async ({ page }) => {
    const response = await page.goto(`${LEGACY_APP}/tocou`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('tocou-indisponivel')).toHaveText('O histórico de músicas não está disponível no momento. Tente novamente em alguns minutos.');
  });
});

test.describe('who is listening', () => {
  test('the stream server reports 42: the dashboard shows 42 now and the hour’s peak; the player says "42 ouvintes agora"', async ({ page }) => {
    test.setTimeout(120_000);
    // The demo station's week of listener hours (its current hour included) may already hold higher peaks.
    await openPanelAs(page, 'admin');
    const showPeak = page.getByTestId('pico-por-programa').getByRole('listitem').filter({ hasText: showOnAir }).locator('.font-bold');
    const hourPeak = page.getByTestId('ouvintes-pico-hora');
    await expect(page.getByTestId('ouvintes-agora')).toBeVisible();
    const earlierPeak = (await showPeak.count()) === 0 ? 0 : Number((await showPeak.textContent())?.replace(/\D/g, ''));
    const hourAtStart = spHour(Date.now());
    const earlierHourPeak = Number((await hourPeak.textContent())?.replace(/\D/g, '') || 0);

    await setListeners(42);
    await setTitle(`Rita Lee - Mania de Você ${RUN}`);
    await page.goto('/');
    await expect(page.getByTestId('player-listeners')).toHaveText('42 ouvintes agora', { timeout: NOW_PLAYING_REFRESH_MS + NOW_PLAYING_POLL_MS + 5000 });

    await openPanelAs(page, 'admin');
    await expect(page.getByTestId('ouvintes-agora')).toHaveText('42', { timeout: RECORDED_WITHIN });
    // A new clock hour starts with only the stream server's 42.
    await expect(hourPeak).toHaveText(spHour(Date.now()) === hourAtStart ? String(Math.max(42, earlierHourPeak)) : '42');
    await expect(page.getByTestId('grafico-ouvintes')).toBeVisible();
    await expect(showPeak).toHaveText(String(Math.max(42, earlierPeak)));
  });
});

test.describe('screens', () => {
  test('@mobile /tocou fits the screen (no sideways scroll) and is captured for review', async ({ page }, testInfo) => {
    await page.goto('/tocou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^O que tocou na /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`tocou-${testInfo.project.name}.png`), fullPage: true });
  });
});
