import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

/*
 * Staff sign-in and the panel shell (issue 5 items 1–5; SPEC §2.2, §3, §4.3, §5, §6, §8):
 * the login screen, where the proxy and the panel send who, logout, the once-only 401 redirect,
 * the role-filtered navigation and the dashboard. Every login here succeeds except the single
 * wrong-password attempt, so the sign-in throttle (5 failures per account) is never reached.
 */

const PASSWORD = 'Sintonia@2026';
const STAFF = {
  admin: { email: 'admin@sintonia.local', nome: 'Administração Sintonia', papel: 'Administrador' },
  editor: { email: 'editor@sintonia.local', nome: 'Marta Lindner', papel: 'Editor' },
  autor: { email: 'autor@sintonia.local', nome: 'Renata Fagundes', papel: 'Autor' },
} as const;
type Who = keyof typeof STAFF;

const LOADING = 'Carregando painel administrativo...';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
}

/** Signs in from the login screen and waits for the panel to finish loading. */
async function login(page: Page, who: Who, landing: RegExp = /\/admin\/dashboard$/) {
  await page.goto('/admin/login');
  await fillLogin(page, STAFF[who].email, PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByText(LOADING)).toHaveCount(0);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: window.localStorage.getItem('token'), user: window.localStorage.getItem('user') }));

/** The panel's navigation: the sidebar on a desktop, the drawer on a phone. */
async function panelNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    return page.getByRole('dialog', { name: 'Menu do painel' });
  }
  return page.getByRole('complementary', { name: 'Menu do painel' });
}

const publicChrome = (page: Page) => [
  page.getByPlaceholder('Buscar notícias...'),
  page.getByText('OUÇA AGORA'),
  page.getByText('Clique para ouvir'),
  page.getByText('Rádio offline'),
  page.getByRole('link', { name: 'Enviar Mensagem' }),
];

