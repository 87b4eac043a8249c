/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { useAdminSWR } from '@/lib/admin/api';
import type { PostReview, ReviewPolicy } from '@/lib/domain/post-review';
import type { AdminPostList } from '@/lib/schemas/posts';
import { PostList } from '../post-list';
import { CATEGORIES, detail } from './fixtures';

/** Issue 28 item 3 in the post list: the "Aguardando revisão" tab, the rows' marks, what an author may do. */

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
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: jest.fn(), useAdminSWR: jest.fn() };
});

const swr = useAdminSWR as jest.MockedFunction<typeof useAdminSWR>;
const PENDING: PostReview = { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata Fagundes' } };
const RETURNED: PostReview = { estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: '2026-03-10T17:30:00.000Z', por: { id: 2, nome: 'Marta Lindner' } };
const requested: string[] = [];

function mockLists(policy: ReviewPolicy | undefined) {
  const dados = [
    detail({ id: 51, titulo: 'Obra na ponte', status: 'rascunho', publicadoEm: null, revisao: PENDING }),
    detail({ id: 52, titulo: 'Escola nova', status: 'rascunho', publicadoEm: null, revisao: RETURNED }),
    detail({ id: 53, titulo: 'Sem revisão', status: 'rascunho', publicadoEm: null, revisao: null }),
  ];
  const page: AdminPostList = { dados, meta: { pagina: 1, limite: 20, total: dados.length, totalPaginas: 1 } };
  swr.mockImplementation(((path: string | null) => {
    if (path) requested.push(path);
    const data = path?.startsWith('/postagens?') ? page : path === '/categorias' ? CATEGORIES : path === '/postagens/revisao' ? policy : undefined;
    return { data, error: undefined, isLoading: false, isValidating: false, mutate: jest.fn() };
  }) as never);
}

const renderList = () =>
  render(
    <ToastProvider>
      <PostList />
    </ToastProvider>,
  );

beforeEach(() => {
  search = '';
  requested.length = 0;
  replace.mockClear();
});

it('an editor gets the "Aguardando revisão" tab with the queue size; it filters the list by the URL', () => {
  mockLists({ podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 3 });
  renderList();
  const tabs = screen.getByRole('group', { name: 'Revisão' });
  expect(within(tabs).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
  const queue = within(tabs).getByRole('button', { name: /^Aguardando revisão/ });
  expect(within(queue).getByTestId('contagem-aguardando-revisao')).toHaveTextContent('3');
  fireEvent.click(queue);
  expect(replace).toHaveBeenLastCalledWith('/admin/postagens?revisao=pendente', { scroll: false });
});

it('reads ?revisao=pendente from the URL and asks the API for it', () => {
  search = '?revisao=pendente';
  mockLists({ podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 1 });
  renderList();
  expect(screen.getByRole('button', { name: /^Aguardando revisão/ })).toHaveAttribute('aria-pressed', 'true');
  expect(requested.some((path) => path.startsWith('/postagens?revisao=pendente&'))).toBe(true);
});

it('rows say "Aguardando revisão" or "Devolvida", with who returned it and why', () => {
  mockLists({ podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 1 });
  renderList();
  const rows = screen.getAllByTestId('linha-postagem');
  expect(within(rows[0]).getByText('Aguardando revisão', { selector: '[data-revisao]' })).toBeInTheDocument();
  expect(within(rows[1]).getByText('Devolvida', { selector: '[data-revisao]' })).toBeInTheDocument();
  expect(within(rows[1]).getByTestId('comentario-revisao')).toHaveTextContent('Devolvida por Marta Lindner em 10/03/2026 14h30: Falta ouvir a prefeitura.');
  expect(within(rows[2]).queryByText(/Aguardando revisão|Devolvida/)).not.toBeInTheDocument();
});

it('an author who may not publish is not offered "Publicado" in a row, nor "Publicar" for the selection', () => {
  mockLists({ podePublicar: false, revisa: false, autoresPublicam: false, aguardandoRevisao: 1 });
  renderList();
  const row = screen.getAllByTestId('linha-postagem')[2];
  const select = within(row).getByRole('combobox', { name: 'Status de “Sem revisão”' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Rascunho', 'Arquivado']);
  fireEvent.click(within(row).getByRole('checkbox', { name: 'Selecionar “Sem revisão”' }));
  const bar = screen.getByRole('region', { name: 'Ações em lote' });
  expect(within(bar).queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
});

it('a backend without review (no policy): no tabs, the usual status choices', () => {
  mockLists(undefined);
  renderList();
  expect(screen.queryByRole('group', { name: 'Revisão' })).not.toBeInTheDocument();
  const select = within(screen.getAllByTestId('linha-postagem')[2]).getByRole('combobox');
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toContain('Publicado');
});
