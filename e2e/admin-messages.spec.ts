import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';
import { appUrl } from './stack';

/*
 * Staff panel, issue 6 item 8: the contact inbox. A visitor writes from /contato (the form waits
 * out its own anti-spam minimum fill time), the message arrives unread, opening it reads it, it can
 * be marked unread and deleted. Whatever is left of it is removed in afterAll.
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = appUrl();
const stamp = Date.now().toString(36);
const visitor = {
  nome: `Visitante E2E ${stamp}`,
  email: `visitante-${stamp}@exemplo.com.br`,
  assunto: `Pedido musical ${stamp}`,
  mensagem: 'Bom dia! Podem tocar uma moda de viola no programa da manhã? Abraço para a equipe.',
};


const row = (page: Page) => page.getByTestId('mensagem-linha').filter({ hasText: visitor.nome });

test.describe('contact inbox /admin/mensagens (issue 6 item 8)', () => {
  test.afterAll(async () => {
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const login = await context.post('/api/v1/auth/login', { data: { email: 'admin@sintonia.local', password: PASSWORD } });
    if (login.ok()) {
      const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      const found = await context.get(`/api/v1/mensagens?busca=${encodeURIComponent(stamp)}&limite=100`, { headers });
      for (const message of ((await found.json()) as { dados: { id: number }[] }).dados) await context.delete(`/api/v1/mensagens/${message.id}`, { headers });
    }
    await context.dispose();
  });

  test('a visitor writes from /contato; the inbox shows it unread; open → read; mark unread; delete', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/contato');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill(visitor.nome);
    await form.getByLabel('E-mail').fill(visitor.email);
    await form.getByLabel('Assunto').fill(visitor.assunto);
    await form.getByLabel('Mensagem').fill(visitor.mensagem);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    // The form itself waits until the minimum fill time has passed before sending.
    await expect(page.getByText('Mensagem enviada! Obrigado pelo contato — responderemos em breve.')).toBeVisible({ timeout: 15_000 });

    await openPanelAs(page, 'admin', '/admin/mensagens');
    await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
    await expect(row(page)).toHaveAttribute('data-lida', 'nao');
    await expect(row(page)).toContainText(visitor.assunto);
    await expect(row(page).getByText(visitor.nome)).toHaveCSS('font-weight', '700');
    await expect(page.getByText(/\d+ mensagens? não lidas?\./)).toBeVisible();

    // Only unread ones.
    await page.getByRole('button', { name: /^Não lidas/ }).click();
    await expect(page).toHaveURL(/lida=nao-lidas/);
    await expect(row(page)).toBeVisible();
    // The list keeps the previous rows until the filtered answer arrives: wait for it.
    await expect.poll(() => page.getByTestId('mensagem-linha').evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('data-lida')))])).toEqual(['nao']);

    // Opening it reads it: the full text, the reply link with the subject.
    await row(page).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: visitor.assunto });
    await expect(dialog.getByTestId('mensagem-texto')).toHaveText(visitor.mensagem);
    await expect(dialog.getByRole('link', { name: visitor.email })).toHaveAttribute('href', `mailto:${visitor.email}`);
    await expect(dialog.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
      'href',
      `mailto:${visitor.email}?subject=${encodeURIComponent(`Re: ${visitor.assunto}`)}`,
    );
    await expect(dialog.getByRole('button', { name: 'Marcar como não lida' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Read now: gone from 'Não lidas', plain in 'Todas'.
    await expect(row(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Todas', exact: true }).click();
    await expect(row(page)).toHaveAttribute('data-lida', 'sim');
    await expect(row(page).getByText(visitor.nome)).toHaveCSS('font-weight', '400');

    // Mark unread again.
    await row(page).getByRole('button').click();
    await dialog.getByRole('button', { name: 'Marcar como não lida' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Mensagem marcada como não lida.')).toBeVisible();
    await expect(row(page)).toHaveAttribute('data-lida', 'nao');

    // Search finds it by a word of the text, accents folded.
    await page.getByLabel('Buscar mensagens').fill('manha');
    await expect(page).toHaveURL(/busca=manha/);
    await expect(row(page)).toBeVisible();
    await page.getByLabel('Buscar mensagens').fill('');
    await expect(page).toHaveURL(/\/admin\/mensagens$/);

    // Delete, with confirmation (cancel first).
    await row(page).getByRole('button').click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir mensagem?' });
    await expect(confirm).toContainText(`A mensagem de ${visitor.nome} (“${visitor.assunto}”) será excluída.`);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByRole('button', { name: 'Excluir mensagem' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Mensagem excluída.')).toBeVisible();
    await expect(row(page)).toHaveCount(0);

    // Every step is in the log, in pt-BR.
    await page.goto('/admin/logs?entidade=mensagem_contato');
    const logRows = page.getByTestId('log-linha');
    await expect(logRows.nth(0)).toContainText(`Administração Sintonia excluiu a mensagem de contato “${visitor.assunto}” de ${visitor.nome}`);
    // Opened (read), marked unread, opened again to delete it (read again), deleted.
    await expect(logRows.nth(1)).toContainText(`Administração Sintonia marcou como lida a mensagem de contato “${visitor.assunto}” de ${visitor.nome}`);
    await expect(logRows.nth(2)).toContainText(`Administração Sintonia marcou como não lida a mensagem de contato “${visitor.assunto}” de ${visitor.nome}`);
    await expect(logRows.nth(3)).toContainText(`Administração Sintonia marcou como lida a mensagem de contato “${visitor.assunto}” de ${visitor.nome}`);

    expect(problems).toEqual([]);
  });

  test('an autor has no Mensagens entry and cannot open the inbox', async ({ page }) => {
    await openPanelAs(page, 'autor');
    await expect(page.getByRole('link', { name: 'Logs' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mensagens' })).toHaveCount(0);
    const response = await page.request.get('/api/v1/mensagens', {
      headers: { authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('token'))}` },
    });
    expect(response.status()).toBe(403);
    await page.goto('/admin/mensagens');
    await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toHaveCount(0);
    await expect(page.getByTestId('mensagem-linha')).toHaveCount(0);
  });
});
