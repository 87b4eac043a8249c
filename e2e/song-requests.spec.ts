import http from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';

/*
 * "Peça sua música": a listener sends a request from /peca-sua-musica and it appears on the
 * panel's "Pedidos" screen, already open in another browser, within 5 s and without a reload;
 * the studio marks it read and played. Then the limit: the 21st request in 10 minutes from one
 * address is refused with 429, its pt-BR text and Retry-After. The flood comes from 127.0.0.61
 * (the browser is 127.0.0.1) and carries a word the spec blocks for the time of the test, so its
 * twenty requests are accepted but never reach the studio's list (and the blocked-words setting
 * is checked on the way).
 */

const stamp = Date.now().toString(36);
const listener = {
  nome: `Ouvinte E2E ${stamp}`,
  local: 'Bairro Centro',
  mensagem: `Evidências, com um abraço para a turma da feira ${stamp}`,
  whatsapp: '(51) 99999-1234',
};
const SENT = 'Pedido enviado! Fique ligado na programação.';
const TOO_MANY = 'Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A request to the app from a chosen local address: the rate limit counts per socket address. */
function send(port: number, localAddress: string, method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request({ host: '127.0.0.1', port, localAddress, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function staffToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** The panel of an editor in a browser of its own (the listener's is another). */
async function openStudio(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 900 } });
  const studio = await context.newPage();
  await openPanelAs(studio, 'editor', '/admin/pedidos');
  await expect(studio.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  return studio;
}

test.describe('Peça sua música → Pedidos', () => {
  test('a request sent on the site appears on the open "Pedidos" screen within 5 s; the studio marks it read and played', async ({ page, browser }) => {
    const studio = await openStudio(browser);
    const studioProblems = watchConsole(studio);
    try {
      // The list has loaded (empty or not) before the request is sent.
      await expect(studio.getByTestId('pedidos-novos')).toBeVisible();
      const row = studio.getByTestId('pedido-linha').filter({ hasText: listener.nome });
      await expect(row).toHaveCount(0);

      const problems = watchConsole(page);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Peça sua música' }).click();
      await expect(page).toHaveURL(/\/peca-sua-musica$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Peça sua música' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Peça sua música' });
      await form.getByLabel('Seu nome').fill(listener.nome);
      await form.getByLabel('Bairro ou cidade').fill(listener.local);
      await form.getByLabel('Música ou recado').fill(listener.mensagem);
      await form.getByLabel(/WhatsApp/).fill(listener.whatsapp);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/publico/pedidos') && response.request().method() === 'POST', { timeout: 15_000 });
      await form.getByRole('button', { name: 'Enviar pedido' }).click();
      // The form waits out the anti-spam minimum fill time (3 s from when it got its token) before sending.
      expect((await answered).status()).toBe(201);
      const sentAt = Date.now();
      await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: SENT })).toBeFocused();

      // No reload on the studio's side: the list polls.
      await expect(row).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - sentAt).toBeLessThanOrEqual(5_000);
      await expect(row).toHaveAttribute('data-status', 'novo');
      await expect(row).toContainText(`${listener.nome} · ${listener.local}`);
      await expect(row.getByTestId('pedido-mensagem')).toHaveText(listener.mensagem);
      await expect(row.getByRole('link', { name: 'WhatsApp (51) 99999-1234' })).toHaveAttribute('href', 'https://wa.me/5551999991234');
      await expect(studio.getByRole('status').filter({ hasText: `Novo pedido de ${listener.nome}, de ${listener.local}.` })).toBeAttached();

      await row.getByRole('button', { name: 'Marcar como lida' }).click();
      await expect(row).toHaveAttribute('data-status', 'lido');
      await row.getByRole('button', { name: 'Marcar como tocada' }).click();
      await expect(row).toHaveAttribute('data-status', 'tocado');
      await studio.reload();
      await expect(studio.getByTestId('pedido-linha').filter({ hasText: listener.nome })).toHaveAttribute('data-status', 'tocado');

      expect(problems).toEqual([]);
      expect(studioProblems).toEqual([]);
    } finally {
      await studio.context().close();
    }
  });

  test('the 21st request in 10 minutes from one address gets 429 with the pt-BR text and Retry-After', async ({ page, baseURL }) => {
    const port = Number(new URL(baseURL ?? '').port);
    const blocked = `floode2e${stamp}`;
    await openPanelAs(page, 'admin', '/admin/dashboard');
    const headers = { authorization: `Bearer ${await staffToken(page)}` };
    const settings = (await (await page.request.get('/api/v1/configuracoes', { headers })).json()) as { valores: Record<string, Record<string, unknown>> };
    const saveBlocked = (palavrasBloqueadas: string) =>
      page.request.put('/api/v1/configuracoes', { headers, data: { ...settings.valores, pedidos: { ...settings.valores.pedidos, palavrasBloqueadas } } });
    expect((await saveBlocked(blocked)).status()).toBe(200);
    try {
      const { body: issued } = await send(port, '127.0.0.61', 'GET', '/api/v1/publico/contato/token');
      const token = String(issued.token);
      // A token is refused in its first 3 s (a person takes longer to fill in the form).
      await new Promise((resolve) => setTimeout(resolve, 3_300));
      const flood = (n: number) => ({ nome: `Robô ${n}`, local: 'Lugar nenhum', mensagem: `Pedido ${n} ${blocked}`, site: '', token });

      const statuses: number[] = [];
      for (let n = 1; n <= 20; n += 1) {
        const answer = await send(port, '127.0.0.61', 'POST', '/api/v1/publico/pedidos', flood(n));
        statuses.push(answer.status);
        expect(answer.body).toEqual({ message: SENT });
      }
      expect(statuses).toEqual(Array(20).fill(201));

      const limited = await send(port, '127.0.0.61', 'POST', '/api/v1/publico/pedidos', flood(21));
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: TOO_MANY, codigo: 'MUITAS_REQUISICOES' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);

      // Another address is not affected (and its request, with the blocked word, is not stored either).
      expect((await send(port, '127.0.0.62', 'POST', '/api/v1/publico/pedidos', flood(22))).status).toBe(201);
      const listed = (await (await page.request.get('/api/v1/pedidos?programa=todos&limite=100', { headers })).json()) as { dados: { mensagem: string }[] };
      expect(listed.dados.filter((item) => item.mensagem.includes(blocked))).toEqual([]);
    } finally {
      expect((await saveBlocked(String(settings.valores.pedidos?.palavrasBloqueadas ?? ''))).status()).toBe(200);
    }
  });
});
