/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { PostList, postDateLabel } from '../post-list';
import { DEFAULT_FILTERS, filtersToApiPath, filtersToSearch, hasActiveFilters, parseListFilters } from '../post-list-query';
import { previewHtml } from '../preview-html';
import type { AdminPostPage } from '../types';
import { CATEGORIES, detail } from './fixtures';

let search = '';
const replace = jest.fn((url: string) => {
  search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  window.history.replaceState(null, '', url);
});
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin/postagens',
  useSearchParams: () => new URLSearchParams(search),
}));

jest.mock('@/lib/admin/api', () => ({ adminFetch: jest.fn(), useAdminSWR: jest.fn() }));

const swr = useAdminSWR as jest.MockedFunction<typeof useAdminSWR>;
const api = adminFetch as jest.MockedFunction<typeof adminFetch>;
const mutate = jest.fn();

function page(dados = [detail(), detail({ id: 43, titulo: 'Rascunho da semana', status: 'rascunho', publicadoEm: null, visualizacoes: 1234 })]): AdminPostPage {
  return { dados, meta: { pagina: 1, limite: 20, total: dados.length, totalPaginas: 1 } };
}

let listPage: AdminPostPage;
const requested: string[] = [];

beforeEach(() => {
  search = '';
  window.history.replaceState(null, '', '/admin/postagens');
  replace.mockClear();
  mutate.mockReset();
  requested.length = 0;
  listPage = page();
  swr.mockImplementation(((path: string | null) => {
    if (path) requested.push(path);
    const data = path?.startsWith('/postagens?')
      ? listPage
      : path === '/categorias'
        ? CATEGORIES
        : path === '/postagens/autores'
          ? [
              { id: 3, nome: 'Edu Editor' },
              { id: 4, nome: 'Ana Autora' },
            ]
          : undefined;
    return { data, error: undefined, isLoading: false, isValidating: false, mutate };
  }) as never);
});

function renderList() {
  return render(
    <ToastProvider>
      <PostList />
    </ToastProvider>,
  );
}

describe('list query helpers', () => {
  it('reads the URL, dropping unknown values', () => {
    expect(parseListFilters(new URLSearchParams('busca=chuva&status=publicado&categoria=2&autor=3&ordem=lidas&pagina=3'))).toEqual({
      busca: 'chuva',
      status: 'publicado',
      categoriaId: '2',
      autorId: '3',
      ordem: 'lidas',
      pagina: 3,
    });
    expect(parseListFilters(new URLSearchParams('status=apagado&categoria=x&ordem=aleatoria&pagina=-1'))).toEqual(DEFAULT_FILTERS);
  });

  it.each([
    ['atualizadas', 'ordenarPor=atualizadoEm&direcao=desc'],
    ['recentes', 'ordenarPor=criadoEm&direcao=desc'],
    ['titulo', 'ordenarPor=titulo&direcao=asc'],
    ['lidas', 'ordenarPor=visualizacoes&direcao=desc'],
  ] as const)('sort %s → %s', (ordem, query) => {
    expect(filtersToApiPath({ ...DEFAULT_FILTERS, ordem })).toBe(`/postagens?${query}&pagina=1&limite=20`);
  });

  it('writes the URL without defaults and the API query with its names', () => {
    const filters = { ...DEFAULT_FILTERS, busca: ' praça ', status: 'agendado' as const, categoriaId: '2', autorId: '4', pagina: 2 };
    expect(filtersToSearch(filters)).toBe('?busca=pra%C3%A7a&status=agendado&categoria=2&autor=4&pagina=2');
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersToApiPath(filters)).toBe('/postagens?busca=pra%C3%A7a&status=agendado&categoriaId=2&autorId=4&ordenarPor=atualizadoEm&direcao=desc&pagina=2&limite=20');
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, ordem: 'lidas', pagina: 4 })).toBe(false);
  });

  it('dates: published, scheduled, otherwise updated', () => {
    expect(postDateLabel({ status: 'publicado', publicadoEm: 'p', atualizadoEm: 'a' })).toEqual({ label: 'Publicada em', value: 'p' });
    expect(postDateLabel({ status: 'agendado', publicadoEm: 'p', atualizadoEm: 'a' })).toEqual({ label: 'Agendada para', value: 'p' });
    expect(postDateLabel({ status: 'rascunho', publicadoEm: null, atualizadoEm: 'a' })).toEqual({ label: 'Atualizada em', value: 'a' });
  });

  it('preview HTML shows what the public page shows', () => {
    expect(previewHtml('<h1>a</h1><img src="/uploads/x.jpg" containerstyle="width: 50%;" wrapperstyle="display: flex;"><input type="checkbox" checked>')).toBe(
      '<h2>a</h2><img src="/uploads/x.jpg" style="width: 50%;" wrapperstyle="display: flex;"><input disabled type="checkbox" checked>',
    );
  });
});

