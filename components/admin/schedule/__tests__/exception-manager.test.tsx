/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { AdminGridException, AdminGridExceptionPage } from '@/lib/schemas/grid-exceptions';
import type { AdminProgramme } from '@/lib/schemas/programmes';
import { ExceptionForm } from '../exception-form';
import { ExceptionManager } from '../exception-manager';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();
let storedUser: { id: number; papel: string; nome: string; email: string; avatar: null } | null = null;

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    adminFetch: (...args: unknown[]) => adminFetch(...args),
    useAdminSWR: (...args: unknown[]) => useAdminSWR(...args),
    uploadWithProgress: jest.fn(),
  };
});
jest.mock('@/lib/admin/use-stored-user', () => ({ useStoredUser: () => storedUser }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const SHOWS = [
  { id: 4, nome: 'Tarde Musical', ativo: true },
  { id: 5, nome: 'Jornada Esportiva', ativo: false },
] as AdminProgramme[];

const exception = (overrides: Partial<AdminGridException> = {}): AdminGridException => ({
  id: 7,
  titulo: 'Jogo do Inter',
  descricao: '',
  // Saturday 28/11/2026, 16:00–18:00 in São Paulo.
  inicio: '2026-11-28T19:00:00.000Z',
  fim: '2026-11-28T21:00:00.000Z',
  programa: null,
  criadoEm: '2026-11-20T12:00:00.000Z',
  atualizadoEm: '2026-11-20T12:00:00.000Z',
  ...overrides,
});
const page = (dados: AdminGridException[]): AdminGridExceptionPage => ({ dados, meta: { pagina: 1, limite: 20, total: dados.length, totalPaginas: 1 } });

function serve(list: AdminGridException[], mutate = jest.fn()) {
  useAdminSWR.mockImplementation((path: string | null) => ({
    data: path?.startsWith('/grade-excecoes') ? page(list) : path === '/programas' ? SHOWS : undefined,
    error: undefined,
    isLoading: false,
    mutate,
  }));
  return mutate;
}

const inPanel = (ui: React.ReactNode) => render(<ToastProvider>{ui}</ToastProvider>);

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  storedUser = { id: 2, papel: 'editor', nome: 'Marta', email: 'editor@sintonia.local', avatar: null };
});

describe('ExceptionManager', () => {
  it('lists the coming exceptions with their time and show; "Encerradas" asks for the ended ones; an autor only reads', () => {
    serve([exception(), exception({ id: 8, titulo: 'Natal', inicio: '2026-12-24T23:00:00.000Z', fim: '2026-12-26T09:00:00.000Z', programa: { id: 4, nome: 'Tarde Musical' } })]);
    const { unmount } = inPanel(<ExceptionManager />);
    expect(screen.getByRole('heading', { level: 2, name: 'Exceções da grade' })).toBeInTheDocument();
    expect(useAdminSWR).toHaveBeenCalledWith('/grade-excecoes?periodo=proximas&pagina=1&limite=20');
    const rows = screen.getAllByTestId('excecao-linha');
    expect(rows.map((row) => within(row).getByTestId('excecao-periodo').textContent)).toEqual(['sábado, 28/11, 16:00–18:00', '24/12 20:00 a 26/12 06:00']);
    expect(rows[0]).toHaveTextContent('Sem programa: o título vai ao ar');
    expect(rows[1]).toHaveTextContent('No ar: Tarde Musical');
    fireEvent.click(screen.getByRole('button', { name: 'Encerradas' }));
    expect(screen.getByRole('button', { name: 'Encerradas' })).toHaveAttribute('aria-pressed', 'true');
    expect(useAdminSWR).toHaveBeenLastCalledWith('/programas');
    expect(useAdminSWR).toHaveBeenCalledWith('/grade-excecoes?periodo=encerradas&pagina=1&limite=20');
    unmount();
    useAdminSWR.mockClear();

    storedUser = { id: 3, papel: 'autor', nome: 'Renata', email: 'autor@sintonia.local', avatar: null };
    inPanel(<ExceptionManager />);
    expect(screen.queryByRole('button', { name: 'Nova exceção' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(useAdminSWR).not.toHaveBeenCalledWith('/programas');
  });

  it('nothing coming: says the regular grid holds', () => {
    serve([]);
    inPanel(<ExceptionManager />);
    expect(screen.getByTestId('excecoes-vazias')).toHaveTextContent('Nenhuma exceção marcada: vale a grade normal.');
  });

  it('asks before deleting, then deletes and says so', async () => {
    const mutate = serve([exception()]);
    adminFetch.mockResolvedValue(null);
    inPanel(<ExceptionManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Jogo do Inter' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir exceção?' });
    expect(dialog).toHaveTextContent('Jogo do Inter (sábado, 28/11, 16:00–18:00) sairá da grade, que volta a valer nesse horário.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir exceção' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/grade-excecoes/7', { method: 'DELETE' });
    expect(screen.getByText('Exceção excluída da grade.')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalled();
  });
});

describe('ExceptionForm', () => {
  function renderForm(current: AdminGridException | null = null) {
    const onSaved = jest.fn();
    inPanel(<ExceptionForm exception={current} shows={SHOWS} onSaved={onSaved} onCancel={() => {}} />);
    return { onSaved };
  }

  it('sends the São Paulo date and time as ISO with the offset, and the chosen show', async () => {
    const saved = exception({ id: 9 });
    adminFetch.mockResolvedValue(saved);
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Jogo do Inter' } });
    fireEvent.change(screen.getByLabelText('Data de início'), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByLabelText('Hora de início'), { target: { value: '16:00' } });
    fireEvent.change(screen.getByLabelText('Data de término'), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByLabelText('Hora de término'), { target: { value: '18:00' } });
    expect(screen.getByRole('option', { name: 'Jornada Esportiva (inativo)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Programa no ar'), { target: { value: '4' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Adicionar exceção' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/grade-excecoes', {
      method: 'POST',
      json: { titulo: 'Jogo do Inter', descricao: '', inicio: '2026-11-28T16:00:00-03:00', fim: '2026-11-28T18:00:00-03:00', programaId: 4 },
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.getByText('Exceção adicionada à grade.')).toBeInTheDocument();
  });

  it("edits in São Paulo time; the server's overlap message goes to the start, with the keyboard", async () => {
    const message = 'Conflito de horário com a exceção "Natal" (24/12 20:00 a 26/12 06:00).';
    adminFetch.mockRejectedValue(new AdminApiError(409, message, 'CONFLITO_EXCECAO', { inicio: message }));
    renderForm(exception({ programa: { id: 5, nome: 'Jornada Esportiva' } }));
    expect(screen.getByLabelText('Data de início')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('Hora de início')).toHaveValue('16:00');
    expect(screen.getByLabelText('Hora de término')).toHaveValue('18:00');
    expect(screen.getByLabelText('Programa no ar')).toHaveValue('5');
    // A date without a time is sent empty: the API names the field.
    fireEvent.change(screen.getByLabelText('Hora de término'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/grade-excecoes/7', { method: 'PUT', json: expect.objectContaining({ inicio: '2026-11-28T16:00:00-03:00', fim: '', programaId: 5 }) });
    expect(within(screen.getByTestId('excecao-form')).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Data de início')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Data de início')).toHaveFocus();
    expect(screen.getByText('A exceção não foi salva.')).toBeInTheDocument();
  });
});
