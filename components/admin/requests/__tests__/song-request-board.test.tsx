/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import type { SongRequest, SongRequestPage } from '@/lib/schemas/song-request-inbox';
import { SONG_REQUESTS_REFRESH_MS, SongRequestBoard } from '../song-request-board';
import { boardApiPath, parseBoardState } from '../song-request-query';

const swrConfigs: unknown[] = [];
jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  const adminFetch = jest.fn();
  const useSWR = jest.requireActual('swr').default;
  return {
    AdminApiError,
    adminFetch,
    useAdminSWR: (path: string | null, config: Record<string, unknown>) => {
      swrConfigs.push(config);
      return useSWR(path, (key: string) => adminFetch(key), { ...config, shouldRetryOnError: false });
    },
  };
});

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/admin/pedidos',
  useSearchParams: () => new URLSearchParams(search),
}));

const api = adminFetch as jest.MockedFunction<typeof adminFetch>;

const request = (id: number, overrides: Partial<SongRequest> = {}): SongRequest => ({
  id,
  nome: `Ouvinte ${id}`,
  local: 'Centro',
  mensagem: `Pedido número ${id}`,
  whatsapp: null,
  programaId: 3,
  programaNome: 'Manhã Sintonia',
  status: 'novo',
  criadoEm: new Date(Date.now() - id * 1000).toISOString(),
  atualizadoEm: new Date().toISOString(),
  ...overrides,
});

const page = (dados: SongRequest[]): SongRequestPage => ({
  dados,
  meta: { pagina: 1, limite: 50, total: dados.length, totalPaginas: 1, novos: dados.filter((item) => item.status === 'novo').length },
  noAr: { programaId: 3, nome: 'Manhã Sintonia' },
  programas: [
    { id: 3, nome: 'Manhã Sintonia' },
    { id: 4, nome: 'Tarde Livre' },
  ],
});

function renderBoard(refreshMs?: number) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <SongRequestBoard refreshMs={refreshMs} />
      </ToastProvider>
    </SWRConfig>,
  );
}

const rows = () => screen.queryAllByTestId('pedido-linha');

beforeEach(() => {
  api.mockReset();
  replace.mockReset();
  swrConfigs.length = 0;
  search = '';
});

describe('SongRequestBoard (/admin/pedidos)', () => {
  it('polls every 3 s by default, for the show on air in the last 24 hours', async () => {
    api.mockResolvedValue(page([]) as never);
    renderBoard();
    await screen.findByText('Nenhum pedido com estes filtros. Os novos aparecem aqui sozinhos, sem recarregar a página.');
    expect(SONG_REQUESTS_REFRESH_MS).toBe(3000);
    expect(swrConfigs[0]).toMatchObject({ refreshInterval: 3000 });
    const path = String(api.mock.calls[0][0]);
    expect(path).toMatch(/^\/pedidos\?programa=no-ar&status=todos&pagina=1&limite=50&desde=/);
    expect(screen.getByText('Nenhum pedido novo.')).toBeInTheDocument();
    expect(screen.getByText('Manhã Sintonia', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a request sent meanwhile appears on the next poll, on top, and is announced', async () => {
    const first = request(1, { whatsapp: '+5551999991234', mensagem: 'Evidências\ncom um abraço' });
    let answer = page([first]);
    api.mockImplementation(async () => answer as never);
    renderBoard(40);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0];
    expect(row).toHaveTextContent('Ouvinte 1 · Centro');
    expect(row).toHaveTextContent('Manhã Sintonia');
    expect(within(row).getByTestId('pedido-mensagem').textContent).toBe('Evidências\ncom um abraço');
    expect(within(row).getByRole('link', { name: 'WhatsApp (51) 99999-1234' })).toHaveAttribute('href', 'https://wa.me/5551999991234');
    expect(screen.getByText('1 pedido novo.')).toBeInTheDocument();

    answer = page([request(2, { nome: 'Maria', local: 'Vila Nova', criadoEm: new Date().toISOString() }), first]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Maria · Vila Nova');
    expect(screen.getByText('2 pedidos novos.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Novo pedido de Maria, de Vila Nova.');
    expect(screen.getByRole('button', { name: 'Novos (2)' })).toBeInTheDocument();
  });

  it("'Marcar como lida' and 'Marcar como tocada' send the status and show it", async () => {
    let current = request(5);
    api.mockImplementation(async (path: string, init?: { method?: string; json?: unknown }) => {
      if (init?.method === 'PATCH') {
        current = { ...current, status: (init.json as { status: SongRequest['status'] }).status };
        return current as never;
      }
      return page([current]) as never;
    });
    renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Marcar como lida' })));
    expect(api).toHaveBeenCalledWith('/pedidos/5', { method: 'PATCH', json: { status: 'lido' } });
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-status', 'lido'));
    expect(rows()[0]).toHaveTextContent('Lida');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Marcar como tocada' })));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-status', 'tocado'));
    expect(within(rows()[0]).getAllByRole('button').map((button) => button.textContent)).toEqual(['Voltar para novo']);
  });

  it('a refused change is told in a toast', async () => {
    const { AdminApiError } = jest.requireMock('@/lib/admin/api') as { AdminApiError: new (status: number, message: string, codigo: string) => Error };
    api.mockImplementation(async (path: string, init?: { method?: string }) => {
      if (init?.method === 'PATCH') throw new AdminApiError(403, 'Apenas administradores e editores podem ver os pedidos musicais.', 'SEM_PERMISSAO');
      return page([request(6)]) as never;
    });
    renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Marcar como tocada' })));
    expect(await screen.findByText('O pedido não foi atualizado.')).toBeInTheDocument();
    expect(screen.getByText('Apenas administradores e editores podem ver os pedidos musicais.')).toBeInTheDocument();
  });

  it('filters go to the address', async () => {
    api.mockResolvedValue(page([request(1)]) as never);
    renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Programa'), { target: { value: '4' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/pedidos?programa=4', { scroll: false });
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '7d' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/pedidos?periodo=7d', { scroll: false });
    fireEvent.click(screen.getByRole('button', { name: /^Tocadas/ }));
    expect(replace).toHaveBeenLastCalledWith('/admin/pedidos?status=tocado', { scroll: false });
  });
});

describe('parseBoardState and boardApiPath', () => {
  it.each([
    ['', { programa: 'no-ar', status: 'todos', periodo: '24h', pagina: 1 }],
    ['?programa=todos&status=lido&periodo=tudo&pagina=2', { programa: 'todos', status: 'lido', periodo: 'tudo', pagina: 2 }],
    ['?programa=7&status=talvez&periodo=ano', { programa: 7, status: 'todos', periodo: '24h', pagina: 1 }],
  ])('%s', (query, expected) => expect(parseBoardState(new URLSearchParams(query))).toEqual(expected));

  it('the period starts at the hour, so polls within the hour share the address', () => {
    const state = parseBoardState(new URLSearchParams('?periodo=7d&programa=4'));
    const at = (iso: string) => boardApiPath(state, new Date(iso));
    expect(at('2026-05-04T17:05:00Z')).toBe(at('2026-05-04T17:55:00Z'));
    expect(at('2026-05-04T17:05:00Z')).toBe('/pedidos?programa=4&status=todos&pagina=1&limite=50&desde=2026-04-27T17%3A00%3A00.000Z');
    expect(boardApiPath(parseBoardState(new URLSearchParams('?periodo=tudo')), new Date())).toBe('/pedidos?programa=no-ar&status=todos&pagina=1&limite=50');
  });
});
