import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, stack } from './stack';

/*
 * API_URL mode: a second app server fronts e2e/fixtures/legacy-backend.mjs, an older station
 * backend that sends the other shapes SPEC §3 allows (each worker's stack has its own pair,
 * e2e/stack.ts). Pages read it server-side through lib/api; the browser reaches it through this app's /api/v1 forward.
 * Every expected text below is SPEC text or fixture data.
 */
test.use({ baseURL: appUrl(stack.legacyApp) });

const BRAND = 'Rádio Legado FM';

type Card = { titulo: string; href: string; categoria: string; data: string; cor?: string };

// Featured, newest first ('destaque' sent as '1', 1 and 'true').
const FEATURED: Card[] = [
  {
    titulo: 'Prefeitura anuncia novo terminal rodoviário',
    href: '/politica/prefeitura-anuncia-novo-terminal-rodoviario',
    categoria: 'Política',
    data: '09/11/2026',
    // Sent as categoria {nome, slug, color}: the colour alias reaches the badge.
    cor: 'rgb(29, 78, 216)',
  },
  // Sent as the category's name only: the colour comes from the station's category list (issue 12 item 12).
  { titulo: 'Time da cidade vence clássico regional', href: '/esportes/time-da-cidade-vence-classico-regional', categoria: 'Esportes', data: '08/11/2026', cor: 'rgb(22, 163, 74)' },
  { titulo: 'Festival de Inverno confirma atrações', href: '/cultura-e-lazer/festival-de-inverno-confirma-atracoes', categoria: 'Cultura e Lazer', data: '07/11/2026', cor: 'rgb(245, 158, 11)' },
];

// The list minus the featured and the columnists ('O futuro do rádio no interior', 'Memórias da praça').
const RECENT: Card[] = [
  { titulo: 'Câmara aprova orçamento de 2027', href: '/politica/camara-aprova-orcamento-de-2027', categoria: 'Política', data: '06/11/2026' },
  { titulo: 'Feira do produtor volta à praça central', href: '/economia/feira-do-produtor-volta-a-praca-central', categoria: 'Economia', data: '05/11/2026' },
  { titulo: 'Galeria: Noite de luzes na praça', href: '/galeria-de-fotos/galeria-noite-de-luzes-na-praca', categoria: 'Galeria de Fotos', data: '02/11/2026' },
];

const POLL_ID = 7;
const POLL_QUESTION = 'Qual atração você quer ver no Festival de Inverno?';
const ALREADY_VOTED = 'Você já votou nesta enquete';

/**
 * Page errors and hydration warnings only: images the legacy backend hosts are not this app's,
 * and a refused vote is an expected 409, so failed responses are not counted here.
 */
function watchPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

async function pollTotal(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/v1/publico/enquetes')).json()) as { dados: { id: number; totalVotos: number }[] };
  return body.dados.find((poll) => poll.id === POLL_ID)!.totalVotos;
}