test.describe('login screen /admin/login (SPEC §2.2, §5, §8)', () => {
  test('shows the logo and site name, the title, the e-mail and password fields and Entrar; no public layout; noindex', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    const brand = page.getByTestId('login-marca');
    await expect(brand.getByText('Sintonia FM')).toBeVisible();
    await expect(brand.getByRole('img')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('placeholder', 'Digite seu email');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    for (const locator of publicChrome(page)) await expect(locator).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/Painel Administrativo/);
    expect(problems).toEqual([]);
  });

  test('the settings placeholder pulses while the public settings load', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/configuracoes/publicas', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/login');
    await expect(page.getByTestId('login-marca-carregando').locator('.animate-pulse').first()).toBeVisible();
    release();
    await expect(page.getByTestId('login-marca').getByText('Sintonia FM')).toBeVisible();
  });

  test('field messages for an invalid e-mail and a short password; nothing is sent', async ({ page }) => {
    await page.goto('/admin/login');
    let signInRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/callback/')) signInRequests += 1;
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe o e-mail.')).toBeVisible();
    await expect(page.getByText('Informe a senha.')).toBeVisible();

    await fillLogin(page, 'editor-sem-arroba', '12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(signInRequests).toBe(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the password toggle reads 'Mostrar senha' / 'Ocultar senha'", async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo123');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('segredo123');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("a wrong password shows the server's message 'Credenciais inválidas'; the button reads 'Entrando...' meanwhile", async ({ page }) => {
    await page.goto('/admin/login');
    // Slow the sign-in down enough to see the submitting state.
    await page.route('**/api/auth/callback/credentials', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await fillLogin(page, STAFF.autor.email, 'senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    const error = page.locator('#login-erro');
    await expect(error).toHaveText('Credenciais inválidas');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});

test.describe('where the guards send who (SPEC §2.2 access rules, §6)', () => {
  test('signed out, /admin/postagens goes to the login remembering it; after signing in as editor, back to /admin/postagens', async ({ page }) => {
    await page.goto('/admin/postagens');
    await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fpostagens$/);
    await fillLogin(page, STAFF.editor.email, PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/postagens$/);
    await expect(page.getByText(LOADING)).toHaveCount(0);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user!)).toMatchObject({ email: STAFF.editor.email, papel: 'editor', nome: STAFF.editor.nome });
  });

  test('an editor opening /admin/usuarios is sent to the dashboard, and told why', async ({ page }) => {
    await login(page, 'editor');
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
  });

  test('an already signed-in visitor to /admin/login goes on to /admin (the dashboard), or to from', async ({ page }) => {
    await login(page, 'editor');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/login?from=%2Fadmin%2Fcategorias');
    await expect(page).toHaveURL(/\/admin\/categorias$/);
  });

  test('an unknown admin path is the admin 404, inside the panel shell', async ({ page }) => {
    await login(page, 'editor');
    const response = await page.goto('/admin/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const locator of publicChrome(page)) await expect(locator).toHaveCount(0);
  });
});

test.describe('the panel shell (SPEC §2.2, §6)', () => {
  test('admin sees Usuários and Configurações in the navigation, with name and role', async ({ page }) => {
    await login(page, 'admin');
    const nav = page.getByRole('complementary', { name: 'Menu do painel' });
    for (const label of ['Dashboard', 'Postagens', 'Categorias', 'Usuários', 'Mídia', 'Configurações', 'Banners', 'Enquetes', 'Equipe', 'Logs']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByText(STAFF.admin.nome)).toBeVisible();
    await expect(nav.getByText('Administrador')).toBeVisible();
    await expect(nav.getByRole('link', { name: /Ver site/ })).toHaveAttribute('target', '_blank');
  });

  test('autor does not see Usuários nor Configurações', async ({ page }) => {
    await login(page, 'autor');
    const nav = page.getByRole('complementary', { name: 'Menu do painel' });
    await expect(nav.getByRole('link', { name: 'Postagens', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Configurações' })).toHaveCount(0);
    await expect(nav.getByText('Autor', { exact: true })).toBeVisible();
  });

  test("'Carregando painel administrativo...' is what the server sends before the session is established", async ({ page }) => {
    await login(page, 'editor');
    const html = await (await page.request.get('/admin/dashboard')).text();
    expect(html).toContain(LOADING);
    // …and what the first paint shows until GET /auth/me answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByText(LOADING)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
  });

  test("'Sair' clears token and user, ends the session and lands on /admin/login", async ({ page }) => {
    await login(page, 'editor');
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout') && response.status() === 204);
    await page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('button', { name: 'Sair' }).click();
    await loggedOut;
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // The next-auth cookie is gone too: the panel is closed again.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fdashboard$/);
  });

  test('a 401 from the API clears the session and redirects once to /admin/login', async ({ page }) => {
    const problems = watchConsole(page);
    await login(page, 'editor');
    await page.evaluate(() => window.localStorage.setItem('token', 'token-corrompido'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // It stays there: no bounce back into the panel (the once-only timing itself is a unit test).
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fdashboard$/);
    expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    // The server session ended with it.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?from=/);
  });
});

test.describe('dashboard /admin/dashboard (issue 5 item 5)', () => {
  test('counts, most read posts, recent activity and shortcuts', async ({ page }) => {
    const problems = watchConsole(page);
    await login(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const token = (await storedSession(page)).token!;
    const api = await (await page.request.get('/api/v1/dashboard', { headers: { authorization: `Bearer ${token}` } })).json();

    for (const [key, label] of [
      ['publicadas', 'Publicadas'],
      ['agendadas', 'Agendadas'],
      ['rascunhos', 'Rascunhos'],
      ['visualizacoesHoje', 'Visualizações hoje'],
      ['visualizacoes7Dias', 'Visualizações em 7 dias'],
      ['votos', 'Votos em enquetes'],
    ] as const) {
      const card = page.getByTestId(`contagem-${key}`);
      await expect(card).toContainText(label);
      await expect(card).toContainText(new Intl.NumberFormat('pt-BR').format(api.contagens[key]));
    }

    const top = page.getByRole('region', { name: 'Mais lidas' });
    await expect(top.getByRole('listitem')).toHaveCount(api.maisLidas.length);
    const first = api.maisLidas[0];
    await expect(top.getByRole('link', { name: first.titulo })).toHaveAttribute('href', `/admin/postagens/${first.id}/editar`);
    await expect(top.getByRole('link', { name: /Ver no site/ }).first()).toHaveAttribute('href', first.url);

    const activity = page.getByRole('region', { name: 'Atividade recente' });
    await expect(activity.getByRole('listitem')).toHaveCount(api.atividade.length);
    await expect(activity.getByRole('listitem').first()).toContainText(/— (agora mesmo|há \d+ (min|h|dias?)|em \d{2}\/\d{2}\/\d{4})$/);

    await expect(page.getByRole('link', { name: 'Nova postagem' })).toHaveAttribute('href', '/admin/postagens/nova');
    await expect(page.getByRole('link', { name: 'Enviar mídia' })).toHaveAttribute('href', '/admin/midia');
    await expect(page.getByRole('main').getByRole('link', { name: /Ver site/ })).toHaveAttribute('target', '_blank');
    for (const locator of publicChrome(page)) await expect(locator).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test('signs in and navigates with the drawer @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await login(page, 'editor');
    await expect(page.getByRole('complementary', { name: 'Menu do painel' })).toBeHidden();
    const drawer = await panelNav(page, true);
    await expect(drawer.getByText(STAFF.editor.nome)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Categorias', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categorias$/);
    await expect(page.getByRole('dialog', { name: 'Menu do painel' })).toHaveCount(0);

    const again = await panelNav(page, true);
    await again.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
