/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { PostList } from '../post-list';
import { postDateLabel } from '../post-rows';
import { batchToast, facebookToasts, quickStatusToast } from '../post-batch-summary';
import { DEFAULT_FILTERS, filtersToApiPath, filtersToSearch, hasActiveFilters, parseListFilters } from '../post-list-query';
import { previewHtml } from '../preview-html';
import type { AdminPostList } from '@/lib/schemas/posts';
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

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: jest.fn(), useAdminSWR: jest.fn() };
});

const swr = useAdminSWR as jest.MockedFunction<typeof useAdminSWR>;
const api = adminFetch as jest.MockedFunction<typeof adminFetch>;
const mutate = jest.fn();

function page(dados = [detail(), detail({ id: 43, titulo: 'Rascunho da semana', status: 'rascunho', publicadoEm: null, visualizacoes: 1234 })]): AdminPostList {
  return { dados, meta: { pagina: 1, limite: 20, total: dados.length, totalPaginas: 1 } };
}

let listPage: AdminPostList;
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
      revisao: '',
      categoriaId: '2',
      autorId: '3',
      ordem: 'lidas',
      pagina: 3,
    });
    expect(parseListFilters(new URLSearchParams('status=apagado&categoria=x&ordem=aleatoria&pagina=-1'))).toEqual(DEFAULT_FILTERS);
    // the review queue and the returned posts; anything else is no filter.
    expect(parseListFilters(new URLSearchParams('revisao=pendente')).revisao).toBe('pendente');
    expect(parseListFilters(new URLSearchParams('revisao=devolvida')).revisao).toBe('devolvida');
    expect(parseListFilters(new URLSearchParams('revisao=aprovada')).revisao).toBe('');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, revisao: 'pendente' })).toBe('?revisao=pendente');
    expect(filtersToApiPath({ ...DEFAULT_FILTERS, revisao: 'pendente' })).toBe('/postagens?revisao=pendente&ordenarPor=atualizadoEm&direcao=desc&pagina=1&limite=20');
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, revisao: 'devolvida' })).toBe(true);
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
    expect(within(published).getByRole('combobox', { name: 'Status de “Feira do produtor volta à praça”' })).toHaveValue('publicado');
    expect(within(published).getByText('Saúde')).toBeInTheDocument();
    expect(within(published).getByText('Edu Editor')).toBeInTheDocument();
    expect(within(published).getByText('Publicada em')).toBeInTheDocument();
    expect(within(published).getByText('20/11/2026 10h00')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: /Ver no site/ })).toHaveAttribute('href', '/saude/feira-do-produtor-volta-a-praca');
    expect(within(draft).queryByRole('link', { name: /Ver no site/ })).not.toBeInTheDocument();
    expect(within(draft).getByText('1.234')).toBeInTheDocument();
    expect(within(draft).getByRole('combobox', { name: 'Status de “Rascunho da semana”' })).toHaveValue('rascunho');
    // 'Agendado' needs a date: only the editor sets it, so a row does not offer it.
    expect(within(within(draft).getByRole('combobox')).queryByRole('option', { name: 'Agendado' })).not.toBeInTheDocument();
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

  describe('bulk actions and quick status (issue 12 item 14)', () => {
    const table = () => screen.getByRole('table', { name: 'Postagens' });
    const tick = (titulo: string) => fireEvent.click(within(table()).getByRole('checkbox', { name: `Selecionar “${titulo}”` }));
    const bar = () => screen.queryByRole('region', { name: 'Ações em lote' });
    const result = (over: Partial<{ ok: number[]; inalteradas: number[]; falhas: { id: number; mensagem: string }[]; facebook: unknown[] }> = {}) => ({
      ok: [],
      inalteradas: [],
      falhas: [],
      facebook: [],
      ...over,
    });
    beforeEach(() => api.mockReset());

    it('ticking rows shows the bar with the count; the header box selects the whole page, or clears it', () => {
      renderList();
      expect(bar()).not.toBeInTheDocument();
      tick('Rascunho da semana');
      expect(bar()).toHaveTextContent('1 selecionada');
      const all = within(table()).getByRole('checkbox', { name: 'Selecionar todas desta página' }) as HTMLInputElement;
      expect(all.indeterminate).toBe(true);
      fireEvent.click(all);
      expect(bar()).toHaveTextContent('2 selecionadas');
      expect(all.checked).toBe(true);
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Limpar seleção' }));
      expect(bar()).not.toBeInTheDocument();
      expect(all.checked).toBe(false);
    });

    it('moves the selection to draft in one call, says what happened, clears the selection and refreshes', async () => {
      api.mockResolvedValue(result({ ok: [42, 43], inalteradas: [43] }) as never);
      renderList();
      tick('Feira do produtor volta à praça');
      tick('Rascunho da semana');
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Mover para rascunho' }));
      expect(await screen.findByText('1 postagem movida para rascunho.')).toBeInTheDocument();
      expect(screen.getByText('1 postagem já estava em rascunho.')).toBeInTheDocument();
      expect(api).toHaveBeenCalledWith('/postagens/lote', { method: 'POST', json: { ids: [42, 43], acao: 'rascunho' } });
      expect(mutate).toHaveBeenCalled();
      expect(bar()).not.toBeInTheDocument();
    });

    it('names the posts that failed and why, and keeps them selected', async () => {
      api.mockResolvedValue(result({ ok: [43], falhas: [{ id: 42, mensagem: 'Você só pode editar as suas próprias postagens.' }] }) as never);
      renderList();
      fireEvent.click(within(table()).getByRole('checkbox', { name: 'Selecionar todas desta página' }));
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Publicar' }));
      const toast = await screen.findByText('1 postagem publicada.');
      expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'warning');
      expect(screen.getByText('Não foi possível publicar 1 postagem. “Feira do produtor volta à praça”: Você só pode editar as suas próprias postagens.')).toBeInTheDocument();
      expect(bar()).toHaveTextContent('1 selecionada');
      expect(within(table()).getByRole('checkbox', { name: 'Selecionar “Feira do produtor volta à praça”' })).toBeChecked();
    });

    it('a refused request (400, network) is an error toast; the selection stays', async () => {
      api.mockRejectedValueOnce(new AdminApiError(400, 'Selecione no máximo 100 postagens por vez.', 'VALIDACAO'));
      renderList();
      tick('Rascunho da semana');
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Arquivar' }));
      expect(await screen.findByText('Não foi possível concluir a ação.')).toBeInTheDocument();
      expect(screen.getByText('Selecione no máximo 100 postagens por vez.')).toBeInTheDocument();
      expect(bar()).toHaveTextContent('1 selecionada');
      // A network failure says what to do, not the browser's English.
      api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Arquivar' }));
      expect(await screen.findByText('Tente novamente.')).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    });

    it('deleting the selection asks first, naming the posts; Cancelar sends nothing', async () => {
      api.mockResolvedValue(result({ ok: [42, 43] }) as never);
      renderList();
      tick('Feira do produtor volta à praça');
      tick('Rascunho da semana');
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Excluir' }));
      let dialog = screen.getByRole('dialog', { name: 'Excluir 2 postagens?' });
      expect(dialog).toHaveTextContent('(a publicada sairá do site)');
      expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Feira do produtor volta à praça', 'Rascunho da semana']);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(api).not.toHaveBeenCalled();
      fireEvent.click(within(bar()!).getByRole('button', { name: 'Excluir' }));
      dialog = screen.getByRole('dialog', { name: 'Excluir 2 postagens?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('2 postagens excluídas.')).toBeInTheDocument();
      expect(api).toHaveBeenCalledWith('/postagens/lote', { method: 'POST', json: { ids: [42, 43], acao: 'excluir' } });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("a row's status changes from its badge, without the editor", async () => {
      api.mockResolvedValue(result({ ok: [43] }) as never);
      renderList();
      fireEvent.change(within(table()).getByRole('combobox', { name: 'Status de “Rascunho da semana”' }), { target: { value: 'publicado' } });
      expect(await screen.findByText('Postagem publicada.')).toBeInTheDocument();
      expect(api).toHaveBeenCalledWith('/postagens/lote', { method: 'POST', json: { ids: [43], acao: 'publicar' } });
      expect(mutate).toHaveBeenCalled();
    });

    it('a scheduled row keeps its status in the list and offers "Publicar agora"', () => {
      listPage = page([detail({ id: 50, titulo: 'Agenda cultural do fim de semana', status: 'agendado', publicadoEm: '2030-01-01T12:00:00.000Z' })]);
      renderList();
      const select = within(table()).getByRole('combobox', { name: 'Status de “Agenda cultural do fim de semana”' });
      expect(select).toHaveValue('agendado');
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Agendado', 'Rascunho', 'Publicar agora', 'Arquivado']);
    });

    it('another filter starts the selection again', () => {
      const view = renderList();
      tick('Rascunho da semana');
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rascunho' } });
      view.rerender(
        <ToastProvider>
          <PostList />
        </ToastProvider>,
      );
      expect(bar()).not.toBeInTheDocument();
    });
  });
});

describe('bulk action summaries', () => {
  const titleOf = (id: number) => ({ 1: 'Um', 2: 'Dois', 3: 'Três', 4: 'Quatro', 5: 'Cinco' })[id] ?? `Postagem ${id}`;
  const none = { ok: [], inalteradas: [], falhas: [], facebook: [] };

  it('counts what changed, in the singular and plural', () => {
    expect(batchToast('publicar', { ...none, ok: [1, 2, 3] }, titleOf)).toEqual({ type: 'success', title: '3 postagens publicadas.', message: undefined });
    expect(batchToast('arquivar', { ...none, ok: [1] }, titleOf)).toEqual({ type: 'success', title: '1 postagem arquivada.', message: undefined });
    expect(batchToast('excluir', { ...none, ok: [1, 2] }, titleOf).title).toBe('2 postagens excluídas.');
    expect(batchToast('rascunho', { ...none, ok: [1, 2], inalteradas: [1, 2] }, titleOf)).toEqual({ type: 'info', title: 'Nada a alterar.', message: '2 postagens já estavam em rascunho.' });
  });

  it('names at most three failures with their reasons, then counts', () => {
    const falhas = [1, 2, 3, 4].map((id) => ({ id, mensagem: 'Postagem não encontrada.' }));
    expect(batchToast('excluir', { ...none, falhas }, titleOf)).toEqual({
      type: 'error',
      title: 'Nenhuma postagem foi alterada.',
      message: 'Não foi possível excluir 4 postagens. “Um”: Postagem não encontrada. “Dois”: Postagem não encontrada. “Três”: Postagem não encontrada. E mais 1.',
    });
    expect(batchToast('publicar', { ...none, ok: [5], falhas: [falhas[0]] }, titleOf).type).toBe('warning');
  });

  it('quick status and Facebook', () => {
    expect(quickStatusToast('rascunho', { ...none, ok: [1] }, 'Um')).toEqual({ type: 'success', title: 'Postagem movida para rascunho.', message: '“Um”' });
    expect(quickStatusToast('publicar', { ...none, falhas: [{ id: 1, mensagem: 'Sem permissão.' }] }, 'Um')).toEqual({ type: 'error', title: 'Não foi possível alterar o status.', message: '“Um”: Sem permissão.' });
    expect(
      facebookToasts(
        {
          ...none,
          facebook: [
            { id: 1, resultado: 'compartilhado', mensagem: 'Publicado no Facebook' },
            { id: 2, resultado: 'falha', mensagem: 'Página não conectada.' },
          ],
        },
        titleOf,
      ),
    ).toEqual([
      { type: 'success', title: 'Publicado no Facebook', message: '“Um”' },
      { type: 'error', title: 'Não foi possível publicar no Facebook.', message: '“Dois”: Página não conectada.' },
    ]);
  });
});
