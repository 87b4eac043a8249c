import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';

/*
 * The programme grid (issue 15 item 2): shows managed in /admin/programacao by an editor (an
 * overlap refused with the server's message, a show crossing midnight accepted, edit, delete with
 * confirmation), and /programacao marking the show on air with the browser's clock fixed. Shows
 * created here are removed at the end whatever happens, so later specs see the seeded grid
 * (SPEC §4.2's table, every day, 06:00–21:00).
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = `http://localhost:${process.env.E2E_PORT || 3100}`;
const stamp = Date.now().toString(36);

type Programme = { id: number; nome: string; dias: number[]; inicioMinuto: number; fimMinuto: number; ativo: boolean };

async function apiToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

async function staffGrid(page: Page): Promise<Programme[]> {
  const response = await page.request.get('/api/v1/programas', { headers: { authorization: `Bearer ${await apiToken(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Programme[];
}

const row = (page: Page, nome: string) => page.getByTestId('programa-linha').filter({ hasText: nome });

/**
 * /programacao as a visitor whose clock reads `instant` (its own context: the panel keeps the real
 * time). Fixed, or installed so a test can move it on and run the page's timers.
 */
async function visitScheduleAt(browser: Browser, instant: string, clock: 'fixed' | 'installed' = 'fixed'): Promise<{ visitor: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const visitor = await context.newPage();
  if (clock === 'fixed') await visitor.clock.setFixedTime(new Date(instant));
  else await visitor.clock.install({ time: new Date(instant) });
  await visitor.goto('/programacao');
  return { visitor, close: () => context.close() };
}

