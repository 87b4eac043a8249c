import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD as PASSWORD, openPanelAs, signInToPanel } from './helpers';

/*
 * The sign-in throttle against the real server. It counts per socket address, so
 * a client that floods wrong passwords (and forges every forwarding header) locks only itself out.
 * The flood comes from 127.0.0.2, so the browser (127.0.0.1) and the other specs are untouched.
 * Device cookies: strangers' wrong passwords from many addresses lock an account for devices it
 * does not know, never for the browser its owner signed in from (on an account of this spec's own).
 */

const LOCKED_MESSAGE = 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto';

type Answer = { status: number; body: { message?: string; codigo?: string; [key: string]: unknown }; setCookie: string[] };

function postJson(port: number, localAddress: string, path: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {}, setCookie: response.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function postLogin(port: number, localAddress: string, body: object, headers: Record<string, string> = {}) {
  const { status, body: answer } = await postJson(port, localAddress, '/api/v1/auth/login', body, headers);
  return { status, body: answer };
}

test('a flood of wrong logins from one address locks only that address, whatever headers it forges', async ({ page, baseURL }) => {
  const port = Number(new URL(baseURL ?? '').port);
  const statuses: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const forged = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}`, 'x-sintonia-peer': `198.51.100.${i}` };
    statuses.push((await postLogin(port, '127.0.0.2', { email: 'autor@sintonia.local', password: `errada-${i}-x` }, forged)).status);
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

  const locked = await postLogin(port, '127.0.0.2', { email: 'autor@sintonia.local', password: PASSWORD }, { 'x-forwarded-for': '192.0.2.1' });
  expect(locked).toEqual({ status: 429, body: { message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' } });

  // Another address signs in to the same account, through the API and through the panel.
  expect((await postLogin(port, '127.0.0.3', { email: 'autor@sintonia.local', password: PASSWORD })).status).toBe(200);
  await signInToPanel(page, 'autor@sintonia.local');
});

/** Signs the panel out in this browser but keeps what a browser keeps across sessions (the device cookie). */
async function signOutKeepingDevice(page: Page) {
  const context = page.context();
  const kept = (await context.cookies()).filter((cookie) => !cookie.name.includes('next-auth'));
  await context.clearCookies();
  await context.addCookies(kept);
  await page.goto('/robots.txt');
  await page.evaluate(() => window.localStorage.clear());
}

test("strangers' wrong passwords lock an account for unknown devices, never for the browser its owner signed in from", async ({ page, browser, baseURL }) => {
  const port = Number(new URL(baseURL ?? '').port);
  const admin = await postLogin(port, '127.0.0.4', { email: 'admin@sintonia.local', password: PASSWORD });
  expect(admin.status).toBe(200);
  const bearer = { authorization: `Bearer ${String((admin.body as { accessToken?: string }).accessToken)}` };
  const email = `bloqueio.${Date.now().toString(36)}@sintonia.local`;
  const senha = 'Bloqueio2026forte';
  const created = await postJson(port, '127.0.0.4', '/api/v1/usuarios', { nome: 'Conta do Teste de Bloqueio', email, papel: 'autor', senha }, bearer);
  expect(created.status).toBe(201);
  const id = Number(created.body.id);

  try {
    // Her browser signs in through the panel: next-auth hands on the device cookie the API set.
    await signInToPanel(page, email, senha);
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'sintonia_aparelho');
    expect(device).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax', secure: false });
    expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 60 * 60);
    await signOutKeepingDevice(page);

    // Another browser, which never signed in to her account, has the form filled in meanwhile.
    const stranger = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto('/admin/login');
      await strangerPage.getByLabel('E-mail').fill(email);
      await strangerPage.getByLabel('Senha', { exact: true }).fill(senha);

      // 15 wrong passwords from 15 addresses. The attack waits out the first 1-second back-off once,
      // so the 11th opens a 2-second wait: the checks below run within it.
      const statuses: number[] = [];
      for (let i = 1; i <= 15; i += 1) {
        if (i === 11) await new Promise((resolve) => setTimeout(resolve, 1_100));
        statuses.push((await postLogin(port, `127.0.1.${i}`, { email, password: `errada-${i}-x` })).status);
      }
      expect(statuses).toEqual([...Array(11).fill(401), ...Array(4).fill(429)]);

      // An unknown device, through the API and through the panel's form: refused with the account's message.
      expect(await postLogin(port, '127.0.1.50', { email, password: senha })).toEqual({ status: 429, body: { message: LOCKED_MESSAGE, codigo: 'CONTA_BLOQUEADA' } });
      await strangerPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(strangerPage.locator('#login-erro')).toHaveText(LOCKED_MESSAGE);
    } finally {
      await stranger.close();
    }

    // Her own browser still signs in.
    await signInToPanel(page, email, senha);

    // The admins see the lockout (and its log entry) and lift it.
    const adminPage = await browser.newPage({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      await openPanelAs(adminPage, 'admin', '/admin/usuarios');
      const section = adminPage.getByRole('region', { name: 'Contas bloqueadas temporariamente' });
      const entry = section.locator(`[data-testid="conta-bloqueada"][data-email="${email}"]`);
      await expect(entry).toContainText(/Conta do Teste de Bloqueio · bloqueada até \d{2}\/\d{2}\/\d{4} \d{2}h\d{2}/);
      await entry.getByRole('button', { name: `Desbloquear ${email}` }).click();
      await expect(adminPage.getByText('Conta desbloqueada.')).toBeVisible();
      await expect(entry).toHaveCount(0);
      await adminPage.goto('/admin/logs?acao=bloquear');
      await expect(adminPage.getByTestId('log-linha').filter({ hasText: `Conta ${email} bloqueada temporariamente para aparelhos desconhecidos após 10 senhas erradas` })).toBeVisible();
    } finally {
      await adminPage.close();
    }
    expect((await postLogin(port, '127.0.1.50', { email, password: senha })).status).toBe(200);
  } finally {
    await postJson(port, '127.0.0.4', `/api/v1/usuarios/${id}/desativar`, {}, bearer);
  }
});
