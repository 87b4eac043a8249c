import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';

/*
 * Staff panel, issue 6 item 4: polls. Create one → it is the home page's poll and takes a vote;
 * the admin results show the vote; removing an option that has votes asks first; close it → off
 * the home page and a vote through the API answers 409 with the message; delete. The poll is
 * removed again in afterAll, so home.spec.ts sees the seeded poll first.
 */

const ADMIN = { email: 'admin@sintonia.local', senha: 'Sintonia@2026' };
const stamp = Date.now().toString(36);
const question = `E2E: qual o melhor horário para o esporte? ${stamp}`;

type StaffPoll = { id: number; pergunta: string; opcoes?: { id: number; texto: string }[] };


async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.senha } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function ourPolls(request: APIRequestContext, token: string): Promise<StaffPoll[]> {
  const response = await request.get('/api/v1/enquetes?limite=100', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { dados: StaffPoll[] }).dados.filter((poll) => poll.pergunta.includes(stamp));
}

/** The refusals this spec provokes on purpose are the only failed responses allowed. */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/^HTTP (400 \/api\/v1\/enquetes|409 \/api\/v1\/enquetes\/\d+)$/.test(problem) && !/status of (400|409)/.test(problem));
}

const rowOf = (page: Page) => page.getByTestId('enquete-linha').filter({ hasText: question });
const homePoll = (page: Page) => page.getByRole('region', { name: 'Enquete' });

test.describe('polls /admin/enquetes (issue 6 item 4)', () => {
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request);
    for (const poll of await ourPolls(request, token)) {
      await request.delete(`/api/v1/enquetes/${poll.id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });

  test('create → home page and vote; results; option with votes; close → 409; delete', async ({ page, request }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'admin', '/admin/enquetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Enquetes' })).toBeVisible();

    // Create, with a repeated option caught by the server next to the field.
    await page.getByRole('button', { name: 'Nova enquete' }).click();
    const form = page.getByRole('dialog', { name: 'Nova enquete' });
    await form.getByLabel('Pergunta').fill(question);
    await form.getByLabel('Opção 1', { exact: true }).fill('Manhã');
    await form.getByLabel('Opção 2', { exact: true }).fill('manhã');
    await form.getByRole('button', { name: 'Adicionar opção' }).click();
    await expect(form.getByLabel('Opção 3', { exact: true })).toBeFocused();
    await form.getByLabel('Opção 3', { exact: true }).fill('Noite');
    await form.getByRole('button', { name: 'Criar enquete' }).click();
    await expect(form.getByText('Esta opção repete outra.')).toBeVisible();
    await expect(form.getByLabel('Opção 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Opção 2', { exact: true }).fill('Tarde');
    // Reorder: 'Noite' up to second place.
    await form.getByRole('button', { name: 'Mover opção 3 para cima' }).click();
    for (const [index, texto] of ['Manhã', 'Noite', 'Tarde'].entries()) {
      await expect(form.getByLabel(`Opção ${index + 1}`, { exact: true })).toHaveValue(texto);
    }
    await expect(form.getByRole('button', { name: 'Mover opção 2 para cima' })).toBeFocused();
    await form.getByRole('button', { name: 'Criar enquete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enquete criada.' })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(rowOf(page).getByTestId('enquete-status')).toHaveText('Aberta');
    await expect(rowOf(page)).toContainText('0 votos · 3 opções');

    // The newest open poll is the home page's, and it takes a vote.
    await page.goto('/');
    await expect(homePoll(page).getByRole('heading', { name: question })).toBeVisible();
    await homePoll(page).getByRole('button', { name: /^Manhã/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Voto registrado com sucesso!' })).toBeVisible();
    await expect(homePoll(page).getByTestId('poll-total')).toHaveText('1 voto');

    // Results in the admin: counts, percentages and bars, addressed by ?id=.
    await page.goto('/admin/enquetes');
    await rowOf(page).getByRole('button', { name: `Resultados de ${question}` }).click();
    await expect(page).toHaveURL(/\/admin\/enquetes\?id=\d+$/);
    const results = page.getByRole('dialog', { name: 'Resultado da enquete' });
    await expect(results.getByTestId('resultado-opcao')).toHaveText(['Manhã100% · 1 voto', 'Noite0% · 0 votos', 'Tarde0% · 0 votos']);
    await expect(results.getByRole('meter', { name: 'Manhã: 100%' })).toHaveAttribute('aria-valuenow', '100');
    await expect(results.getByTestId('resultado-total')).toHaveText('Total: 1 voto');
    // The address opens the same results after a reload.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Resultado da enquete' }).getByTestId('resultado-total')).toHaveText('Total: 1 voto');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/admin\/enquetes$/);

    // Removing 'Manhã' (1 vote) asks first; cancelling keeps it, confirming deletes the vote with it.
    await rowOf(page).getByRole('button', { name: `Editar ${question}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Editar enquete' });
    await expect(editForm.getByLabel('Opção 1', { exact: true })).toHaveValue('Manhã');
    await expect(editForm.getByText('1 voto', { exact: true })).toBeVisible();
    await editForm.getByRole('button', { name: 'Remover opção 1' }).click();
    await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
    const confirmRemoval = page.getByRole('dialog', { name: 'Remover mesmo assim e apagar 1 voto?' });
    await expect(confirmRemoval).toContainText('A opção «Manhã» (1 voto) já tem votos.');
    await confirmRemoval.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmRemoval).toBeHidden();
    await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
    await confirmRemoval.getByRole('button', { name: 'Remover e apagar 1 voto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enquete atualizada.' })).toBeVisible();
    await expect(rowOf(page)).toContainText('0 votos · 2 opções');

    // Close, with confirmation: off the home page, and a vote answers 409 with the message.
    await rowOf(page).getByRole('button', { name: `Encerrar enquete ${question}` }).click();
    const confirmClose = page.getByRole('dialog', { name: 'Encerrar enquete?' });
    await confirmClose.getByRole('button', { name: 'Encerrar enquete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enquete encerrada.' })).toBeVisible();
    await expect(rowOf(page).getByTestId('enquete-status')).toHaveText('Encerrada');
    await expect(rowOf(page).getByRole('button', { name: `Reabrir ${question}` })).toBeVisible();
    await page.goto('/');
    await expect(homePoll(page)).toBeVisible();
    await expect(homePoll(page).getByRole('heading', { name: question })).toHaveCount(0);
    const token = await apiToken(request);
    const [poll] = await ourPolls(request, token);
    const detail = (await (await request.get(`/api/v1/enquetes/${poll.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as StaffPoll;
    const refused = await request.post(`/api/v1/publico/enquetes/${poll.id}/votar`, { data: { opcaoId: detail.opcoes![0].id, deviceId: `e2e-dispositivo-${stamp}` } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Esta enquete está encerrada e não recebe mais votos.', codigo: 'ENQUETE_ENCERRADA' });

    // Delete, with a confirmation that says how many votes go.
    await page.goto('/admin/enquetes');
    await rowOf(page).getByRole('button', { name: `Excluir ${question}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Excluir enquete?' });
    await expect(confirmDelete).toContainText('nenhum voto registrado');
    await confirmDelete.getByRole('button', { name: 'Excluir enquete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enquete excluída.' })).toBeVisible();
    await expect(rowOf(page)).toHaveCount(0);
    expect(await ourPolls(request, token)).toEqual([]);

    expect(unexpected(problems)).toEqual([]);
  });
});
