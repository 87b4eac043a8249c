/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { UserForm } from '../user-form';
import { ProfileScreen } from '../profile-screen';
import type { AdminUserRecord } from '@/lib/schemas/users';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();
const applyNewToken = jest.fn();
const applyProfileChange = jest.fn();

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    adminFetch: (...args: unknown[]) => adminFetch(...args),
    useAdminSWR: (...args: unknown[]) => useAdminSWR(...args),
    uploadWithProgress: jest.fn(),
  };
});
jest.mock('@/lib/admin/session-update', () => ({
  applyNewToken: (...args: unknown[]) => applyNewToken(...args),
  applyProfileChange: (...args: unknown[]) => applyProfileChange(...args),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const record = (overrides: Partial<AdminUserRecord> = {}): AdminUserRecord => ({
  id: 9,
  nome: 'Carla Repórter',
  email: 'carla@exemplo.com',
  papel: 'editor',
  ativo: true,
  avatar: null,
  ultimoAcessoEm: null,
  criadoEm: '2026-01-01T12:00:00.000Z',
  atualizadoEm: '2026-01-02T12:00:00.000Z',
  _count: { postagens: 0, registros: 0 },
  ...overrides,
});

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  applyNewToken.mockReset();
  applyProfileChange.mockReset();
});

function renderForm(user: AdminUserRecord | null, selfId: number | null = 1) {
  const onSaved = jest.fn();
  render(
    <ToastProvider>
      <UserForm user={user} selfId={selfId} onSaved={onSaved} onCancel={() => {}} />
    </ToastProvider>,
  );
  return { onSaved };
}

describe('UserForm', () => {
  it('checks the fields locally with the API schema: nothing is sent, errors sit next to the fields', async () => {
    renderForm(null);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'C' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sem-arroba' } });
    fireEvent.change(screen.getByLabelText('Senha inicial'), { target: { value: 'somenteletras' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar usuário' })));
    expect(adminFetch).not.toHaveBeenCalled();
    expect(screen.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('A senha deve ter letras e números.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toContain('-email-erro');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
  });

  it("'Gerar senha' fills a strong password, shows it and warns it is shown once; the 409 lands on the e-mail field", async () => {
    renderForm(null);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Carla Repórter' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Carla@Exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar senha' }));
    const senha = screen.getByLabelText('Senha inicial') as HTMLInputElement;
    expect(senha.value).toHaveLength(16);
    expect(senha.type).toBe('text');
    expect(screen.getByText('Anote ou copie esta senha agora: ela não será mostrada de novo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar senha' })).toBeTruthy();

    adminFetch.mockRejectedValue(new AdminApiError(409, 'Este e-mail já está em uso por outro usuário.', 'EMAIL_EM_USO', { email: 'Este e-mail já está em uso por outro usuário.' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Criar usuário' })));
    expect(adminFetch).toHaveBeenCalledWith('/usuarios', {
      method: 'POST',
      json: { nome: 'Carla Repórter', email: 'Carla@Exemplo.com', papel: 'autor', ativo: true, avatar: null, senha: senha.value },
    });
    const field = screen.getByLabelText('E-mail');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('Este e-mail já está em uso por outro usuário.');
  });

  it('on the own account papel and ativo are locked, with the reason', () => {
    renderForm(record({ id: 1, papel: 'admin' }), 1);
    expect((screen.getByLabelText('Papel') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Você não pode alterar o seu próprio papel. Peça a outro administrador.')).toBeTruthy();
    expect((screen.getByLabelText('Conta ativa') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Você não pode desativar a sua própria conta.')).toBeTruthy();
    expect(screen.queryByLabelText('Senha inicial')).toBeNull();
  });

  it('edits someone else with PUT (no password field)', async () => {
    const { onSaved } = renderForm(record(), 1);
    fireEvent.change(screen.getByLabelText('Papel'), { target: { value: 'autor' } });
    fireEvent.click(screen.getByLabelText('Conta ativa'));
    adminFetch.mockResolvedValue(record({ papel: 'autor', ativo: false }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(adminFetch).toHaveBeenCalledWith('/usuarios/9', { method: 'PUT', json: { nome: 'Carla Repórter', email: 'carla@exemplo.com', papel: 'autor', ativo: false, avatar: null } });
    expect(onSaved).toHaveBeenCalled();
  });
});

describe('ProfileScreen', () => {
  beforeEach(() => {
    useAdminSWR.mockReturnValue({ data: record({ id: 3, papel: 'autor' }), error: undefined, isLoading: false, mutate: jest.fn() });
  });

  function renderProfile() {
    render(
      <ToastProvider>
        <ProfileScreen />
      </ToastProvider>,
    );
    return within(screen.getByRole('region', { name: 'Trocar senha' }));
  }

  it('refuses a mismatched confirmation locally; a wrong current password shows on its field', async () => {
    const form = renderProfile();
    fireEvent.change(form.getByLabelText('Senha atual'), { target: { value: 'qualquer1' } });
    fireEvent.change(form.getByLabelText('Nova senha'), { target: { value: 'NovaSenha2026' } });
    fireEvent.change(form.getByLabelText('Confirme a nova senha'), { target: { value: 'NovaSenha2027' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Alterar senha' })));
    expect(adminFetch).not.toHaveBeenCalled();
    expect(form.getByText('A confirmação não confere com a nova senha.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Confirme a nova senha'), { target: { value: 'NovaSenha2026' } });
    adminFetch.mockRejectedValue(new AdminApiError(400, 'Dados inválidos. Verifique os campos destacados.', 'REQUISICAO_INVALIDA', { senhaAtual: 'A senha atual está incorreta.' }));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Alterar senha' })));
    expect(adminFetch).toHaveBeenCalledWith('/perfil/senha', { method: 'PUT', json: { senhaAtual: 'qualquer1', novaSenha: 'NovaSenha2026' } });
    expect(form.getByText('A senha atual está incorreta.')).toBeTruthy();
    expect(applyNewToken).not.toHaveBeenCalled();
  });

  it('on success the fresh token replaces the stored one and the fields clear', async () => {
    const form = renderProfile();
    fireEvent.change(form.getByLabelText('Senha atual'), { target: { value: 'Antiga2026' } });
    fireEvent.change(form.getByLabelText('Nova senha'), { target: { value: 'NovaSenha2026' } });
    fireEvent.change(form.getByLabelText('Confirme a nova senha'), { target: { value: 'NovaSenha2026' } });
    const usuario = { id: 3, nome: 'Carla Repórter', email: 'carla@exemplo.com', papel: 'autor', avatar: null, ativo: true };
    adminFetch.mockResolvedValue({ accessToken: 'novo.token.jwt', usuario });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Alterar senha' })));
    expect(applyNewToken).toHaveBeenCalledWith('novo.token.jwt', usuario);
    expect((form.getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Senha alterada.')).toBeTruthy();
  });

  it('saving the profile updates the stored user', async () => {
    renderProfile();
    const data = within(screen.getByRole('region', { name: 'Dados pessoais' }));
    fireEvent.change(data.getByLabelText('Nome'), { target: { value: 'Carla Nova' } });
    const saved = record({ id: 3, papel: 'autor', nome: 'Carla Nova' });
    adminFetch.mockResolvedValue(saved);
    await act(async () => fireEvent.click(data.getByRole('button', { name: 'Salvar perfil' })));
    expect(adminFetch).toHaveBeenCalledWith('/perfil', { method: 'PUT', json: { nome: 'Carla Nova', email: 'carla@exemplo.com', avatar: null } });
    expect(applyProfileChange).toHaveBeenCalledWith(saved);
  });
});
