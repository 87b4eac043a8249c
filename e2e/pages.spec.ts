import { expect, test, type Page } from '@playwright/test';
import { normalizeSettings, type PublicSettings } from '../lib/domain/settings';
import { normalizeTeamList } from '../lib/domain/team';
import { watchConsole } from './helpers';
import { AUDIO_CONTROL } from './stack';

const SENT = 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.';
/** The contact API refuses forms sent less than 3 s after the page rendered them. */
const TIME_TRAP_MS = 3000;
const CRAWLER_UA = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

async function apiJson(page: Page, path: string): Promise<unknown> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const settingsOf = async (page: Page): Promise<PublicSettings> => normalizeSettings(await apiJson(page, '/configuracoes/publicas'));

/** SPEC §2.5 metadata, the visible trail and its BreadcrumbList JSON-LD. */
async function expectPageSeo(page: Page, { title, path, crumb }: { title: string; path: string; crumb: string }) {
  await expect(page).toHaveTitle(title);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(path);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(crumb);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Início', crumb]);
  expect(new URL(breadcrumbs.itemListElement[1].item).pathname).toBe(path);
}

test.describe('/buscar (SPEC §2.1)', () => {
  test('replaces history with /noticias?busca={trimmed, encoded q} @mobile', async ({ page }) => {
    await page.goto('/');
    await page.goto('/buscar?q=%20%20sa%C3%BAde%20%20');
    await expect(page).toHaveURL(/\/noticias\?busca=sa%C3%BAde$/);
    // The redirect page left no history entry: Back returns to where the visitor was.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an empty or blank q goes to /noticias', async ({ page }) => {
    await page.goto('/buscar');
    await expect(page).toHaveURL(/\/noticias$/);
    await page.goto('/buscar?q=%20%20%20');
    await expect(page).toHaveURL(/\/noticias$/);
  });

  test("the server HTML says 'Redirecionando...', carries the no-script refresh and is not indexed", async ({ page }) => {
    const response = await page.request.get('/buscar?q=%20%20sa%C3%BAde%20%20');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Redirecionando...');
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="0;url=\/noticias\?busca=sa%C3%BAde"\/?><\/noscript>/);

    // Crawlers get the metadata in <head> (not streamed): this step is not to be indexed.
    const crawled = await (await page.request.get('/buscar?q=sa%C3%BAde', { headers: { 'user-agent': CRAWLER_UA } })).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(crawled)?.[1] ?? '';
    expect(head).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    expect(head).toContain('<title>Buscar | Sintonia FM</title>');

    const empty = await (await page.request.get('/buscar?q=')).text();
    expect(empty).toMatch(/<meta http-equiv="refresh" content="0;url=\/noticias"/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the no-script refresh still reaches the results', async ({ page }) => {
      await page.goto('/buscar?q=chuva');
      await expect(page).toHaveURL(/\/noticias\?busca=chuva$/);
    });
  });
});

test.describe('/equipe', () => {
  test('lists the seeded members as the API does, with roles, socials and columns links @mobile', async ({ page }) => {
    const problems = watchConsole(page);
    const raw = (await apiJson(page, '/publico/equipe')) as Array<{ nome: string; colunista: boolean }>;
    const team = normalizeTeamList(raw);
    expect(team).toHaveLength(6);

    await page.goto('/equipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Membros da equipe' }).getByRole('article');
    await expect(cards).toHaveCount(team.length);
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(team.map((member) => member.nome));

    for (const member of team) {
      const card = page.getByRole('article', { name: member.nome, exact: true });
      await expect(card.getByText(member.cargo, { exact: true })).toBeVisible();
      await expect(card.getByText(member.bio)).toBeVisible();
      const photo = card.getByRole('img', { name: `Foto de ${member.nome}` });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      for (const link of member.redes) {
        await expect(card.getByRole('link', { name: `${SOCIAL_LABELS[link.network]} de ${member.nome}` })).toHaveAttribute('href', link.url);
      }
      const columns = card.getByRole('link', { name: `Ver colunas de ${member.nome}` });
      if (member.colunista) await expect(columns).toHaveAttribute('href', '/colunistas');
      else await expect(columns).toHaveCount(0);
    }
    expect(raw.filter((member) => member.colunista).length).toBeGreaterThan(0);
    await expectPageSeo(page, { title: 'Equipe | Sintonia FM', path: '/equipe', crumb: 'Equipe' });
    expect(problems).toEqual([]);
  });
});

test.describe('/a-radio', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.request.post(`${AUDIO_CONTROL}?valor=normal`);
    expect(response.ok()).toBe(true);
  });

  test("shows the about text and 'FM 87.9', and 'Ouça ao vivo' starts the player @mobile", async ({ page }) => {
    const settings = await settingsOf(page);
    const paragraphs = settings.sobre.texto.split(/\n\s*\n/).map((p) => p.trim());
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);

    await page.goto('/a-radio');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'A Rádio' })).toBeVisible();
    await expect(main.getByText('FM 87.9', { exact: true })).toBeVisible();
    for (const paragraph of paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();

    const bar = page.getByRole('region', { name: 'Player da rádio' });
    await expect(bar.getByTestId('player-status')).toHaveText('Rádio offline');
    await main.getByRole('button', { name: 'Ouça ao vivo' }).click();
    await expect(bar.getByTestId('player-status')).toHaveText('Ao vivo');
    await expect(main.getByRole('button', { name: 'Pausar a transmissão' })).toBeVisible();
    await main.getByRole('button', { name: 'Pausar a transmissão' }).click();
    await expect(bar.getByTestId('player-status')).toHaveText('Rádio offline');
  });

  test('app download links and the contact block', async ({ page }) => {
    const problems = watchConsole(page);
    const settings = await settingsOf(page);
    await page.goto('/a-radio');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Baixar na Google Play' })).toHaveAttribute('href', settings.player.appDownloadLinks.android);
    await expect(main.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute('href', settings.player.appDownloadLinks.ios);
    const contact = main.getByRole('region', { name: 'Contato' });
    await expect(contact.getByText(settings.site.endereco)).toBeVisible();
    await expect(contact.getByRole('link', { name: settings.site.telefone })).toHaveAttribute('href', `tel:${settings.site.telefone.replace(/\D/g, '')}`);
    await expect(contact.getByRole('link', { name: settings.site.emailContato })).toHaveAttribute('href', `mailto:${settings.site.emailContato}`);
    await expectPageSeo(page, { title: 'A Rádio | Sintonia FM', path: '/a-radio', crumb: 'A Rádio' });
    expect(problems).toEqual([]);
  });
});

