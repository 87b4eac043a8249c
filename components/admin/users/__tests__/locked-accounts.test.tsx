/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { LockedAccounts } from '../locked-accounts';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    adminFetch: (...args: unknown[]) => adminFetch(...args),
    useAdminSWR: (...args: unknown[]) => useAdminSWR(...args),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as { AdminApiError: new (status: number, message: string, codigo: string) => Error };

const ana = { id: 7, nome: 'Ana Souza', email: 'ana@sintonia.local', bloqueadaAte: '2026-05-04T17:45:00.000Z' };

function show(data: unknown, error?: Error) {
  const mutate = jest.fn().mockResolvedValue(undefined);
  useAdminSWR.mockReturnValue({ data, error, isLoading: false, mutate });
  const view = render(
    <ToastProvider>
      <LockedAccounts />
    </ToastProvider>,
  );
  return { mutate, ...view };
}

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
});

describe('LockedAccounts (/admin/usuarios)', () => {
  it('lists the locked accounts with until when (São Paulo time), read from /usuarios/bloqueios every 30 s', () => {
    show({ dados: [ana] });
    expect(useAdminSWR).toHaveBeenCalledWith('/usuarios/bloqueios', { refreshInterval: 30_000 });
    const section = screen.getByRole('region', { name: 'Contas bloqueadas temporariamente' });
    const item = within(section).getByTestId('conta-bloqueada');
    expect(item).toHaveTextContent('ana@sintonia.local');
    expect(item).toHaveTextContent('Ana Souza · bloqueada até 04/05/2026 14h45');
  });

  it.each([
    ['no locked account', { dados: [] }, undefined],
    ['the list not loaded yet', undefined, undefined],
    ['a backend without the list (404)', undefined, new AdminApiError(404, 'Rota não encontrada.', 'NAO_ENCONTRADO')],
  ])('shows nothing with %s', (_name, data, error) => {
    show(data, error);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Contas bloqueadas temporariamente')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("'Desbloquear' posts to the account's unlock, toasts, and reloads the list", async () => {
    adminFetch.mockResolvedValue({ message: 'Conta desbloqueada. Ela já pode entrar de qualquer aparelho.' });
    const { mutate } = show({ dados: [ana] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Desbloquear ana@sintonia.local' })));
    expect(adminFetch).toHaveBeenCalledWith('/usuarios/7/desbloquear', { method: 'POST' });
    expect(mutate).toHaveBeenCalled();
    expect(screen.getByText('Conta desbloqueada.')).toBeInTheDocument();
  });

  it("a refused unlock shows the API's message and keeps the account listed", async () => {
    adminFetch.mockRejectedValue(new AdminApiError(403, 'Apenas administradores podem gerenciar usuários.', 'SEM_PERMISSAO'));
    const { mutate } = show({ dados: [ana] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Desbloquear ana@sintonia.local' })));
    expect(screen.getByText('A conta não foi desbloqueada.')).toBeInTheDocument();
    expect(screen.getByText('Apenas administradores podem gerenciar usuários.')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Desbloquear ana@sintonia.local' })).toBeEnabled();
  });
});
