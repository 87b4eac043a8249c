import { expect, test, type Page } from '@playwright/test';
import { episodePath, normalizePodcastShowList, normalizePodcastShowPage } from '../lib/domain/podcast';
import { currentProgramme } from '../lib/domain/programme';
import { scrollPageTo } from './helpers';
import { AUDIO_CONTROL, SEEDED_STREAM } from './stack';


async function setStreamMode(page: Page, mode: 'normal' | 'erro-http' | 'queda' | 'recusa') {
  const response = await page.request.post(`${AUDIO_CONTROL}?valor=${mode}`);
  expect(response.ok()).toBe(true);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player da rádio' });
const audioState = (page: Page) =>
  page.getByTestId('radio-audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    time: audio.currentTime,
    src: audio.getAttribute('src'),
    muted: audio.muted,
    volume: audio.volume,
    marker: (audio as HTMLAudioElement & { __marca?: string }).__marca ?? null,
  }));

test.describe('live player (SPEC §4.1)', () => {
  test.afterEach(async ({ page }) => setStreamMode(page, 'normal'));

  test('idle bar, header control and settings-driven volume @mobile', async ({ page }) => {
    await setStreamMode(page, 'normal');
    await page.goto('/');
    const player = bar(page);
    await expect(player.getByTestId('player-status')).toHaveText('Rádio offline');
    await expect(player.getByTestId('player-hint')).toHaveText('Clique para ouvir');
    await expect(player.getByTestId('player-subtitle')).toHaveText(currentProgramme(new Date(), 'Sintonia FM'));
    await expect(player.getByText('FM 87.9').filter({ visible: true })).toBeVisible();
    await expect(player.getByTestId('player-volume')).toHaveText('70%');
    const header = page.getByRole('banner');
    await expect(header.getByText('ONLINE')).toBeVisible();
    await expect(header.getByText('OUÇA AGORA')).toBeAttached();
  });

  test('plays the local stream and keeps playing across three navigations', async ({ page }) => {
    await setStreamMode(page, 'normal');
    await page.goto('/');
    const player = bar(page);
    await player.getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(player.getByTestId('player-status')).toHaveText('Ao vivo');
    await expect(player.getByTestId('player-hint')).toHaveText('Tocando agora');
    const started = await audioState(page);
    expect(started.paused).toBe(false);
    expect(started.src).toBe(SEEDED_STREAM);
    await page.getByTestId('radio-audio').evaluate((audio) => ((audio as HTMLAudioElement & { __marca?: string }).__marca = 'o-mesmo-player'));

    const session = await page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, state: navigator.mediaSession.playbackState }));
    expect(session).toEqual({ title: currentProgramme(new Date(), 'Sintonia FM'), state: 'playing' });

    let last = started.time;
    for (const [label, pathname] of [['Equipe', '/equipe'], ['Contato', '/contato'], ['Inicio', '/']]) {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === pathname);
      expect((await audioState(page)).marker).toBe('o-mesmo-player');
      // The stream plays on through the navigation: its clock moves past where it was.
      await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(last);
      const state = await audioState(page);
      expect(state.paused).toBe(false);
      last = state.time;
    }
    await expect(player.getByTestId('player-status')).toHaveText('Ao vivo');

    // The header control drives the same player.
    await page.getByRole('banner').getByRole('button', { name: 'Pausar a rádio' }).click();
    await expect(player.getByTestId('player-status')).toHaveText('Rádio offline');
    expect((await audioState(page)).paused).toBe(true);
  });

  test('mute and volume act on the audio element', async ({ page }) => {
    await page.goto('/');
    const player = bar(page);
    await player.getByRole('button', { name: 'Silenciar' }).click();
    expect((await audioState(page)).muted).toBe(true);
    await player.getByRole('button', { name: 'Ativar som' }).click();
    expect((await audioState(page)).muted).toBe(false);
    await player.getByRole('slider', { name: 'Volume' }).fill('0.35');
    await expect(player.getByTestId('player-volume')).toHaveText('35%');
    expect((await audioState(page)).volume).toBeCloseTo(0.35);
  });

  test('a stream that refuses to start: "Stream indisponível", bar shows "Erro na conexão"', async ({ page }) => {
    await setStreamMode(page, 'erro-http');
    await page.goto('/');
    const player = bar(page);
    await player.getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(player.getByTestId('player-subtitle')).toHaveText('Erro na conexão');
    await expect(player.getByTestId('player-error')).toHaveText('Stream indisponível');
    await expect(player.getByTestId('player-status')).toHaveText('Rádio offline');
  });

  test('an unreachable stream host: "Stream indisponível"', async ({ page }) => {
    await setStreamMode(page, 'recusa');
    await page.goto('/');
    const player = bar(page);
    await player.getByRole('button', { name: 'Ouvir ao vivo' }).click();
    await expect(player.getByTestId('player-subtitle')).toHaveText('Erro na conexão');
    await expect(player.getByTestId('player-error')).toHaveText('Stream indisponível');
  });

  test('a stream that drops mid-way shows the player buffering once the burst runs out', async ({ page }) => {
    await setStreamMode(page, 'queda');
    await page.goto('/');
    const player = bar(page);
    const toggle = player.getByTestId('player-toggle');
    await toggle.click();
    await expect(player.getByTestId('player-status')).toHaveText('Ao vivo');
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  });

  test('an episode in the bar: within reach on a phone (two rows) and on a desktop (one), every control 44 px, the page end clear of it @mobile', async ({ page, isMobile }) => {
    // A demo episode (the seed's audio is a real MP3).
    const [show] = normalizePodcastShowList(await (await page.request.get('/api/v1/publico/podcasts')).json());
    const [episode] = normalizePodcastShowPage(await (await page.request.get(`/api/v1/publico/podcasts/${show.slug}`)).json())!.episodios;
    await page.goto(episodePath(show.slug, episode.slug));
    const player = bar(page);
    const liveHeight = (await player.boundingBox())!.height;
    await page.getByTestId('ouvir-card').getByRole('button', { name: 'Ouvir episódio' }).click();
    await expect(player.getByTestId('player-item-title')).toHaveText(episode.titulo);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect((await audioState(page)).src).toBe(episode.audioUrl);

    // The cover has its box before the picture arrives: nothing moves when it does.
    const cover = player.locator('img');
    await expect(cover).toHaveAttribute('width', '40');
    expect(await cover.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([40, 40]);

    // Two rows on a phone, one on a desktop; the bar stays at the bottom of the screen.
    const viewport = page.viewportSize()!;
    const box = (await player.boundingBox())!;
    if (isMobile) expect(box.height).toBeGreaterThanOrEqual(88);
    else expect(box.height).toBe(liveHeight);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 8);

    // Every control of the bar: at least 44×44, inside the screen.
    const controls = await player.locator('button, input, a').filter({ visible: true }).all();
    expect(controls.length).toBe(isMobile ? 7 : 9);
    for (const control of controls) {
      const target = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect(Math.min(target.width, target.height), `${name}: ${Math.round(target.width)}×${Math.round(target.height)}`).toBeGreaterThanOrEqual(44);
      expect(target.x).toBeGreaterThanOrEqual(0);
      expect(target.x + target.width).toBeLessThanOrEqual(viewport.width);
    }
    await expect(player.getByRole('button', { name: 'Voltar ao vivo' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Posição no áudio' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Voltar 15 segundos' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Avançar 15 segundos' })).toBeVisible();
    await expect(player.getByTestId('player-speed')).toHaveText('1×');

    // The page's end reserves the taller bar's height: the footer's last line is not under it.
    await scrollPageTo(page, 'end');
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await player.boundingBox())!.y + 0.5);

    // Back to live: the bar is the live bar again, as tall as before.
    await player.getByRole('button', { name: 'Voltar ao vivo' }).click();
    await expect(player.getByTestId('player-status')).toHaveText('Ao vivo');
    await expect.poll(async () => (await player.boundingBox())!.height).toBe(liveHeight);
  });

  test('the programme follows the São Paulo hour and is re-evaluated every 60 s', async ({ page }) => {
    // 08:59:30 in São Paulo (UTC-3).
    await page.clock.install({ time: new Date('2026-11-21T11:59:30Z') });
    await page.goto('/');
    const subtitle = bar(page).getByTestId('player-subtitle');
    await expect(subtitle).toHaveText('Bom Dia Sintonia FM');
    await page.clock.fastForward(60_000);
    await expect(subtitle).toHaveText('Sintonia FM Manhã');
  });
});