test.describe('/contato', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Formulário de contato' });

  async function fillForm(page: Page, email: string) {
    const contact = form(page);
    await contact.getByLabel('Nome').fill('Joana Ouvinte');
    await contact.getByLabel('E-mail').fill(email);
    await contact.getByLabel('Telefone').fill('(51) 99999-1234');
    await contact.getByLabel('Assunto').fill('Sugestão de pauta');
    await contact.getByLabel('Mensagem').fill('Bom dia! Sugiro uma reportagem sobre a feira do produtor no sábado.');
  }

  /** Waits out the time trap, counted from the page load. */
  async function afterTimeTrap(page: Page, loadedAt: number) {
    const left = TIME_TRAP_MS + 300 - (Date.now() - loadedAt);
    if (left > 0) await page.waitForTimeout(left);
  }

  const contactPost = (page: Page) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/publico/contato' && response.request().method() === 'POST');

  test('address, tel:, mailto:, WhatsApp and map links, and the page metadata', async ({ page }) => {
    const problems = watchConsole(page);
    const settings = await settingsOf(page);
    await page.goto('/contato');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    const details = main.getByRole('region', { name: 'Fale com a gente' });
    await expect(details.getByText(settings.site.endereco)).toBeVisible();
    await expect(details.getByRole('link', { name: settings.site.telefone })).toHaveAttribute('href', 'tel:5135558790');
    await expect(details.getByRole('link', { name: settings.site.emailContato })).toHaveAttribute('href', `mailto:${settings.site.emailContato}`);
    const map = details.getByRole('link', { name: /Ver no mapa/ });
    await expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.site.endereco)}`);
    await expect(map).toHaveAttribute('target', '_blank');
    const whatsapp = details.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.whatsapp.numero}\\?text=`));
    await expectPageSeo(page, { title: 'Contato | Sintonia FM', path: '/contato', crumb: 'Contato' });
    expect(problems).toEqual([]);
  });

  test('a valid message is sent and confirmed @mobile', async ({ page }) => {
    await page.goto('/contato');
    const loadedAt = Date.now();
    await fillForm(page, `joana.${Date.now()}@example.com`);
    await afterTimeTrap(page, loadedAt);
    const posted = contactPost(page);
    await form(page).getByRole('button', { name: 'Enviar mensagem' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ nome: 'Joana Ouvinte', site: '', token: expect.stringMatching(/^v1\./) });
    await expect(page.getByRole('main').getByText(SENT)).toBeVisible();
    // The phone stayed scrolled where the button was, below the shorter confirmation: focused, it comes into view.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: SENT })).toBeFocused();
    await expect(page.getByRole('main').getByText(SENT)).toBeInViewport();
    await expect(page.locator('[data-toast-type="success"]').getByText('Mensagem enviada!')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  });

  test('an invalid e-mail is shown next to its field and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/publico/contato') sent += 1;
    });
    await page.goto('/contato');
    await fillForm(page, 'joana@');
    await form(page).getByRole('button', { name: 'Enviar mensagem' }).click();
    const email = form(page).getByLabel('E-mail');
    await expect(form(page).getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form(page).getByRole('alert')).toHaveText('Verifique os campos destacados e tente de novo.');
    // Nothing typed is lost.
    await expect(form(page).getByLabel('Mensagem')).toHaveValue('Bom dia! Sugiro uma reportagem sobre a feira do produtor no sábado.');
    expect(sent).toBe(0);
  });

  test('the honeypot: a bot that fills the hidden field is told it worked', async ({ page }) => {
    await page.goto('/contato');
    const loadedAt = Date.now();
    await fillForm(page, `robo.${Date.now()}@example.com`);
    const honeypot = page.locator('input[name="site"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /branco/ })).toHaveCount(0);
    // People cannot reach it (off-screen, hidden from assistive technology); a bot writes straight into the DOM.
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await afterTimeTrap(page, loadedAt);
    const posted = contactPost(page);
    await form(page).getByRole('button', { name: 'Enviar mensagem' }).click();
    const response = await posted;
    expect(response.request().postDataJSON()).toMatchObject({ site: 'https://spam.example' });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ message: SENT });
    await expect(page.getByRole('main').getByText(SENT)).toBeVisible();
  });

  test('the API refuses a form sent faster than a person could', async ({ page }) => {
    const { token } = (await apiJson(page, '/publico/contato/token')) as { token: string };
    const response = await page.request.post('/api/v1/publico/contato', {
      data: { nome: 'Robô', email: `robo.${Date.now()}@example.com`, mensagem: 'Mensagem enviada na hora.', site: '', token },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Não foi possível enviar sua mensagem. Recarregue a página e tente de novo.',
      codigo: 'ENVIO_RECUSADO',
    });
  });
});
