import { expect, request as playwrightRequest, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';
import { appUrl } from './stack';

/*
 * The programme grid: shows managed in /admin/programacao by an editor (different times on
 * different weekdays as slots, an overlap refused with the server's message in whichever slot
 * meets the other show, a show crossing midnight accepted, edit, delete with confirmation), the
 * grid's exceptions (one tomorrow on the "Amanhã" tab of /programacao and in the player's subtitle
 * at its time; two exceptions may not overlap), and /programacao's day tabs marking the show on
 * air with the browser's clock fixed. Shows and exceptions created here are removed at the end
 * whatever happens, so later specs see the seeded grid (SPEC §4.2's table, every day, 06:00–21:00)
 * and no exception.
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = appUrl();
const stamp = Date.now().toString(36);
const DAY = 86_400_000;

type Slot = { dias: number[]; inicioMinuto: number; fimMinuto: number };
type Programme = { id: number; nome: string; horarios: Slot[]; dias: number[]; inicioMinuto: number; fimMinuto: number; ativo: boolean };
type GridExceptionRow = { id: number; titulo: string };

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
/** Slot `n` (from 1) of the programme form. */
const slot = (dialog: Locator, n: number) => dialog.getByRole('group', { name: `Horário ${n}`, exact: true });

/** São Paulo's calendar day `days` from today: '2026-11-28' (the date input's value). */
const saoPauloDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * DAY));
/** 'sábado, 28/11' for a São Paulo day, as the grid's messages write it. */
function dayInSentence(day: string): string {
  const date = new Date(`${day}T12:00:00-03:00`);
  const weekday = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'long' }).format(date).replace('-feira', '');
  return `${weekday}, ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/**
 * /programacao as a visitor whose clock reads `instant` (its own context: the panel keeps the real
 * time). Fixed, or installed so a test can move it on and run the page's timers.
 */
async function visitScheduleAt(browser: Browser, instant: string, clock: 'fixed' | 'installed' = 'fixed', path = '/programacao'): Promise<{ visitor: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const visitor = await context.newPage();
  if (clock === 'fixed') await visitor.clock.setFixedTime(new Date(instant));
  else await visitor.clock.install({ time: new Date(instant) });
  await visitor.goto(path);
  return { visitor, close: () => context.close() };
}

test.describe('programme grid /admin/programacao and /programacao', () => {
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
      // Exceptions first: a show deleted would only leave them with their title.
      for (const periodo of ['proximas', 'encerradas']) {
        const list = await context.get(`/api/v1/grade-excecoes?periodo=${periodo}&limite=100`, { headers });
        for (const exception of ((await list.json()) as { dados: GridExceptionRow[] }).dados) {
          if (exception.titulo.includes(stamp)) await context.delete(`/api/v1/grade-excecoes/${exception.id}`, { headers });
        }
      }
      for (const programme of (await grid.json()) as Programme[]) {
        if (programme.nome.includes(stamp)) await context.delete(`/api/v1/programas/${programme.id}`, { headers });
      }
    }
    await context.dispose();
  });

  test('editor: different times per weekday; overlaps refused with the other show\'s name, in any slot; a show crossing midnight; edit one day alone; delete', async ({ page, browser }) => {
    const problems = watchConsole(page);
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
    await expect(slot(dialog, 1).getByText('Escolha pelo menos um dia da semana.')).toBeVisible();
    await expect(slot(dialog, 1).getByText('Informe o horário de início.')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toBeFocused();

    // Free slots: Tuesday 03:00–05:00, and Thursday at other times, 02:00–04:30; with a presenter from the team.
    await dialog.getByLabel('Nome').fill(madrugada);
    await dialog.getByLabel('Descrição').fill('Modão e recados dos ouvintes na madrugada.');
    await dialog.getByTestId('programa-apresentadores').getByRole('checkbox', { name: /Cláudio Zanella/ }).check();
    await slot(dialog, 1).getByRole('checkbox', { name: 'Terça-feira' }).check();
    await slot(dialog, 1).getByLabel('Início').fill('03:00');
    await slot(dialog, 1).getByLabel('Término').fill('05:00');
    await expect(slot(dialog, 1).getByTestId('programa-duracao')).toHaveText('Dura 2 h.');
    await dialog.getByRole('button', { name: 'Adicionar horário' }).click();
    await slot(dialog, 2).getByRole('checkbox', { name: 'Quinta-feira' }).check();
    await slot(dialog, 2).getByLabel('Início').fill('02:00');
    await slot(dialog, 2).getByLabel('Término').fill('04:30');
    await expect(slot(dialog, 2).getByTestId('programa-duracao')).toHaveText('Dura 2 h 30 min.');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Programa adicionado à programação.')).toBeVisible();
    await expect(row(page, madrugada).getByTestId('programa-horario')).toHaveText(['03:00 – 05:00 · Ter', '02:00 – 04:30 · Qui']);
    await expect(row(page, madrugada)).toContainText('Com Cláudio Zanella');

    // Inside Tarde Musical on a Monday: refused, with the server's message in the form.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(`Conflito E2E ${stamp}`);
    await slot(dialog, 1).getByRole('checkbox', { name: 'Segunda-feira' }).check();
    await slot(dialog, 1).getByLabel('Início').fill('15:30');
    await slot(dialog, 1).getByLabel('Término').fill('16:30');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).');
    await expect(slot(dialog, 1).getByLabel('Início')).toHaveAttribute('aria-invalid', 'true');
    // The empty form's failure toast may still be up: this one is the newest.
    await expect(page.getByText('O programa não foi salvo.').last()).toBeVisible();
    // A free first slot, and a second one meeting the new show's Thursday time: refused there, naming it.
    await slot(dialog, 1).getByRole('checkbox', { name: 'Segunda-feira' }).uncheck();
    await slot(dialog, 1).getByRole('checkbox', { name: 'Quarta-feira' }).check();
    await slot(dialog, 1).getByLabel('Início').fill('03:00');
    await slot(dialog, 1).getByLabel('Término').fill('04:00');
    await dialog.getByRole('button', { name: 'Adicionar horário' }).click();
    await slot(dialog, 2).getByRole('checkbox', { name: 'Quinta-feira' }).check();
    await slot(dialog, 2).getByLabel('Início').fill('04:00');
    await slot(dialog, 2).getByLabel('Término').fill('04:45');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Conflito de horário com "${madrugada}" (quinta, 02:00–04:30).`);
    await expect(slot(dialog, 2).getByLabel('Início')).toHaveAttribute('aria-invalid', 'true');
    await expect(slot(dialog, 1).getByLabel('Início')).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, `Conflito E2E ${stamp}`)).toHaveCount(0);

    // Friday 22:00 → Saturday 02:00: accepted.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(corujao);
    await slot(dialog, 1).getByRole('checkbox', { name: 'Sexta-feira' }).check();
    await slot(dialog, 1).getByLabel('Início').fill('22:00');
    await slot(dialog, 1).getByLabel('Término').fill('02:00');
    await expect(slot(dialog, 1).getByTestId('programa-duracao')).toHaveText('Dura 4 h e termina no dia seguinte, às 02:00.');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, corujao).getByTestId('programa-horario')).toHaveText('22:00 – 02:00 (termina no dia seguinte) · Sex');

    // Its Saturday small hours are taken now.
    await page.getByRole('button', { name: 'Novo programa' }).click();
    await dialog.getByLabel('Nome').fill(`Conflito E2E ${stamp}`);
    await slot(dialog, 1).getByRole('checkbox', { name: 'Sábado' }).check();
    await slot(dialog, 1).getByLabel('Início').fill('01:00');
    await slot(dialog, 1).getByLabel('Término').fill('03:00');
    await dialog.getByRole('button', { name: 'Adicionar programa' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Conflito de horário com "${corujao}" (sexta, 22:00–02:00).`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Saturday 01:00 in São Paulo: the show that started on Friday is on air; the tabs open on Saturday.
    const night = await visitScheduleAt(browser, '2026-11-28T04:00:00Z');
    await expect(night.visitor.getByRole('heading', { level: 1, name: 'Programação' })).toBeVisible();
    await expect(night.visitor.getByTestId('no-ar-agora')).toContainText(corujao);
    await expect(night.visitor.getByTestId('no-ar-agora')).toContainText('22:00 – 02:00');
    await expect(night.visitor.getByRole('tab', { selected: true })).toHaveText('Hoje28/11');
    await expect(night.visitor.getByTestId('dia-programacao').first()).toHaveAttribute('data-dia', '6');
    await expect(night.visitor.getByTestId('a-seguir')).toContainText('Bom Dia Sintonia FM');
    // Thursday's tab lists the new show at its Thursday time.
    await night.visitor.getByRole('tab', { name: /Quinta/ }).click();
    await expect(night.visitor.getByRole('tabpanel')).toContainText(madrugada);
    await expect(night.visitor.getByRole('tabpanel').getByTestId('programa-item').filter({ hasText: madrugada })).toContainText('02:00 – 04:30');
    await night.close();

    // Edit: new name, and only Thursday's end; Tuesday keeps its times.
    await row(page, madrugada).getByRole('button', { name: `Editar ${madrugada}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar programa' });
    await expect(edit.getByLabel('Nome')).toHaveValue(madrugada);
    await expect(slot(edit, 1).getByLabel('Início')).toHaveValue('03:00');
    await expect(slot(edit, 1).getByRole('checkbox', { name: 'Terça-feira' })).toBeChecked();
    await expect(slot(edit, 2).getByRole('checkbox', { name: 'Quinta-feira' })).toBeChecked();
    await edit.getByLabel('Nome').fill(madrugadaEditada);
    await slot(edit, 2).getByLabel('Término').fill('05:30');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Programa atualizado.')).toBeVisible();
    await expect(row(page, madrugadaEditada).getByTestId('programa-horario')).toHaveText(['03:00 – 05:00 · Ter', '02:00 – 05:30 · Qui']);
    const saved = (await staffGrid(page)).find((programme) => programme.nome === madrugadaEditada)!;
    expect(saved.horarios).toEqual([
      { dias: [2], inicioMinuto: 180, fimMinuto: 300 },
      { dias: [4], inicioMinuto: 120, fimMinuto: 330 },
    ]);

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

  test('an exception for tomorrow: on the "Amanhã" tab of /programacao and in the player\'s subtitle at its time; two exceptions may not overlap', async ({ page, browser }) => {
    const problems = watchConsole(page);
    const jogo = `Jogo do Inter E2E ${stamp}`;
    const tomorrow = saoPauloDay(1);
    await openPanelAs(page, 'editor', '/admin/programacao');
    await expect(page.getByRole('heading', { level: 2, name: 'Exceções da grade' })).toBeVisible();
    // The programmes above load on their own and push this section down: a click aimed before they
    // arrive can land on whatever takes the button's place.
    await expect(row(page, 'Tarde Musical')).toBeVisible();
    await expect(page.getByText('Carregando exceções...')).toHaveCount(0);

    await page.getByRole('button', { name: 'Nova exceção' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova exceção' });
    await dialog.getByLabel('Título').fill(jogo);
    await dialog.getByLabel('Descrição').fill('Ao vivo do Beira-Rio.');
    await dialog.getByLabel('Data de início').fill(tomorrow);
    await dialog.getByLabel('Hora de início').fill('16:00');
    await dialog.getByLabel('Data de término').fill(tomorrow);
    await dialog.getByLabel('Hora de término').fill('18:00');
    await dialog.getByRole('button', { name: 'Adicionar exceção' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Exceção adicionada à grade.')).toBeVisible();
    const exceptionRow = page.getByTestId('excecao-linha').filter({ hasText: jogo });
    await expect(exceptionRow.getByTestId('excecao-periodo')).toHaveText(`${dayInSentence(tomorrow)}, 16:00–18:00`);

    // Another one over the same time: refused, naming the first.
    await page.getByRole('button', { name: 'Nova exceção' }).click();
    await dialog.getByLabel('Título').fill(`Pós-jogo E2E ${stamp}`);
    await dialog.getByLabel('Data de início').fill(tomorrow);
    await dialog.getByLabel('Hora de início').fill('17:00');
    await dialog.getByLabel('Data de término').fill(tomorrow);
    await dialog.getByLabel('Hora de término').fill('19:00');
    await dialog.getByRole('button', { name: 'Adicionar exceção' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Conflito de horário com a exceção "${jogo}" (${dayInSentence(tomorrow)}, 16:00–18:00).`);
    await expect(dialog.getByLabel('Data de início')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('excecao-linha').filter({ hasText: `Pós-jogo E2E ${stamp}` })).toHaveCount(0);

    // Today at noon: the "Amanhã" tab has the match in time order, marked, and says what it interrupts.
    const today = await visitScheduleAt(browser, `${saoPauloDay(0)}T12:00:00-03:00`);
    await expect(today.visitor.getByRole('tab', { selected: true })).toContainText('Hoje');
    await today.visitor.getByRole('tab', { name: /Amanhã/ }).click();
    const tab = today.visitor.getByRole('tabpanel');
    const special = tab.getByTestId('excecao-item');
    await expect(special).toContainText('Programação especial');
    await expect(special).toContainText('16:00 – 18:00');
    await expect(special.getByRole('heading', { level: 3 })).toHaveText(jogo);
    const order = await tab.getByRole('heading', { level: 3 }).allTextContents();
    expect(order.indexOf(jogo)).toBe(order.indexOf('Tarde Musical') + 1);
    await expect(tab.getByTestId('programa-item').filter({ hasText: 'Tarde Musical' }).getByTestId('programa-substituido')).toHaveText(
      'Interrompido pela programação especial (16:00 – 18:00).',
    );
    // Arrow keys move between the days.
    await today.visitor.getByRole('tab', { name: /Amanhã/ }).press('ArrowLeft');
    await expect(today.visitor.getByRole('tab', { selected: true })).toContainText('Hoje');
    await expect(today.visitor.getByRole('tab', { selected: true })).toBeFocused();
    await today.close();

    // Tomorrow 16:30: the match is on air, in the player (every page) and on /programacao.
    const during = await visitScheduleAt(browser, `${tomorrow}T16:30:00-03:00`, 'installed', '/');
    await expect(during.visitor.getByTestId('player-subtitle')).toHaveText(jogo);
    await during.visitor.goto('/programacao');
    await expect(during.visitor.getByTestId('no-ar-agora')).toContainText(jogo);
    await expect(during.visitor.locator('[data-no-ar="true"]')).toHaveAttribute('data-testid', 'excecao-item');
    // 18:00: over; the grid's evening news, without a reload.
    await during.visitor.goto('/');
    await during.visitor.clock.setSystemTime(new Date(`${tomorrow}T18:00:30-03:00`));
    await during.visitor.clock.runFor(60_000);
    await expect(during.visitor.getByTestId('player-subtitle')).toHaveText('Sintonia FM Notícias');
    await during.close();

    // Deleted: the grid is back.
    await exceptionRow.getByRole('button', { name: `Excluir ${jogo}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir exceção?' });
    await confirm.getByRole('button', { name: 'Excluir exceção' }).click();
    await expect(page.getByText('Exceção excluída da grade.')).toBeVisible();
    await expect(exceptionRow).toHaveCount(0);
    const after = await visitScheduleAt(browser, `${tomorrow}T16:30:00-03:00`, 'fixed', '/');
    await expect(after.visitor.getByTestId('player-subtitle')).toHaveText('Tarde Musical');
    await after.close();

    await page.goto('/admin/logs?entidade=excecao_grade');
    await expect(page.getByTestId('log-linha').first()).toContainText(`Marta Lindner excluiu a exceção da grade “${jogo}”`);
    expect(problems.filter((problem) => !/^HTTP 409 \/api\/v1\/grade-excecoes$/.test(problem) && !/status of 409/.test(problem))).toEqual([]);
  });

  test('/programacao with a fixed clock: day tabs from today, "No ar agora" on the show on air, next show, JSON-LD', async ({ browser }) => {
    // Monday 30/11/2026 15:30 in São Paulo: the seeded Tarde Musical.
    const { visitor, close } = await visitScheduleAt(browser, '2026-11-30T18:30:00Z', 'installed');
    const problems = watchConsole(visitor);
    await expect(visitor.getByTestId('no-ar-agora')).toContainText('Tarde Musical');
    await expect(visitor.getByTestId('no-ar-agora')).toContainText('15:00 – 18:00');
    await expect(visitor.getByTestId('a-seguir')).toContainText('Sintonia FM Notícias');
    await expect(visitor.getByTestId('a-seguir')).toContainText('hoje às 18:00');
    const tabs = visitor.getByRole('tablist', { name: 'Dias da semana' }).getByRole('tab');
    await expect(tabs).toHaveText(['Hoje30/11', 'Amanhã01/12', 'Quarta02/12', 'Quinta03/12', 'Sexta04/12', 'Sábado05/12', 'Domingo06/12']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const days = visitor.getByTestId('dia-programacao');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAttribute('data-dia', '1');
    await expect(days.first()).toBeVisible();
    await expect(days.nth(1)).toBeHidden();
    await expect(days.first().getByRole('heading', { level: 2 })).toContainText('Hoje, segunda-feira');
    const live = visitor.locator('[data-no-ar="true"]');
    await expect(live).toHaveCount(1);
    await expect(live).toContainText('Tarde Musical');
    await expect(live).toContainText('No ar agora');
    // Presenters link to the team page.
    await expect(days.first().getByRole('link', { name: 'Cláudio Zanella' })).toHaveAttribute('href', /\/equipe#membro-\d+$/);
    // Keyboard: the tabs follow the arrow keys.
    await tabs.first().focus();
    await visitor.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(days.nth(1)).toBeVisible();
    await expect(days.first()).toBeHidden();
    await visitor.keyboard.press('Home');

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

  test('/programacao without JavaScript: every day readable, with links to each', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR', javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto('/programacao');
    await expect(visitor.getByRole('tab')).toHaveCount(0);
    const days = visitor.getByTestId('dia-programacao');
    await expect(days).toHaveCount(7);
    for (let index = 0; index < 7; index++) await expect(days.nth(index)).toBeVisible();
    await expect(days.nth(6).getByRole('heading', { level: 2 })).toHaveText('Domingo');
    await visitor.getByRole('navigation', { name: 'Dias da semana' }).getByRole('link', { name: 'Domingo' }).click();
    await expect(visitor).toHaveURL(/#dia-0$/);
    await context.close();
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