test.describe('programme grid /admin/programacao and /programacao (issue 15)', () => {
  const madrugada = `Madrugada E2E ${stamp}`;
  const madrugadaEditada = `Madrugada Sertaneja E2E ${stamp}`;
  const corujao = `Corujão E2E ${stamp}`;

  test.afterAll(async () => {
    // Whatever failed above, no show of this run stays in the grid.
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const login = await context.post('/api/v1/auth/login', { data: { email: 'admin@sintonia.local', password: PASSWORD } });
    if (login.ok()) {
      const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      const grid = await context.get('/api/v1/programas', { headers });
      for (const programme of (await grid.json()) as Programme[]) {
        if (programme.nome.includes(stamp)) await context.delete(`/api/v1/programas/${programme.id}`, { headers });
      }
    }
    await context.dispose();
  });

  test('editor: create; an overlap is refused with the message; a show crossing midnight is accepted; edit; delete', async ({ page, browser }) => {
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    await openPanelAs(page, 'editor', '/admin/programacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Programação' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Programação' }).first()).toBeVisible();
    const before = await staffGrid(page);
    await expect(page.getByTestId('programa-linha')).toHaveCount(before.length);
    await expect(row(page, 'Tarde Musical').getByTestId('programa-horario')).toHaveText('15:00 – 18:00 · Todos os dias');

    // Field errors from the API, next to the fields.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo programa' });
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeVisible();
    await expect(dialog.getByText('Escolha pelo menos um dia da semana.')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toBeFocused();

    // A free slot: Tuesday 03:00–05:00, with a presenter from the team.
    await dialog.getByLabel('Nome').fill(madrugada);
    await dialog.getByLabel('Descrição').fill('Modão e recados dos ouvintes na madrugada.');
    await dialog.getByRole('checkbox', { name: 'Terça-feira' }).check();
    await dialog.getByTestId('programa-apresentadores').getByRole('checkbox', { name: /Cláudio Zanella/ }).check();
    await dialog.getByLabel('Início').fill('03:00');
    await dialog.getByLabel('Término').fill('05:00');
    await expect(dialog.getByTestId('programa-duracao')).toHaveText('Dura 2 h.');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Programa adicionado à programação.')).toBeVisible();
    await expect(row(page, madrugada).getByTestId('programa-horario')).toHaveText('03:00 – 05:00 · Ter');
    await expect(row(page, madrugada)).toContainText('Com Cláudio Zanella');

    // Inside Tarde Musical on a Monday: refused, with the server's message in the form.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(`Conflito E2E ${stamp}`);
    await dialog.getByRole('checkbox', { name: 'Segunda-feira' }).check();
    await dialog.getByLabel('Início').fill('15:30');
    await dialog.getByLabel('Término').fill('16:30');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).');
    await expect(dialog.getByLabel('Início')).toHaveAttribute('aria-invalid', 'true');
    // The empty form's failure toast may still be up: this one is the newest.
    await expect(page.getByText('O programa não foi salvo.').last()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, `Conflito E2E ${stamp}`)).toHaveCount(0);

    // Friday 22:00 → Saturday 02:00: accepted.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(corujao);
    await dialog.getByRole('checkbox', { name: 'Sexta-feira' }).check();
    await dialog.getByLabel('Início').fill('22:00');
    await dialog.getByLabel('Término').fill('02:00');
    await expect(dialog.getByTestId('programa-duracao')).toHaveText('Dura 4 h e termina no dia seguinte, às 02:00.');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, corujao).getByTestId('programa-horario')).toHaveText('22:00 – 02:00 (termina no dia seguinte) · Sex');

    // Its Saturday small hours are taken now.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(`Conflito E2E ${stamp}`);
    await dialog.getByRole('checkbox', { name: 'Sábado' }).check();
    await dialog.getByLabel('Início').fill('01:00');
    await dialog.getByLabel('Término').fill('03:00');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Conflito de horário com "${corujao}" (sexta, 22:00–02:00).`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Saturday 01:00 in São Paulo: the show that started on Friday is on air on the public page.
    const night = await visitScheduleAt(browser, '2026-11-28T04:00:00Z');
    await expect(night.visitor.getByRole('heading', { level: 1, name: 'Programação' })).toBeVisible();
    await expect(night.visitor.getByTestId('no-ar-agora')).toContainText(corujao);
    await expect(night.visitor.getByTestId('no-ar-agora')).toContainText('22:00 – 02:00');
    await expect(night.visitor.getByTestId('dia-programacao').first()).toHaveAttribute('data-dia', '6');
    await expect(night.visitor.getByTestId('a-seguir')).toContainText('Bom Dia Sintonia FM');
    await night.close();

    // Edit: new name and end; the list follows.
    await row(page, madrugada).getByRole('button', { name: `Editar ${madrugada}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar programa' });
    await expect(edit.getByLabel('Nome')).toHaveValue(madrugada);
    await expect(edit.getByLabel('Início')).toHaveValue('03:00');
    await expect(edit.getByRole('checkbox', { name: 'Terça-feira' })).toBeChecked();
    await edit.getByLabel('Nome').fill(madrugadaEditada);
    await edit.getByLabel('Término').fill('05:30');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Programa atualizado.')).toBeVisible();
    await expect(row(page, madrugadaEditada).getByTestId('programa-horario')).toHaveText('03:00 – 05:30 · Ter');

    // Delete, confirmed: cancel first, then confirm.
    await row(page, corujao).getByRole('button', { name: `Excluir ${corujao}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir programa?' });
    await expect(confirm).toContainText(`${corujao} (22:00 – 02:00, sex) sairá da programação.`);
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row(page, corujao)).toBeVisible();
    for (const nome of [corujao, madrugadaEditada]) {
      await row(page, nome).getByRole('button', { name: `Excluir ${nome}` }).click();
      await confirm.getByRole('button', { name: 'Excluir programa' }).click();
      await expect(confirm).toBeHidden();
      await expect(row(page, nome)).toHaveCount(0);
    }
    await expect(page.getByText('Programa excluído da programação.').first()).toBeVisible();
    expect((await staffGrid(page)).map((programme) => programme.id)).toEqual(before.map((programme) => programme.id));

    // The trail reads in pt-BR.
    await page.goto('/admin/logs?entidade=programa');
    await expect(page.getByTestId('log-linha').first()).toContainText(`Marta Lindner excluiu o programa “${madrugadaEditada}”`);

    expect(problems.filter((problem) => !/^HTTP (400|409) \/api\/v1\/programas$/.test(problem) && !/status of (400|409)/.test(problem))).toEqual([]);
  });

  test('/programacao with a fixed clock: today first, "No ar agora" on the show on air, next show, JSON-LD', async ({ browser }) => {
    // Monday 30/11/2026 15:30 in São Paulo: the seeded Tarde Musical.
    const { visitor, close } = await visitScheduleAt(browser, '2026-11-30T18:30:00Z', 'installed');
    const problems = watchConsole(visitor);
    await expect(visitor.getByTestId('no-ar-agora')).toContainText('Tarde Musical');
    await expect(visitor.getByTestId('no-ar-agora')).toContainText('15:00 – 18:00');
    await expect(visitor.getByTestId('a-seguir')).toContainText('Sintonia FM Notícias');
    await expect(visitor.getByTestId('a-seguir')).toContainText('hoje às 18:00');
    const days = visitor.getByTestId('dia-programacao');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAttribute('data-dia', '1');
    await expect(days.first().getByRole('heading', { level: 2 })).toContainText('Hoje, segunda-feira');
    const live = visitor.locator('[data-no-ar="true"]');
    await expect(live).toHaveCount(1);
    await expect(live).toContainText('Tarde Musical');
    await expect(live).toContainText('No ar agora');
    // Presenters link to the team page.
    await expect(days.first().getByRole('link', { name: 'Cláudio Zanella' })).toHaveAttribute('href', /\/equipe#membro-\d+$/);

    // Structured data: one RadioSeries per show, a BroadcastEvent per show with São Paulo's offset.
    const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((text) => JSON.parse(text)).find((data) => Array.isArray(data['@graph']))['@graph'] as Array<Record<string, unknown>>;
    expect(graph.filter((node) => node['@type'] === 'RadioSeries').map((node) => node.name)).toEqual(
      expect.arrayContaining(['Bom Dia Sintonia FM', 'Sintonia FM Manhã', 'Almoço com Música', 'Tarde Musical', 'Sintonia FM Notícias']),
    );
    const events = graph.filter((node) => node['@type'] === 'BroadcastEvent');
    expect(events.length).toBeGreaterThanOrEqual(5);
    for (const event of events) {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[23]:00$/);
      expect(event.isLiveBroadcast).toBe(true);
    }
    expect(graph.some((node) => node['@type'] === 'BroadcastService')).toBe(true);

    // Later that day, the next show takes over without a reload (re-evaluated every minute, SPEC §4.2).
    await visitor.clock.setSystemTime(new Date('2026-11-30T21:30:00Z'));
    await visitor.clock.runFor(60_000);
    await expect(visitor.getByTestId('no-ar-agora')).toContainText('Sintonia FM Notícias');
    await expect(visitor.locator('[data-no-ar="true"]')).toContainText('Sintonia FM Notícias');
    expect(problems).toEqual([]);
    await close();
  });

  test('the player names the show on air, and the lock screen its presenters and cover; both follow the clock', async ({ browser }) => {
    const grid = (await (await fetch(`${BASE_URL}/api/v1/publico/programacao`)).json()) as Array<{ nome: string; imagem: string | null; apresentadores: Array<{ nome: string }> }>;
    const tarde = grid.find((show) => show.nome === 'Tarde Musical')!;
    // Monday 30/11/2026 16:00 in São Paulo: the seeded Tarde Musical.
    const { visitor, close } = await visitScheduleAt(browser, '2026-11-30T19:00:00Z', 'installed');
    await visitor.goto('/');
    await expect(visitor.getByTestId('player-subtitle')).toHaveText('Tarde Musical');
    const lockScreen = () =>
      visitor.evaluate(() => {
        const metadata = navigator.mediaSession.metadata;
        return metadata && { title: metadata.title, artist: metadata.artist, artwork: metadata.artwork.map((item) => item.src) };
      });
    const first = await lockScreen();
    expect(first?.title).toBe('Tarde Musical');
    expect(first?.artist).toBe(tarde.apresentadores.map((presenter) => presenter.nome).join(', '));
    expect(first?.artwork[0]).toContain(tarde.imagem);
    // 18:30: the evening news, without a reload (re-evaluated every minute, SPEC §4.2).
    await visitor.clock.setSystemTime(new Date('2026-11-30T21:30:00Z'));
    await visitor.clock.runFor(60_000);
    await expect(visitor.getByTestId('player-subtitle')).toHaveText('Sintonia FM Notícias');
    expect((await lockScreen())?.title).toBe('Sintonia FM Notícias');
    // 23:00: no show on air, the station's name.
    await visitor.clock.setSystemTime(new Date('2026-12-01T02:00:00Z'));
    await visitor.clock.runFor(60_000);
    await expect(visitor.getByTestId('player-subtitle')).toHaveText('Sintonia FM');
    await close();
  });

  test('/programacao in the sitemap and linked from the footer', async ({ page }) => {
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`${BASE_URL}/programacao</loc>`);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Programação' }).click();
    await expect(page).toHaveURL(/\/programacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Programação' })).toBeVisible();
  });
});
