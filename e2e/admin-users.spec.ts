import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

/*
 * Staff accounts, issue 6 item 1 (SPEC §6: /admin/usuarios is admin-only): an admin creates,
 * edits, resets the password of, deactivates, reactivates and deletes accounts; the guards on the
 * admin's own account; an editor kept off the screen; and a user changing their own profile and
 * password on /admin/perfil. Every account touched here is created here (unique e-mails with a
 * stamp) and left deactivated at the end; the demo logins are only ever signed in with.
 */

const DEMO_PASSWORD = 'Sintonia@2026';
const ADMIN_EMAIL = 'admin@sintonia.local';
const EDITOR_EMAIL = 'editor@sintonia.local';
const LOADING = 'Carregando painel administrativo...';
const stamp = Date.now().toString(36);
const created: number[] = [];

async function login(page: Page, email: string, password: string, landing: RegExp = /\/admin\/dashboard$/) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByText(LOADING)).toHaveCount(0);
}

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

/** A staff API call with the page's stored token. */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${await token(page)}` }, data });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

async function newSession(browser: Browser, email: string, password: string, landing?: RegExp) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await login(page, email, password, landing);
  return { context, page };
}

function row(page: Page, email: string) {
  return page.locator(`[data-testid="usuario-linha"][data-email="${email}"]`);
}

/** Refusals this spec provokes on purpose. */
function unexpected(problems: string[]): string[] {
  return problems.filter(
    (problem) =>
      !/^HTTP (401|403|409) \/api\/v1\/(usuarios|perfil|auth)/.test(problem) &&
      problem !== 'HTTP 400 /api/v1/perfil/senha' &&
      !/status of (400|401|403|409)/.test(problem),
  );
}

test.describe('users /admin/usuarios and /admin/perfil (issue 6 item 1)', () => {
  test.afterAll(async ({ browser }) => {
    // Leave nothing usable behind: every account created here ends deactivated.
    if (created.length === 0) return;
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, ADMIN_EMAIL, DEMO_PASSWORD);
    for (const id of created) await api(page, 'POST', `/usuarios/${id}/desativar`);
    await context.close();
  });

  test('an admin creates, edits, resets, deactivates (the open session ends), reactivates and deletes', async ({ page, browser }) => {
    const problems = watchConsole(page);
    const email = `reporter.${stamp}@exemplo.com.br`;
    await login(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Usuários' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(row(page, ADMIN_EMAIL)).toContainText('Você');
    await expect(row(page, EDITOR_EMAIL)).toContainText('Editor');

    // Create: field errors first, then a generated password.
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('Nome').fill('Repórter E2E');
    await dialog.getByLabel('E-mail').fill('sem-arroba');
    await dialog.getByLabel('Senha inicial').fill('curta');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(dialog.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(dialog.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('E-mail').fill(email.toUpperCase());
    await dialog.getByLabel('Papel').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Gerar senha' }).click();
    await expect(dialog.getByText('Anote ou copie esta senha agora: ela não será mostrada de novo.')).toBeVisible();
    const firstPassword = await dialog.getByLabel('Senha inicial').inputValue();
    expect(firstPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16}$/);
    const [createdResponse] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/usuarios'),
      dialog.getByRole('button', { name: 'Criar usuário' }).click(),
    ]);
    const user = await createdResponse.json();
    created.push(user.id);
    await expect(page.getByRole('status').getByText('Usuário criado.')).toBeVisible();
    await expect(row(page, email)).toContainText('Repórter E2E');
    await expect(row(page, email)).toContainText('Nunca entrou');
    await expect(row(page, email)).toContainText('Ativo');

    // The same e-mail again: 409 on the e-mail field.
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('Nome').fill('Outra Pessoa');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Senha inicial').fill('OutraSenha123');
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(dialog.locator('p[id$="-email-erro"]')).toHaveText('Este e-mail já está em uso por outro usuário.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Edit the name.
    await row(page, email).getByRole('button', { name: 'Editar Repórter E2E' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await expect(dialog.getByLabel('Papel')).toHaveValue('editor');
    await dialog.getByLabel('Nome').fill('Repórter E2E Editado');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, email)).toContainText('Repórter E2E Editado');

    // Reset the password with a generated one, shown once.
    await row(page, email).getByRole('button', { name: 'Redefinir senha de Repórter E2E Editado' }).click();
    dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await dialog.getByLabel('Nova senha').fill('12345678');
    await dialog.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(dialog.getByText('A senha deve ter letras e números.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Gerar senha' }).click();
    await dialog.getByRole('button', { name: 'Redefinir senha' }).click();
    const newPassword = (await dialog.getByTestId('senha-gerada').textContent())?.trim() ?? '';
    expect(newPassword).toHaveLength(16);
    expect(newPassword).not.toBe(firstPassword);
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    // The account signs in, in another browser, with the new password only.
    const other = await newSession(browser, email, newPassword);
    const nav = other.page.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(nav.getByRole('link', { name: 'Postagens' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);

    // Deactivate: its open session is logged out on its next API call.
    await row(page, email).getByRole('button', { name: 'Desativar Repórter E2E Editado' }).click();
    let confirm = page.getByRole('dialog', { name: 'Desativar usuário?' });
    await expect(confirm).toContainText('não poderá mais entrar no painel');
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, email)).toContainText('Inativo');
    await nav.getByRole('link', { name: 'Postagens' }).click();
    await expect(other.page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2F/);
    expect(await other.page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await other.page.getByLabel('E-mail').fill(email);
    await other.page.getByLabel('Senha', { exact: true }).fill(newPassword);
    await other.page.getByRole('button', { name: 'Entrar' }).click();
    await expect(other.page.getByText('Credenciais inválidas')).toBeVisible();

    // Filter: only inactive accounts.
    await page.getByLabel('Situação').selectOption({ label: 'Só inativos' });
    await expect(row(page, email)).toBeVisible();
    await expect(row(page, ADMIN_EMAIL)).toHaveCount(0);
    await page.getByLabel('Situação').selectOption({ label: 'Ativos e inativos' });

    // Reactivate: signing in works again.
    await row(page, email).getByRole('button', { name: 'Reativar Repórter E2E Editado' }).click();
    confirm = page.getByRole('dialog', { name: 'Reativar usuário?' });
    await confirm.getByRole('button', { name: 'Reativar' }).click();
    await expect(row(page, email)).toContainText('Ativo');
    await login(other.page, email, newPassword);
    await other.context.close();

    // An account that was used cannot be deleted: said before anything is sent, with Desativar offered (issue 12 item 15).
    await row(page, email).getByRole('button', { name: 'Excluir Repórter E2E Editado' }).click();
    confirm = page.getByRole('dialog', { name: 'Este usuário não pode ser excluído' });
    await expect(confirm).toContainText(/Este usuário já usou o painel \(\d+ registros? no histórico\) e não pode ser excluído\. Desative a conta para bloquear o acesso e manter o histórico\./);
    await expect(confirm.getByRole('button', { name: 'Excluir usuário' })).toHaveCount(0);
    await expect(confirm.getByRole('button', { name: 'Desativar' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row(page, email)).toBeVisible();

    // One created by mistake and never used is deleted.
    const mistakeEmail = `engano.${stamp}@exemplo.com.br`;
    const mistake = await api(page, 'POST', '/usuarios', { nome: 'Conta por Engano', email: mistakeEmail, papel: 'autor', senha: 'Engano12345' });
    expect(mistake.status).toBe(201);
    await page.getByLabel('Buscar por nome ou e-mail').fill(`engano.${stamp}`);
    await expect(page.locator('[data-testid="usuario-linha"]')).toHaveCount(1);
    await row(page, mistakeEmail).getByRole('button', { name: 'Excluir Conta por Engano' }).click();
    confirm = page.getByRole('dialog', { name: 'Excluir usuário?' });
    await confirm.getByRole('button', { name: 'Excluir usuário' }).click();
    await expect(page.getByRole('status').getByText('Usuário excluído.')).toBeVisible();
    await expect(page.getByText('Nenhum usuário encontrado com esses filtros.')).toBeVisible();
    expect((await api(page, 'GET', `/usuarios/${mistake.body.id}`)).status).toBe(404);

    expect(unexpected(problems)).toEqual([]);
  });

  test('guards on the own account: papel and situation locked with the reason; the API refuses too', async ({ page }) => {
    await login(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto('/admin/usuarios');
    const mine = row(page, ADMIN_EMAIL);
    await expect(mine.getByRole('button', { name: /^Desativar/ })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
    await expect(mine.getByRole('link', { name: 'Trocar minha senha' })).toHaveAttribute('href', '/admin/perfil');
    await mine.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await expect(dialog.getByLabel('Papel')).toBeDisabled();
    await expect(dialog.getByText('Você não pode alterar o seu próprio papel. Peça a outro administrador.')).toBeVisible();
    await expect(dialog.getByLabel('Conta ativa')).toBeDisabled();
    await expect(dialog.getByText('Você não pode desativar a sua própria conta.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const me = await api(page, 'GET', '/perfil');
    const base = { nome: me.body.nome, email: me.body.email, avatar: me.body.avatar };
    expect(await api(page, 'PUT', `/usuarios/${me.body.id}`, { ...base, papel: 'editor', ativo: true })).toEqual({
      status: 403,
      body: { message: 'Você não pode alterar o seu próprio papel. Peça a outro administrador.', codigo: 'PROPRIA_CONTA' },
    });
    expect(await api(page, 'POST', `/usuarios/${me.body.id}/desativar`)).toEqual({
      status: 403,
      body: { message: 'Você não pode desativar a sua própria conta.', codigo: 'PROPRIA_CONTA' },
    });
    expect((await api(page, 'GET', '/auth/me')).status).toBe(200);
  });

  test('an editor is sent from /admin/usuarios to the dashboard and has no Usuários in the menu; the API says 403', async ({ page }) => {
    await login(page, EDITOR_EMAIL, DEMO_PASSWORD);
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(nav.getByRole('link', { name: 'Postagens' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    expect((await api(page, 'GET', '/usuarios')).status).toBe(403);
  });

  test('a user edits their profile and changes their password on /admin/perfil, then signs in with it', async ({ page, browser }) => {
    await login(page, ADMIN_EMAIL, DEMO_PASSWORD);
    const email = `autora.${stamp}@exemplo.com.br`;
    const first = 'Primeira2026';
    const made = await api(page, 'POST', '/usuarios', { nome: 'Autora E2E', email, papel: 'autor', senha: first });
    expect(made.status).toBe(201);
    created.push(made.body.id);

    const { context, page: mine } = await newSession(browser, email, first);
    const problems = watchConsole(mine);
    await mine.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(mine).toHaveURL(/\/admin\/perfil$/);
    await expect(mine.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

    // Profile: the stored user and the panel menu follow.
    const profile = mine.getByRole('region', { name: 'Dados pessoais' });
    await expect(profile.getByText('Autor', { exact: true })).toBeVisible();
    await profile.getByLabel('Nome').fill('Autora E2E Renomeada');
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(mine.getByRole('status').getByText('Perfil atualizado.')).toBeVisible();
    await expect(mine.getByTestId('painel-usuario')).toContainText('Autora E2E Renomeada');
    expect(JSON.parse((await mine.evaluate(() => localStorage.getItem('user'))) ?? '{}').nome).toBe('Autora E2E Renomeada');

    // Password: wrong current one, mismatched confirmation, then the change.
    const password = mine.getByRole('region', { name: 'Trocar senha' });
    const oldToken = await token(mine);
    await password.getByLabel('Senha atual').fill('naoeessa123');
    await password.getByLabel('Nova senha', { exact: true }).fill('Segunda2026');
    await password.getByLabel('Confirme a nova senha').fill('Segunda2026');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.locator('p[id$="-senhaAtual-erro"]')).toHaveText('A senha atual está incorreta.');
    await password.getByLabel('Senha atual').fill(first);
    await password.getByLabel('Confirme a nova senha').fill('Segunda2027');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByText('A confirmação não confere com a nova senha.')).toBeVisible();
    await password.getByLabel('Confirme a nova senha').fill('Segunda2026');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(mine.getByRole('status').getByText('Senha alterada.')).toBeVisible();
    await expect(password.getByLabel('Senha atual')).toHaveValue('');

    // This session continues on a fresh token; the old one is refused.
    const newToken = await token(mine);
    expect(newToken).not.toBe(oldToken);
    const refused = await mine.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(refused.status()).toBe(401);
    await mine.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Postagens' }).click();
    await expect(mine).toHaveURL(/\/admin\/postagens$/);
    await mine.reload();
    await expect(mine.getByRole('heading', { level: 1, name: 'Postagens' })).toBeVisible();
    // The next-auth cookie's session follows too (the login page mirrors it into local storage).
    const session = await (await mine.request.get('/api/auth/session')).json();
    expect(session).toEqual(expect.objectContaining({ accessToken: newToken, user: expect.objectContaining({ email, nome: 'Autora E2E Renomeada', papel: 'autor' }) }));
    expect((await api(mine, 'GET', '/auth/me')).status).toBe(200);
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // A fresh browser: the new password signs in, the old one does not.
    const fresh = await browser.newContext({ locale: 'pt-BR' });
    const again = await fresh.newPage();
    await again.goto('/admin/login');
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Senha', { exact: true }).fill(first);
    await again.getByRole('button', { name: 'Entrar' }).click();
    await expect(again.getByText('Credenciais inválidas')).toBeVisible();
    await login(again, email, 'Segunda2026');
    await expect(again.getByTestId('painel-usuario')).toContainText('Autora E2E Renomeada');
    await fresh.close();
  });
  test('on a phone the users are cards and Meu perfil is in the drawer @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await login(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto('/admin/usuarios');
    const card = page.locator(`[data-testid="usuario-cartao"][data-email="${ADMIN_EMAIL}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Administrador');
    await expect(card.getByRole('link', { name: 'Trocar minha senha' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Usuários do painel' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu do painel' });
    await drawer.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page).toHaveURL(/\/admin\/perfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  });
});
