import { expect, test, type Page } from '@playwright/test';
import { currentProgramme } from '../lib/domain/programme';

const AUDIO_CONTROL = 'http://127.0.0.1:8000/__modo';

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
    expect(started.src).toBe('http://stream.sintonia.local:8000/sintonia');
    await page.getByTestId('radio-audio').evaluate((audio) => ((audio as HTMLAudioElement & { __marca?: string }).__marca = 'o-mesmo-player'));

    const session = await page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, state: navigator.mediaSession.playbackState }));
    expect(session).toEqual({ title: currentProgramme(new Date(), 'Sintonia FM'), state: 'playing' });

    let last = started.time;
    for (const label of ['Equipe', 'Contato', 'Inicio']) {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForTimeout(600);
      const state = await audioState(page);
      expect(state.marker).toBe('o-mesmo-player');
      expect(state.paused).toBe(false);
      expect(state.time).toBeGreaterThan(last);
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
