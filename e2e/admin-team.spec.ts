import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';
import { appUrl } from './stack';

/*
 * Staff panel, issue 6 item 5: the team screen. A member created here shows on /equipe on the
 * next request, hides when deactivated and goes with a confirmed delete; the member is removed at
 * the end whatever happens, so later specs see the seeded team.
 */

const PASSWORD = 'Sintonia@2026';
const BASE_URL = appUrl();
const stamp = Date.now().toString(36);


async function apiToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

type Member = { id: number; nome: string; ordem: number; ativo: boolean; avatar: string | null; redes: Record<string, string> };

async function staffTeam(page: Page): Promise<Member[]> {
  const response = await page.request.get('/api/v1/equipe', { headers: { authorization: `Bearer ${await apiToken(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Member[];
}

const row = (page: Page, nome: string) => page.getByTestId('membro-linha').filter({ hasText: nome });

test.describe('team /admin/equipe (issue 6 item 5)', () => {
  const nome = `Beatriz E2E ${stamp}`;
  const editedNome = `Beatriz Kunz E2E ${stamp}`;

  test.afterAll(async () => {
    // Whatever failed above, the member does not stay on the public page.
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const login = await context.post('/api/v1/auth/login', { data: { email: 'admin@sintonia.local', password: PASSWORD } });
    if (login.ok()) {
      const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      const team = await context.get('/api/v1/equipe', { headers });
      for (const member of (await team.json()) as Member[]) {
        if (member.nome.includes(stamp)) await context.delete(`/api/v1/equipe/${member.id}`, { headers });
      }
    }
    await context.dispose();
  });

  test('create → on /equipe; edit; reorder; deactivate → hidden; delete with confirmation', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'admin', '/admin/equipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    const before = await staffTeam(page);
    await expect(page.getByTestId('membro-linha')).toHaveCount(before.length);

    // Field errors next to the fields, from the API.
    await page.getByRole('button', { name: 'Novo membro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo membro da equipe' });
    await dialog.getByLabel('Instagram').fill('instagram.com/sem-protocolo');
    await dialog.getByRole('button', { name: 'Adicionar membro' }).click();
    await expect(dialog.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeVisible();
    await expect(dialog.getByText('Use um endereço completo começando com http:// ou https://.')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toBeFocused();

    await dialog.getByLabel('Nome').fill(nome);
    await dialog.getByLabel('Cargo').fill('Repórter');
    await dialog.getByLabel('Biografia').fill('Cobre a Câmara de Vereadores e os bairros.');
    await dialog.getByLabel('Instagram').fill(`https://instagram.com/bea${stamp}`);
    await dialog.getByLabel('E-mail').fill('bea@sintonia.local');
    // The photo comes from the media library.
    await dialog.getByRole('button', { name: 'Escolher foto' }).click();
    const picker = page.getByRole('dialog', { name: 'Foto do membro da equipe' });
    await picker.getByRole('list', { name: 'Imagens' }).getByRole('button').first().click();
    await picker.getByRole('button', { name: 'Usar imagem selecionada' }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Trocar foto' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Adicionar membro' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Membro adicionado à equipe.')).toBeVisible();

    // Last in the list; on the public page on the next request, with the photo and the Instagram link.
    await expect(page.getByTestId('membro-linha').last()).toContainText(nome);
    const created = (await staffTeam(page)).find((member) => member.nome === nome)!;
    expect(created.avatar).toMatch(/^\/uploads\//);
    expect(created.redes).toEqual({ instagram: `https://instagram.com/bea${stamp}`, email: 'bea@sintonia.local' });
    await page.goto('/equipe');
    await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible();
    await expect(page.getByRole('link', { name: `Instagram de ${nome}` })).toHaveAttribute('href', `https://instagram.com/bea${stamp}`);
    await expect(page.getByRole('list', { name: `Contato de ${nome}` }).getByRole('link', { name: 'bea@sintonia.local' })).toHaveAttribute('href', 'mailto:bea@sintonia.local');

    // Edit the name; move one place up with the keyboard-reachable arrow.
    await page.goto('/admin/equipe');
    await row(page, nome).getByRole('button', { name: `Editar ${nome}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar membro da equipe' });
    await expect(edit.getByLabel('Nome')).toHaveValue(nome);
    await edit.getByLabel('Nome').fill(editedNome);
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, editedNome)).toBeVisible();

    const moveUp = row(page, editedNome).getByRole('button', { name: `Mover ${editedNome} para cima` });
    await moveUp.click();
    await expect(page.getByRole('status').filter({ hasText: `${editedNome} agora está na posição ${before.length} de ${before.length + 1}.` })).toBeAttached();
    await expect(page.getByTestId('membro-linha').nth(before.length - 1)).toContainText(editedNome);
    await expect(moveUp).toBeFocused();
    const order = await staffTeam(page);
    expect(order.map((member) => member.nome).indexOf(editedNome)).toBe(before.length - 1);
    // Put it back where it was, so the seeded order stays intact for later specs.
    await row(page, editedNome).getByRole('button', { name: `Mover ${editedNome} para baixo` }).click();
    await expect(page.getByTestId('membro-linha').last()).toContainText(editedNome);

    // Deactivate: still listed here (marked), hidden from /equipe.
    await row(page, editedNome).getByRole('button', { name: `Editar ${editedNome}` }).click();
    await edit.getByRole('switch', { name: /Ativo/ }).uncheck();
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, editedNome)).toContainText('Inativo');
    await page.goto('/equipe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: editedNome })).toHaveCount(0);

    // Delete: the confirmation says what happens to bylines; cancel first, then confirm.
    await page.goto('/admin/equipe');
    await row(page, editedNome).getByRole('button', { name: `Excluir ${editedNome}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir membro da equipe?' });
    await expect(confirm.getByTestId('aviso-assinaturas')).toHaveText('Nenhuma postagem está assinada por este membro.');
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row(page, editedNome)).toBeVisible();
    await row(page, editedNome).getByRole('button', { name: `Excluir ${editedNome}` }).click();
    await confirm.getByRole('button', { name: 'Excluir membro' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Membro excluído da equipe.')).toBeVisible();
    await expect(row(page, editedNome)).toHaveCount(0);
    expect((await staffTeam(page)).map((member) => member.id)).toEqual(before.map((member) => member.id));

    // The log tells the story in pt-BR.
    await page.goto('/admin/logs?entidade=membro_equipe');
    await expect(page.getByTestId('log-linha').first()).toContainText(`Administração Sintonia excluiu o membro da equipe “${editedNome}”`);
    await expect(page.getByTestId('log-linha').filter({ hasText: `desativou o membro da equipe “${editedNome}”` })).toBeVisible();

    expect(problems.filter((problem) => !/^HTTP 400 \/api\/v1\/equipe$/.test(problem) && !/status of 400/.test(problem))).toEqual([]);
  });

  test('a deleted columnist: the dialog counts the posts that lose the byline', async ({ page }) => {
    await openPanelAs(page, 'admin', '/admin/equipe');
    const team = await staffTeam(page);
    const withPosts = (team as Array<Member & { _count: { postagens: number } }>).find((member) => member._count.postagens > 1)!;
    await row(page, withPosts.nome).getByRole('button', { name: `Excluir ${withPosts.nome}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir membro da equipe?' });
    await expect(confirm.getByTestId('aviso-assinaturas')).toHaveText(
      `${withPosts._count.postagens} postagens assinadas por este membro continuarão publicadas, mas perderão a assinatura de colunista.`,
    );
    // Not this time: the demo columnist stays.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
  });

  test('an autor reads the team but has no buttons to change it', async ({ page }) => {
    await openPanelAs(page, 'autor', '/admin/equipe');
    await expect(page.getByText('Você pode consultar a equipe. Apenas administradores e editores podem alterá-la.')).toBeVisible();
    await expect(page.getByTestId('membro-linha').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo membro' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  });
});