describe('PostList', () => {
  it('shows a table row per post with status, category, author, date, views and actions', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Postagens' });
    const rows = within(table).getAllByTestId('linha-postagem');
    expect(rows).toHaveLength(2);
    const [published, draft] = rows;
    expect(within(published).getByRole('link', { name: 'Feira do produtor volta à praça' })).toHaveAttribute('href', '/admin/postagens/42/editar');
    expect(within(published).getByText('Publicado')).toBeInTheDocument();
    expect(within(published).getByText('Saúde')).toBeInTheDocument();
    expect(within(published).getByText('Edu Editor')).toBeInTheDocument();
    expect(within(published).getByText('Publicada em')).toBeInTheDocument();
    expect(within(published).getByText('20/11/2026 10h00')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: /Ver no site/ })).toHaveAttribute('href', '/saude/feira-do-produtor-volta-a-praca');
    expect(within(draft).queryByRole('link', { name: /Ver no site/ })).not.toBeInTheDocument();
    expect(within(draft).getByText('1.234')).toBeInTheDocument();
    expect(within(draft).getByText('Rascunho')).toBeInTheDocument();
    // The phone layout has the same posts as cards.
    expect(screen.getAllByTestId('cartao-postagem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Nova postagem' })).toHaveAttribute('href', '/admin/postagens/nova');
  });

  it('puts filters and sorting in the URL and asks the API for them', async () => {
    const view = renderList();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'publicado' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/postagens?status=publicado', { scroll: false });
    fireEvent.change(screen.getByLabelText('Autor'), { target: { value: '4' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/postagens?status=publicado&autor=4', { scroll: false });
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'titulo' } });
    expect(replace).toHaveBeenLastCalledWith('/admin/postagens?status=publicado&autor=4&ordem=titulo', { scroll: false });
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'feira' } });
    act(() => {
      jest.advanceTimersByTime(400);
    });
    jest.useRealTimers();
    expect(replace).toHaveBeenLastCalledWith('/admin/postagens?busca=feira&status=publicado&autor=4&ordem=titulo', { scroll: false });
    // The router mock does not re-render on its own: the new URL is read on the next render.
    view.rerender(
      <ToastProvider>
        <PostList />
      </ToastProvider>,
    );
    await waitFor(() => expect(requested).toContain('/postagens?busca=feira&status=publicado&autorId=4&ordenarPor=titulo&direcao=asc&pagina=1&limite=20'));
  });

  it('restores filters from the URL (reload or back)', () => {
    search = '?status=rascunho&categoria=1';
    renderList();
    expect(screen.getByLabelText('Status')).toHaveValue('rascunho');
    expect(screen.getByLabelText('Categoria')).toHaveValue('1');
    expect(requested).toContain('/postagens?status=rascunho&categoriaId=1&ordenarPor=atualizadoEm&direcao=desc&pagina=1&limite=20');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(replace).toHaveBeenLastCalledWith('/admin/postagens', { scroll: false });
  });

  it('empty states: none yet, or none for these filters', () => {
    listPage = page([]);
    const { unmount } = renderList();
    expect(screen.getByText('Nenhuma postagem ainda.')).toBeInTheDocument();
    unmount();
    search = '?busca=inexistente';
    renderList();
    expect(screen.getByText('Nenhuma postagem encontrada.')).toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    api.mockResolvedValue(undefined as never);
    renderList();
    const row = within(screen.getByRole('table')).getAllByTestId('linha-postagem')[1];
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir “Rascunho da semana”' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir postagem?' });
    expect(dialog).toHaveTextContent('“Rascunho da semana” será excluída definitivamente');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Postagem excluída.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/postagens/43', { method: 'DELETE' });
    expect(mutate).toHaveBeenCalled();
  });
});