test.describe('API_URL mode against an older station backend', () => {
  test('/api/v1 is forwarded: health, shapes, query string and votes', async ({ request }) => {
    const health = await request.get('/api/v1/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', servidor: 'legado' });

    // The legacy shape arrives untouched: the forward does not normalise, the pages do.
    const categories = (await (await request.get('/api/v1/publico/categorias')).json()) as { categorias: { title?: string }[] };
    expect(categories.categorias.map((c) => c.title).filter(Boolean)).toContain('Política');

    const sports = (await (await request.get('/api/v1/publico/postagens?categoria=esportes&limite=5')).json()) as { dados: { title: string }[] };
    expect(sports.dados.map((p) => p.title)).toEqual(['Time da cidade vence clássico regional']);

    const vote = () => request.post(`/api/v1/publico/enquetes/${POLL_ID}/votar`, { data: { opcaoId: 73, deviceId: 'e2e-legado-api-0001' } });
    expect((await vote()).status()).toBe(201);
    const again = await vote();
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ message: ALREADY_VOTED });
  });

  test('home shows the legacy station, its featured and latest posts with categories and dates', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(BRAND));
    await expect(page.getByRole('heading', { level: 1, name: BRAND })).toBeAttached();

    const featured = page.getByRole('region', { name: 'Destaques' }).getByRole('article');
    await expect(featured).toHaveCount(FEATURED.length);
    for (const [index, post] of FEATURED.entries()) {
      const card = featured.nth(index);
      await expect(card.getByRole('link', { name: post.titulo })).toHaveAttribute('href', post.href);
      const badge = card.getByText(post.categoria, { exact: true });
      await expect(badge).toBeVisible();
      if (post.cor) await expect(badge).toHaveCSS('background-color', post.cor);
      await expect(card).toContainText(post.data);
    }
    // '09/11/2026 às 14h30' was read as São Paulo wall-clock time (UTC-3), whatever the server's zone.
    await expect(featured.first().locator('time').first()).toHaveAttribute('datetime', '2026-11-09T17:30:00.000Z');

    const recent = page.getByRole('region', { name: 'Notícias Recentes' });
    await expect(recent.getByRole('article')).toHaveCount(RECENT.length);
    for (const [index, post] of RECENT.entries()) {
      const card = recent.getByRole('article').nth(index);
      await expect(card.getByRole('link', { name: post.titulo })).toHaveAttribute('href', post.href);
      await expect(card.getByText(post.categoria, { exact: true })).toBeVisible();
      await expect(card).toContainText(post.data);
    }
    await expect(recent.getByRole('link', { name: 'O futuro do rádio no interior' })).toHaveCount(0);

    expect(problems).toEqual([]);
  });

  test('voting goes through the forwarded /api/v1; the same device is refused the second time', async ({ page, request }) => {
    const problems = watchPageErrors(page);
    const total = await pollTotal(request);
    const votePath = `/api/v1/publico/enquetes/${POLL_ID}/votar`;
    let votesSent = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === votePath) votesSent += 1;
    });
    const voteResponse = () => page.waitForResponse((response) => new URL(response.url()).pathname === votePath && response.request().method() === 'POST');

    await page.goto('/');
    const poll = page.getByRole('region', { name: 'Enquete' });
    await expect(poll.getByText(POLL_QUESTION)).toBeVisible();
    await expect(poll.getByText(`${total} votos`)).toBeVisible();

    const accepted = voteResponse();
    await poll.getByRole('button', { name: /Orquestra Jovem/ }).click();
    expect((await accepted).status()).toBe(201);
    await expect(page.getByText('Voto registrado com sucesso!')).toBeVisible();
    // Polls are reloaded after a vote (SPEC §4.5), again through the forward.
    await expect(poll.getByText(`${total + 1} votos`)).toBeVisible();

    // SPEC §5: this device's own record stops the second vote before it is sent.
    await poll.getByRole('button', { name: /Banda Municipal/ }).click();
    await expect(page.getByText(ALREADY_VOTED)).toBeVisible();
    expect(votesSent).toBe(1);

    // Without that record, the backend refuses it: its 409 and message come back through the forward.
    await page.evaluate((key) => window.localStorage.removeItem(key), `enquete_votos_${POLL_ID}`);
    await page.reload();
    await expect(poll.getByText(POLL_QUESTION)).toBeVisible();
    const refused = voteResponse();
    await poll.getByRole('button', { name: /Banda Municipal/ }).click();
    const refusal = await refused;
    expect(refusal.status()).toBe(409);
    expect(await refusal.json()).toEqual({ message: ALREADY_VOTED });
    await expect(page.getByText(ALREADY_VOTED)).toBeVisible();
    expect(votesSent).toBe(2);
    expect(await pollTotal(request)).toBe(total + 1);

    expect(problems).toEqual([]);
  });
});
